import CareAnalytics
import CareModel
import CareStats

extension RunReport {
    /// The header of ``notificationRows``.
    static let notificationHeader = ["task label", "arm", "people", "sent", "seen", "minutes to seen, median (95 % interval)",
                                     "resolved", "snoozed", "left"]

    /// Task notifications (seed 003, stories 1 and 6-8), for the Markdown and HTML reports
    /// alike: one row per label and arm (every label first), shares with their Wilson 95 %
    /// intervals. Nil when no notification was sent; a row backed by fewer people than the
    /// small-cell minimum shows `suppressed`.
    var notificationRows: [[String]]? {
        guard let notifications, notifications.overall != nil else { return nil }
        func share(_ proportion: Proportion?) -> String {
            guard let proportion else { return "NA" }
            return Self.percent(proportion.estimate) + " ("
                + Self.range(proportion.interval.lower, proportion.interval.upper, 1, scale: 100, suffix: " %") + ")"
        }
        return notifications.cells.map { cell in
            let label = cell.item.isEmpty ? "all" : cell.item
            guard smallCells.allows(cell.people) else {
                return [label, cell.group, "fewer than \(smallCells.minimumCount)", "suppressed", "", "", "", "", ""]
            }
            let median = cell.minutesToSeen(share: 0.5).map { minutes in
                NumberFormat.fixed(minutes.estimate, 1)
                    + (minutes.interval.map { " (" + Self.range($0.lower, $0.upper, 1) + ")" } ?? "")
            } ?? "NA"
            return [label, cell.group, NumberFormat.grouped(cell.people), NumberFormat.grouped(cell.sent), share(cell.seenShare),
                    median, share(cell.resolvedShare), share(cell.snoozedShare), share(cell.leftShare)]
        }
    }

    /// The text above the notifications' table.
    var notificationText: String? {
        guard let notifications, let overall = notifications.overall, notificationRows != nil else { return nil }
        return "Task notifications (seed 003, stories 1 and 6-8) sent to \(smallCells.shown(overall.people)) of "
            + "\(NumberFormat.grouped(notifications.people)) people: seen on the alarm page, and then resolved (the task "
            + "done by its deadline, after a snooze too), snoozed at least once, or left (not done by its deadline), judged "
            + "at the end of the study. Shares have Wilson 95 % intervals; the median minutes to seen is over the "
            + "notifications seen. `carelab analyze notifications` writes the same figures with quartiles."
            + caregiverText
    }

    /// The caregivers' opt-ins and messages (seed 003, story 16) in a sentence; empty when
    /// not recorded, the figures left out when fewer people than the small-cell minimum.
    private var caregiverText: String {
        guard let caregivers = notifications?.caregivers, caregivers.people > 0 else { return "" }
        guard smallCells.allows(caregivers.people), let misses = caregivers.missesShare,
              let completions = caregivers.completionsShare else {
            return " Caregivers' opt-ins are suppressed (fewer than \(smallCells.minimumCount) people)."
        }
        func share(_ proportion: Proportion) -> String {
            Self.percent(proportion.estimate) + " (" + Self.range(proportion.interval.lower, proportion.interval.upper, 1,
                                                                   scale: 100, suffix: " %") + ")"
        }
        func rate(_ kind: CaregiverOptIn.Message.Kind) -> String {
            notifications?.caregiverMessagesPerPersonWeek(kind).map { NumberFormat.fixed($0, 2) } ?? "NA"
        }
        return " Caregivers opted in to be told of misses: \(share(misses)); of completions: \(share(completions)) "
            + "(story 16); they were sent \(NumberFormat.grouped(caregivers.missed)) messages of misses and "
            + "\(NumberFormat.grouped(caregivers.completed)) of completions, \(rate(.missed)) and \(rate(.completed)) "
            + "per person-week."
    }

    /// The Markdown section of ``notificationRows``.
    var notificationsSection: [String] {
        guard let rows = notificationRows, let text = notificationText else { return [] }
        return ["## Task notifications", "", text, "", "| " + Self.notificationHeader.joined(separator: " | ") + " |",
                "|" + String(repeating: "---|", count: Self.notificationHeader.count)]
            + rows.map { "| " + $0.joined(separator: " | ") + " |" } + [""]
    }
}
