import CareAnalytics
import CareStats

extension TaskAnalysis {
    /// The columns of `carelab analyze tasks --per-person`.
    static let perPersonColumns = [
        TableColumn("person_id", .integer, "the person (the store's pseudonymous id)"),
        TableColumn("scheduled", .integer, "task occurrences due in the time frame"),
        TableColumn("done", .integer, "of them done before their deadline"),
        TableColumn("missed", .integer, "of them missed"),
        TableColumn("open", .integer, "of them still upcoming, due or snoozed at the end of the study period"),
        TableColumn("missed_tasks", .text, "the names of the tasks missed, each once, in the order of their first miss, separated by \"; \"",
                    isDataLabel: true),
        TableColumn("most_missed_label", .text, "the label missed most (story 17); empty when nothing was missed",
                    isDataLabel: true),
        TableColumn("message", .text, "what the caregiver is shown: the number missed and the tasks, or the congratulation",
                    isDataLabel: true),
    ]

    /// The caregiver's view, one row per person (story 5 and 17).
    static func perPersonTable(_ people: [TaskReport.PersonMisses]) -> CSVTable {
        var table = CSVTable(columns: perPersonColumns)
        for person in people {
            table.append([String(person.personID), String(person.scheduled), String(person.done), String(person.missed),
                          String(person.open), person.missedTasks.joined(separator: "; "), person.mostMissedLabel ?? "",
                          person.message])
        }
        return table
    }
}
