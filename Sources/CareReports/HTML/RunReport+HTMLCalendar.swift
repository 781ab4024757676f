import CareAnalytics

extension RunReport {
    /// Appointment attendance by reminder lead (seed 004, DR3/DR7.FR4.0, DR7.FR9.2): the
    /// Markdown report's table; nil when no one had an appointment.
    var calendarHTML: HTMLDocument.Section? {
        guard let rows = calendarRows, let text = calendarText else { return nil }
        var table = HTMLTable(caption: "Calendar: appointments attended by reminder lead", header: Self.calendarHeader,
                              labelColumns: 2)
        rows.forEach { table.append($0) }
        return HTMLDocument.Section(id: "calendar", title: "Calendar", body: HTML.paragraph(text) + "\n" + table.html)
    }
}
