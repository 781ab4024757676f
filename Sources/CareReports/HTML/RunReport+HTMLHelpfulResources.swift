import CareAnalytics

extension RunReport {
    /// The helpful resources (seed 002, entries 64-74): the Markdown report's table; nil when
    /// nobody viewed the list.
    var helpfulResourcesHTML: HTMLDocument.Section? {
        guard let rows = helpfulResourceRows, let text = helpfulResourceText else { return nil }
        var table = HTMLTable(caption: "Helpful resources", header: Self.helpfulResourceHeader, labelColumns: 1)
        rows.forEach { table.append($0) }
        return HTMLDocument.Section(id: "helpful-resources", title: "Helpful resources",
                                    body: HTML.paragraph(text) + "\n" + table.html)
    }
}
