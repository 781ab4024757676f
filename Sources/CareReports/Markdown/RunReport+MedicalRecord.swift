import CareAnalytics
import CareModel
import CareStats

extension RunReport {
    /// The medical records and dental charts as of the last day (seed 001), for the
    /// Markdown and HTML reports alike: the share of people holding each item and blood
    /// type, and each tooth's statuses by FDI number. A cell held by fewer people than the
    /// small-cell minimum says `suppressed`. Nothing when no one keeps a record.
    var medicalRecordTables: (prevalence: [[String]], teeth: [[String]], header: [String])? {
        guard let record = medicalRecord, record.people > 0 else { return nil }
        let prevalence = record.shares.map { share -> [String] in
            guard smallCells.allows(share.holders), let proportion = share.proportion else {
                return [share.kind, share.item, "fewer than \(smallCells.minimumCount)", "suppressed", ""]
            }
            return [share.kind, share.item, NumberFormat.grouped(share.holders), Self.percent(proportion.estimate),
                    "\(NumberFormat.fixed(proportion.interval.lower * 100, 1))-\(NumberFormat.fixed(proportion.interval.upper * 100, 1)) %"]
        }
        let statuses = ToothStatus.allCases.filter { status in record.teeth.contains { $0.count(status) > 0 } }
        let teeth = record.teeth.map { tooth -> [String] in
            let numbers = [String(tooth.tooth.fdi), tooth.tooth.universal, tooth.tooth.kind]
            guard smallCells.allows(tooth.charted) else {
                return numbers + ["fewer than \(smallCells.minimumCount)"] + statuses.map { _ in "suppressed" }
            }
            return numbers + [NumberFormat.grouped(tooth.charted)] + statuses.map { status in
                smallCells.allows(tooth.count(status))
                    ? Self.percent(Double(tooth.count(status)) / Double(tooth.charted)) : "suppressed"
            }
        }
        return (prevalence, teeth, ["FDI", "Universal", "tooth", "charted"] + statuses.map(\.rawValue))
    }

    /// The Markdown section of ``medicalRecordTables``.
    var medicalRecordSection: [String] {
        guard let tables = medicalRecordTables, let record = medicalRecord else { return [] }
        var lines = [
            "## Medical record and dental chart",
            "",
            "Each person's record as of the last day (seed 001): \(smallCells.shown(record.people)) people keep one. "
                + "Conditions, allergies and medications are shares of those people, blood types shares of the people "
                + "with one, each with its Wilson 95 % interval. Per person-year, \(Self.rate(record.deletedItemsPerYear)) "
                + "items were deleted (added in error) and \(Self.rate(record.toothCorrectionsPerYear)) teeth charted "
                + "in error were edited back. One person's record: `carelab record --db DB --person ID`.",
            "",
            "| kind | item | people | share | 95 % interval |",
            "|---|---|---|---|---|",
        ]
        lines += tables.prevalence.map { "| " + $0.joined(separator: " | ") + " |" }
        lines += [
            "",
            "Tooth status by tooth (FDI and Universal numbers): the share of the people who charted the tooth.",
            "",
            "| " + tables.header.joined(separator: " | ") + " |",
            "|" + String(repeating: "---|", count: tables.header.count),
        ]
        lines += tables.teeth.map { "| " + $0.joined(separator: " | ") + " |" }
        lines.append("")
        return lines
    }

    static func percent(_ share: Double) -> String {
        "\(NumberFormat.fixed(share * 100, 1)) %"
    }

    /// A mean per-person rate with its interval, or NA.
    static func rate(_ mean: GroupMean?) -> String {
        mean.map { "\(NumberFormat.fixed($0.estimate, 2)) (95 % interval \(NumberFormat.fixed($0.interval.lower, 2)) to "
            + "\(NumberFormat.fixed($0.interval.upper, 2)))" } ?? "NA"
    }
}
