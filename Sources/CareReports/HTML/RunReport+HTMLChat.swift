import CareAnalytics

extension RunReport {
    /// The cohort chat (seed 004, DR4.FR5.0-5.2, DR5.FR7.1): the Markdown report's table;
    /// nil when no one posted.
    var chatHTML: HTMLDocument.Section? {
        guard let rows = chatRows, let text = chatText else { return nil }
        var table = HTMLTable(caption: "Cohort chat: messages, replies while visible and moderation",
                              header: Self.chatHeader, labelColumns: 2)
        rows.forEach { table.append($0) }
        return HTMLDocument.Section(id: "chat", title: "Cohort chat", body: HTML.paragraph(text) + "\n" + table.html)
    }
}
