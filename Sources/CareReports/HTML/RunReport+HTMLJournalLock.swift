import CareAnalytics

extension RunReport {
    /// The journal's password lock (seed 002, entries 50-56): the Markdown report's table;
    /// nil when nobody enabled it.
    var journalLockHTML: HTMLDocument.Section? {
        guard let rows = journalLockRows, let text = journalLockText else { return nil }
        var table = HTMLTable(caption: "Journal password lock", header: Self.journalLockHeader, labelColumns: 1)
        rows.forEach { table.append($0) }
        return HTMLDocument.Section(id: "journal-lock", title: "Journal password lock",
                                    body: HTML.paragraph(text) + "\n" + table.html)
    }
}
