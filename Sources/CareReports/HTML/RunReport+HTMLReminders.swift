import CareAnalytics

extension RunReport {
    /// Reminders (seed 000, Req 15): the Markdown report's table; nil when no reminder fired.
    var remindersHTML: HTMLDocument.Section? {
        guard let rows = reminderRows, let text = reminderText else { return nil }
        var table = HTMLTable(caption: "Reminders: share of firings followed", header: Self.reminderHeader, labelColumns: 3)
        rows.forEach { table.append($0) }
        return HTMLDocument.Section(id: "reminders", title: "Reminders", body: HTML.paragraph(text) + "\n" + table.html)
    }
}
