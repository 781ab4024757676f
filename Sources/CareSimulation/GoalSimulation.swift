import CareModel
import CareScenario
import CareStats
import Foundation

/// The goals one simulated person sets and what became of each period (``GoalModel``,
/// seed 000, Req 16). A person sets each goal with its `share`, checks it off by hand with
/// its `check_off_share` (otherwise it is measured), and draws once a chance of meeting it
/// from `attainment`; each period that ends while the person still uses the app is then
/// met with that chance. A measured period's amount is between the target and 30 % above
/// it when met, between 20 % and 99 % of it when not (whole units); the outcome is
/// recorded on the period's last day between 20:00 and 23:00.
///
/// The draws come from a random stream of the person's own, derived from the run's seed and
/// the person's index: adding goals to a scenario leaves every other draw as it was.
struct GoalSimulation {
    let models: [GoalModel]
    let random: RandomSource

    /// The seed of the goals' streams: the run's seed, moved so that the streams differ
    /// from every other stream of the person.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0000_601A_0016 }

    init(scenario: Scenario, index: Int) {
        models = scenario.goals
        random = RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index))
    }

    /// The outcomes of the periods that end before day `observedDays` of `grid` (the day
    /// the person dropped out, or the run's length), in the order recorded.
    func outcomes(in grid: DayGrid, observedDays: Int) -> [GoalOutcome] {
        var outcomes: [GoalOutcome] = []
        for model in models where random.bernoulli(model.share) {
            let method: GoalMethod = random.bernoulli(model.checkOffShare) ? .checkedOff : .measured
            let chance = min(1, max(0, model.attainment.draw(random)))
            // The model's target fits its kind: the reader checked the unit.
            let goal = try! Goal(name: model.name, kind: model.kind, target: model.target, repeats: model.repeats,
                                 start: model.day, method: method)
            guard var day = grid.dayIndex(of: model.day) else { continue }
            while day < observedDays, let period = goal.period(containing: grid.calendarDay(day)),
                  let last = grid.dayIndex(of: period.upperBound), last < observedDays {
                let met = random.bernoulli(chance)
                let amount = method == .measured ? self.amount(met: met, target: model.target.amount) : nil
                let at = grid.instant(day: last, hour: 20 + random.integer(below: 3), minute: random.integer(below: 60))
                outcomes.append(try! goal.outcome(periodStart: period.lowerBound, amount: amount, checkedOff: met, at: at))
                day = last + 1
            }
        }
        return outcomes.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
    }

    /// A period's measured amount: at or above `target` when met, below it when not.
    private func amount(met: Bool, target: Double) -> Double {
        met ? (target * (1 + 0.3 * random.uniform())).rounded(.up) : (target * (0.2 + 0.79 * random.uniform())).rounded(.down)
    }
}
