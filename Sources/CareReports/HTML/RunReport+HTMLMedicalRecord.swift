import CareAnalytics

extension RunReport {
    /// The medical record and dental chart (seed 001), as the Markdown report's tables;
    /// nil when no one keeps a record.
    var medicalRecordHTML: HTMLDocument.Section? {
        guard let tables = medicalRecordTables, let record = medicalRecord else { return nil }
        var prevalence = HTMLTable(caption: "Conditions, allergies, medications and blood types as of the last day",
                                   header: ["kind", "item", "people", "share", "95 % interval"], labelColumns: 2)
        tables.prevalence.forEach { prevalence.append($0) }
        var teeth = HTMLTable(caption: "Tooth status by tooth: share of the people who charted it", header: tables.header,
                              labelColumns: 3)
        tables.teeth.forEach { teeth.append($0) }
        let text = "Each person's record as of the last day: \(smallCells.shown(record.people)) people keep one. Per "
            + "person-year, \(Self.rate(record.deletedItemsPerYear)) items were deleted (added in error) and "
            + "\(Self.rate(record.toothCorrectionsPerYear)) teeth charted in error were edited back."
        return HTMLDocument.Section(id: "medical-record", title: "Medical record and dental chart",
                                    body: [HTML.paragraph(text), prevalence.html, teeth.html].joined(separator: "\n"))
    }
}
