extension RunReport {
    /// The notes people wrote (seed 000, Req 17-18): the Markdown report's tables. Nil when
    /// no one wrote a note.
    var notesHTML: HTMLDocument.Section? {
        guard let rows = noteRows, let text = noteText else { return nil }
        var table = HTMLTable(caption: "Notes", header: ["measure", "value", "95 % interval"], labelColumns: 1)
        rows.forEach { table.append($0) }
        var body = HTML.paragraph(text) + "\n" + table.html
        let categories = noteCategoryRows
        if !categories.isEmpty {
            var categoryTable = HTMLTable(caption: "Notes by category", header: ["category", "notes", "writers"])
            categories.forEach { categoryTable.append($0) }
            body += "\n" + categoryTable.html
        }
        return HTMLDocument.Section(id: "notes", title: "Notes", body: body)
    }
}
