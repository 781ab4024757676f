import CareAnalytics
import CareModel
import CareScenario
import CareSimulation
import CareStore

/// A scenario's people simulated in memory, for commands that apply rules to a population
/// without storing it (`carelab rules`).
///
/// ``rulesFixture()`` is the fixed population that `carelab rules check` scores: twelve
/// people over six weeks, simulated from a small scenario built into carelab, so golden
/// files need no database and every run gives the same people. Its scenario has the default scenario's structure (two segments, three symptoms,
/// caffeine) with fatigue raised so that entries of every severity occur, and runs from
/// 2 March to 12 April 2026 across New York's (8 March), London's (29 March) and Sydney's
/// (5 April) daylight-saving changes. A change to this scenario or to the simulator
/// changes the population, and the golden files must then be renewed with `--update`.
public struct SimulatedPopulation: Sendable {
    /// The fixture's scenario, in the format of `Scenarios/README.md`.
    public static let fixtureScenarioText = """
        format: 1
        name: rules-fixture
        description: The fixed population of carelab rules check.
        seed: 20260302
        people: 12
        days: 42
        start_date: 2026-03-02
        time_zones: [Europe/London, America/New_York, Australia/Sydney]
        segments:
          - name: engaged
            share: 0.6
            traits:
              logging: {beta: [18, 2]}
              dropout_hazard: 0.002
          - name: casual
            share: 0.4
            traits:
              logging: {beta: [6, 4]}
              engagement_half_life_days: {lognormal: [3.4, 0.3]}
              engagement_floor: 0.3
              dropout_hazard: 0.01
        missingness:
          mechanism: mcar
        symptoms:
          - {name: headache, category: Head, baseline_mean: 0.3, baseline_sd: 0.5, daily_sd: 0.8}
          - {name: fatigue, category: Energy, baseline_mean: 1.2, baseline_sd: 0.6, daily_sd: 1.2}
          - {name: nausea, category: Digestion, baseline_mean: -0.2, baseline_sd: 0.4, daily_sd: 0.7}
        factors:
          - {name: caffeine, unit: mg, time_of_day: morning, mean: 180, between_sd: 80, within_sd: 70}
        effects:
          - {factor: caffeine, symptom: headache, lag_days: 1, within: 0.008}
        """

    /// The people's logs, in identifier order.
    public let people: [PersonRecord]
    /// The tracked symptoms.
    public let symptoms: [Symptom]
    /// The days scored.
    public let period: StudyPeriod

    /// The fixed population of `carelab rules check`.
    public static func rulesFixture() -> SimulatedPopulation {
        do {
            return SimulatedPopulation(scenario: try ScenarioLoader.parse(fixtureScenarioText, file: "rules-fixture"))
        } catch {
            preconditionFailure("the built-in fixture scenario is invalid: \(error)")
        }
    }

    /// Simulates every person of `scenario` over its days.
    public init(scenario: Scenario) {
        let simulator = Simulator(scenario: scenario)
        people = (0..<scenario.people).map { simulator.person($0).record }
        symptoms = scenario.symptoms.map(\.symptom)
        period = StudyPeriod(first: scenario.startDay, last: scenario.startDay.adding(days: scenario.days - 1))
    }
}
