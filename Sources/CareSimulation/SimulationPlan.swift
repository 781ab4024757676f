import CareModel
import CareScenario
import Foundation

/// What the simulator derives once from a scenario and shares between all people and
/// threads: day grids per time zone, each arm's regimen on each day, and the planted
/// effects indexed by symptom.
struct SimulationPlan: Sendable {
    /// A planted effect resolved to indices.
    struct Effect: Sendable {
        /// The effect's position in the scenario's list of effects.
        var index: Int
        var factor: Int
        var lag: Int
        var within: Double
        var between: Double
        /// The part of the day the factor must be taken in for `within` to act; nil for any.
        var timeOfDay: TimeOfDay?
    }

    let scenario: Scenario
    /// Day grids by time-zone identifier.
    let grids: [String: DayGrid]
    /// `regimens[arm][day]`.
    let regimens: [[Regimen]]
    /// Effects on each symptom, in scenario order.
    let effects: [[Effect]]
    /// Population mean of each factor's habitual amount (for a level factor, its mean
    /// level), for between-person effects.
    let factorMeans: [Double]
    /// Missed-dose effects on each symptom: (medication index, points per missed dose, the
    /// effect's position among all medications' effects in scenario order).
    let missedDoseEffects: [[(medication: Int, perMissedDose: Double, index: Int)]]
    /// `doseTimes[zone][medication][day]`: each day's scheduled doses.
    let doseTimes: [String: [[[Date]]]]
    /// `taskTimes[zone][task][day]`: each day's task occurrences, as the groups' edits leave
    /// the schedules (seed 003, story 12).
    let taskTimes: [String: [[[Date]]]]
    /// The tasks' groups: the planted odds ratios of completing after a group's edit.
    let taskGroups: TaskGroupSchedules
    /// The reward rule under each arm's multiplier on each day, by multiplier.
    let rewardRules: [Double: RewardRule]

    /// Each arm's regimen on each day, `[arm][day]`: the arm's own, changed by the
    /// interventions in force that day.
    static func regimens(of scenario: Scenario) -> [[Regimen]] {
        scenario.arms.map { arm in
            (0..<scenario.days).map { day in
                scenario.interventions
                    .filter { $0.fromDay <= day && ($0.arm == nil || $0.arm == arm.name) }
                    .sorted { $0.fromDay < $1.fromDay }
                    .reduce(arm.regimen) { $0.applying($1) }
            }
        }
    }

    init(scenario: Scenario) {
        self.scenario = scenario
        grids = Dictionary(uniqueKeysWithValues: Set(scenario.timeZones.map(\.identifier)).map {
            ($0, DayGrid(timeZone: TimeZone(identifier: $0)!, first: scenario.startDay, dayCount: scenario.days))
        })
        regimens = Self.regimens(of: scenario)
        effects = scenario.symptoms.map { symptom in
            scenario.effects.enumerated().filter { $0.element.symptom == symptom.symptom.name }.map { index, effect in
                Effect(index: index, factor: scenario.factors.firstIndex { $0.name == effect.factor }!,
                       lag: effect.lagDays, within: effect.within, between: effect.between, timeOfDay: effect.timeOfDay)
            }
        }
        factorMeans = scenario.factors.map(\.effectScaleMean)
        let allMissedDoseEffects = scenario.medications.enumerated().flatMap { m, model in model.effects.map { (m, $0) } }
        missedDoseEffects = scenario.symptoms.map { symptom in
            allMissedDoseEffects.enumerated().filter { $0.element.1.symptom == symptom.symptom.name }.map { index, effect in
                (effect.0, effect.1.perMissedDose, index)
            }
        }
        let grids = self.grids
        doseTimes = grids.mapValues { grid in
            scenario.medications.map { Self.byDay(grid: grid, schedule: Schedule($0.medication.schedule!.rule)) }
        }
        let taskGroups = TaskGroupSchedules(scenario: scenario)
        self.taskGroups = taskGroups
        taskTimes = grids.mapValues { grid in
            taskGroups.schedules(in: grid.timeZone).map { Self.byDay(grid: grid, schedule: $0) }
        }
        let multipliers = Set(regimens.flatMap { $0.map(\.rewardMultiplier) })
        rewardRules = Dictionary(uniqueKeysWithValues: multipliers.map { ($0, scenario.rewardRule.scaled(by: $0)) })
    }

    /// A schedule's occurrences over the grid's period, grouped by day.
    static func byDay(grid: DayGrid, schedule: Schedule) -> [[Date]] {
        var days = [[Date]](repeating: [], count: grid.dayCount)
        for instant in schedule.occurrences(from: grid.start(of: 0), to: grid.start(of: grid.dayCount), in: grid.timeZone) {
            if let day = grid.dayIndex(of: instant) { days[day].append(instant) }
        }
        return days
    }
}
