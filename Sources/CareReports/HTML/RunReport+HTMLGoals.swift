import CareAnalytics

extension RunReport {
    /// Goal attainment (seed 000, Req 16): the Markdown report's table; nil when no one set
    /// a goal.
    var goalsHTML: HTMLDocument.Section? {
        guard let rows = goalRows, let text = goalText else { return nil }
        var table = HTMLTable(caption: "Goals: share of periods met", header: Self.goalHeader, labelColumns: 2)
        rows.forEach { table.append($0) }
        return HTMLDocument.Section(id: "goals", title: "Goals", body: HTML.paragraph(text) + "\n" + table.html)
    }
}
