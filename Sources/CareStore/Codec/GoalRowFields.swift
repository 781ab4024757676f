import CareModel
import Foundation

/// The goal and period of a `goal` row, as its `detail_text`: a JSON object with sorted
/// keys, so that the same goal and period are always the same text: `kind` (`water`,
/// `steps`, `stand`, `exercise`, or `custom` with the goal's name as its kind), `target`
/// (a number), `target_unit`, `repeat` (`once`, `daily`, `weekly`, `monthly` or `yearly`),
/// `start` (the day the goal was set, or a one-off goal's day) and `period_start`, days as
/// `YYYY-MM-DD`.
enum GoalRowFields {
    private struct Fields: Codable {
        var kind: String
        var target: Double
        var target_unit: String
        var `repeat`: String
        var start: String
        var period_start: String
    }

    /// The goal and period of `outcome` as text.
    static func text(of outcome: GoalOutcome) -> String {
        let goal = outcome.goal
        let kind = if case .custom = goal.kind { "custom" } else { goal.kind.description }
        let fields = Fields(kind: kind, target: goal.target.amount, target_unit: goal.target.unit.rawValue,
                            repeat: goal.repeats.rawValue, start: goal.start.description,
                            period_start: outcome.periodStart.description)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding strings and a finite number cannot fail.
        return String(decoding: try! encoder.encode(fields), as: UTF8.self)
    }

    /// The goal named `name` found met by `method`, and the start of the period, that
    /// `text` describes; nil when it describes no goal, or a day that starts none of its
    /// periods.
    static func goal(named name: String, method: GoalMethod, from text: String) -> (Goal, CalendarDay)? {
        guard let fields = try? JSONDecoder().decode(Fields.self, from: Data(text.utf8)),
              let unit = GoalUnit(rawValue: fields.target_unit), let target = try? GoalTarget(amount: fields.target, unit: unit),
              let repeats = Frequency(rawValue: fields.repeat),
              let start = CalendarDay(iso8601: fields.start), let periodStart = CalendarDay(iso8601: fields.period_start),
              fields.kind == "custom" || GoalKind.offered.contains(fields.kind)
        else { return nil }
        let kind = fields.kind == "custom" ? GoalKind.custom(name) : GoalKind(name: fields.kind)
        guard let goal = try? Goal(name: name, kind: kind, target: target, repeats: repeats, start: start, method: method),
              goal.period(containing: periodStart)?.lowerBound == periodStart
        else { return nil }
        return (goal, periodStart)
    }
}
