import CareAnalytics
import CareStats

extension RunReport {
    /// Goal attainment (seed 000, Req 16), for the Markdown and HTML reports alike: one row
    /// per goal kind and period, and one per arm of it when the run has arms, with the share
    /// of periods met, its Wilson 95 % interval and the median person's share. Nil when no
    /// one set a goal; a row's figures `suppressed` when fewer people than the small-cell
    /// minimum back it.
    var goalRows: [[String]]? {
        guard let goals, !goals.groups.isEmpty else { return nil }
        var rows: [[String]] = []
        for group in goals.groups {
            let goal = "\(group.kind) \(group.repeats)"
            let targets = group.targets.joined(separator: ", ")
            guard smallCells.allows(group.people) else {
                rows.append([goal, "all", "", smallCells.shown(group.people), "suppressed", "", "", ""])
                continue
            }
            rows.append([goal, "all", targets, NumberFormat.grouped(group.people), NumberFormat.grouped(group.periods)]
                        + Self.share(group.attainment)
                        + [group.personShares.map { Self.percent($0.median) } ?? "NA"])
            for arm in group.arms {
                guard smallCells.allows(arm.people) else {
                    rows.append([goal, arm.arm, "", smallCells.shown(arm.people), "suppressed", "", "", ""])
                    continue
                }
                rows.append([goal, arm.arm, targets, NumberFormat.grouped(arm.people), NumberFormat.grouped(arm.periods)]
                            + Self.share(arm.attainment) + [""])
            }
        }
        return rows
    }

    /// The header of ``goalRows``.
    static let goalHeader = ["goal", "group", "targets", "people", "periods", "met", "95 % interval", "median person"]

    private static func share(_ proportion: Proportion?) -> [String] {
        [proportion.map { percent($0.estimate) } ?? "NA",
         range(proportion?.interval.lower, proportion?.interval.upper, 1, scale: 100, suffix: " %")]
    }

    /// The text above the goals' table.
    var goalText: String? {
        guard let goals, goalRows != nil else { return nil }
        return "Goals with targets (seed 000, Req 16) of \(NumberFormat.grouped(goals.people)) people: for each goal "
            + "kind and period, the share of its periods met (checked off by hand, or the amount measured reaching "
            + "the target), over the periods that ended while the person used the app, with its Wilson 95 % interval "
            + "over periods, and the median of each person's share of their periods met. "
            + "`carelab analyze goals` writes the same figures with an interval clustered by person."
    }

    /// The Markdown section of ``goalRows``.
    var goalsSection: [String] {
        guard let rows = goalRows, let text = goalText else { return [] }
        return ["## Goals", "", text, "", "| " + Self.goalHeader.joined(separator: " | ") + " |",
                "|" + String(repeating: "---|", count: Self.goalHeader.count)]
            + rows.map { "| " + $0.joined(separator: " | ") + " |" } + [""]
    }
}
