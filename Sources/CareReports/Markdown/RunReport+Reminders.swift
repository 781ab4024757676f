import CareAnalytics
import CareStats

extension RunReport {
    /// Reminders (seed 000, Req 15), for the Markdown and HTML reports alike: for each
    /// reminder, then each kind of reminder, a row of all its firings and one per part of
    /// the day (and per arm when the run has arms), with the share of firings checked off,
    /// its Wilson 95 % interval and the share followed by the whole rule. Nil when no
    /// reminder fired; a row's figures `suppressed` when fewer people than the small-cell
    /// minimum back it.
    var reminderRows: [[String]]? {
        guard let reminders, !reminders.reminders.isEmpty else { return nil }
        var rows: [[String]] = []
        let groups = reminders.reminders.map { ($0, $0.name) } + reminders.subjects.map { ($0, "all " + $0.name) }
        for (group, label) in groups {
            for cell in [group.all] + group.partsOfDay + group.arms {
                guard smallCells.allows(cell.people) else {
                    rows.append([label, group.subject, cell.group, smallCells.shown(cell.people), "suppressed", "", "", ""])
                    continue
                }
                rows.append([label, group.subject, cell.group, NumberFormat.grouped(cell.people),
                             NumberFormat.grouped(cell.fired)]
                            + Self.reminderShare(cell.followedShare)
                            + [cell.followedByRuleShare.map { Self.percent($0.estimate) } ?? "NA"])
            }
        }
        return rows
    }

    /// The header of ``reminderRows``.
    static let reminderHeader = ["reminder", "for", "group", "people", "fired", "followed", "95 % interval",
                                 "followed or logged"]

    private static func reminderShare(_ proportion: Proportion?) -> [String] {
        [proportion.map { percent($0.estimate) } ?? "NA",
         range(proportion?.interval.lower, proportion?.interval.upper, 1, scale: 100, suffix: " %")]
    }

    /// The text above the reminders' table.
    var reminderText: String? {
        guard let reminders, reminderRows != nil else { return nil }
        return "Reminders (seed 000, Req 15) of \(NumberFormat.grouped(reminders.people)) people: for each reminder and "
            + "each kind of reminder, its firings before the person dropped out, overall and by the part of the day "
            + "it fired in (in the person's zone), the share followed (checked off within two hours) with its Wilson "
            + "95 % interval over firings, and the share followed or logged (checked off, or a dose of its medication "
            + "or an entry of its factor logged, within two hours). "
            + "`carelab analyze reminders` writes the same figures with an interval clustered by person."
    }

    /// The Markdown section of ``reminderRows``.
    var remindersSection: [String] {
        guard let rows = reminderRows, let text = reminderText else { return [] }
        return ["## Reminders", "", text, "", "| " + Self.reminderHeader.joined(separator: " | ") + " |",
                "|" + String(repeating: "---|", count: Self.reminderHeader.count)]
            + rows.map { "| " + $0.joined(separator: " | ") + " |" } + [""]
    }
}
