import CareModel
import Foundation

/// Apple Health's workouts and activity summaries (the Activity rings) as CareLab entries.
///
/// A workout is the `exercise` factor in minutes (so that exercise joins the factor
/// analyses, as sleep does), an `activity` event named by its type (`walking`,
/// `functional_strength_training`) with the same minutes, and, when the export gives them,
/// its energy (`workout_energy`, kcal) and distance (`workout_distance`, km) as
/// measurements: from the workout's `totalEnergyBurned` and `totalDistance`, or from its
/// `WorkoutStatistics` (iOS 16 on). A route (`WorkoutRoute`, a GPX file of where the person
/// went) is not imported: CareLab keeps no locations.
///
/// An activity summary is one day's rings as daily goals found met by measurement (seed
/// 000, Req 16): the move goal (a goal of its own named `move`, active energy in kcal), the
/// exercise goal (minutes) and the stand goal (hours), each with its target and what was
/// reached; a ring without a target (0, or absent) is no goal.
enum AppleHealthActivity {
    /// Why a workout or summary cannot be read: the attribute at fault and the reason.
    struct Problem: Error {
        var field: String
        var reason: String
    }

    private static let minutesPer: [String: Double] = ["min": 1, "s": 1.0 / 60, "hr": 60, "h": 60]
    private static let kilometresPer: [String: Double] = ["km": 1, "m": 0.001, "mi": 1.609344, "yd": 0.0009144]
    private static let kilocaloriesPer: [String: Double] = ["kcal": 1, "Cal": 1, "kJ": 1 / 4.184, "cal": 0.001]

    /// The entries of a workout with `attributes`, lasting `seconds` by its dates, and its
    /// `statistics` (each `WorkoutStatistics` element's attributes).
    static func workoutItems(_ attributes: [String: String], seconds: Int64,
                             statistics: [[String: String]]) -> Result<[ImportedItem], Problem> {
        var minutes = Double(seconds) / 60
        if let text = attributes["duration"] {
            let unit = attributes["durationUnit"] ?? "min"
            guard let value = DecimalNumber.parse(text), let factor = minutesPer[unit] else {
                return .failure(Problem(field: "duration", reason: "'\(text) \(unit)' is not a duration (min, s or hr)"))
            }
            minutes = value * factor
        }
        guard minutes >= 0, minutes <= 24 * 60 else {
            return .failure(Problem(field: "duration", reason: "a workout of \(minutes) minutes is impossible (0 to 1440)"))
        }
        var items: [ImportedItem] = [
            .factor(name: "exercise", measurement: .amount(minutes, .minutes)),
            .other(kind: .activity, name: activityName(attributes["workoutActivityType"] ?? ""), value: minutes, unit: "minutes"),
        ]
        let energy = amount(attributes["totalEnergyBurned"], attributes["totalEnergyBurnedUnit"], kilocaloriesPer)
            ?? statistics.lazy.filter { $0["type"] == "HKQuantityTypeIdentifierActiveEnergyBurned" }
                .compactMap { amount($0["sum"], $0["unit"], kilocaloriesPer) }.first
        let distance = amount(attributes["totalDistance"], attributes["totalDistanceUnit"], kilometresPer)
            ?? statistics.lazy.filter { $0["type"]?.hasPrefix("HKQuantityTypeIdentifierDistance") == true }
                .compactMap { amount($0["sum"], $0["unit"], kilometresPer) }.first
        for (value, measurement) in [(energy, ImportedMeasurement.workoutEnergy), (distance, .workoutDistance)] {
            guard let value else { continue }
            guard measurement.possible.contains(value) else {
                return .failure(Problem(field: measurement.name, reason: """
                    \(value) \(measurement.unit) is impossible for a workout's \(measurement.name) (possible: \(measurement.possible))
                    """))
            }
            items.append(.other(kind: .measurement, name: measurement.name, value: value, unit: measurement.unit))
        }
        return .success(items)
    }

    /// The goals of one day's activity summary, with what was reached.
    static func summaryItems(_ attributes: [String: String], day: CalendarDay) -> Result<[ImportedItem], Problem> {
        let energyUnit = attributes["activeEnergyBurnedUnit"] ?? "kcal"
        guard let perKilocalorie = kilocaloriesPer[energyUnit] else {
            return .failure(Problem(field: "activeEnergyBurnedUnit", reason: "'\(energyUnit)' is not an energy unit (kcal or kJ)"))
        }
        let rings: [(name: String, kind: GoalKind, unit: GoalUnit, reached: String, goal: String, factor: Double)] = [
            ("move", .custom("move"), .kilocalories, "activeEnergyBurned", "activeEnergyBurnedGoal", perKilocalorie),
            ("exercise goal", .exercise, .minutes, "appleExerciseTime", "appleExerciseTimeGoal", 1),
            ("stand goal", .stand, .hours, "appleStandHours", "appleStandHoursGoal", 1),
        ]
        var items: [ImportedItem] = []
        for ring in rings {
            guard let goalText = attributes[ring.goal] else { continue }
            guard let target = DecimalNumber.parse(goalText), target >= 0 else {
                return .failure(Problem(field: ring.goal, reason: "'\(goalText)' is not a goal of 0 or more"))
            }
            guard target > 0 else { continue }
            let reachedText = attributes[ring.reached] ?? "0"
            guard let reached = DecimalNumber.parse(reachedText), reached >= 0 else {
                return .failure(Problem(field: ring.reached, reason: "'\(reachedText)' is not an amount of 0 or more"))
            }
            // A target above 0 in a unit of the ring's kind makes a goal.
            let goal = try! Goal(name: ring.name, kind: ring.kind,
                                 target: GoalTarget(amount: target * ring.factor, unit: ring.unit),
                                 repeats: .daily, start: day, method: .measured)
            items.append(.goal(goal, amount: reached * ring.factor))
        }
        return .success(items)
    }

    /// `HKWorkoutActivityTypeFunctionalStrengthTraining` → `functional_strength_training`.
    static func activityName(_ type: String) -> String {
        let name = type.hasPrefix("HKWorkoutActivityType") ? String(type.dropFirst("HKWorkoutActivityType".count)) : type
        guard !name.isEmpty else { return "workout" }
        var words = ""
        for character in name {
            if character.isUppercase, !words.isEmpty { words.append("_") }
            words.append(Character(character.lowercased()))
        }
        return words
    }

    /// `value` in the unit `factors` converts from; nil when absent or not understood.
    private static func amount(_ value: String?, _ unit: String?, _ factors: [String: Double]) -> Double? {
        guard let value, let number = DecimalNumber.parse(value), let factor = factors[unit ?? ""] else { return nil }
        return number * factor
    }
}
