import ArgumentParser
import CareAnalytics
import CareReports
import CareStats

/// `carelab analyze notes`: the notes people wrote (seed 000, Req 17-18), never their text.
struct AnalyzeNotesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notes",
        abstract: "Notes: notes per 30 days of use, share of appointment notes and of their parts filled in, notes by category (seed 000).",
        discussion: """
            EXAMPLE:
              carelab analyze notes --db runs/tracker/carelab.sqlite -o notes.csv

            Long table (measure,item,group,period,value,ci_lower,ci_upper,people,
            suppressed), group all: notes (a count, people the writers);
            notes_per_month, notes per 30 days of use over the people who used the
            app; appointment_share, the share of notes that are structured appointment
            notes (Req 18), over the writers; part_share (item symptom_rundown,
            medication_effects, questions or plan), the share of appointment notes
            with that part filled in; questions_per_appointment, the questions of an
            appointment note whose questions part is filled in. Each is a ratio of
            per-person sums with a 95 % interval clustered by person.
            category_notes (item the category, people its writers): notes per
            category; a category's name is the person's own words, so a category of
            fewer writers than --min-cell is one suppressed row with no name. Note
            text is never stored or shown.
            """
    )

    @OptionGroup var options: AnalyzeOptions

    func run() throws {
        let report = try options.reading { database in try NoteAnalysis().run(on: database) }
        if report.notes == 0 { Console.message("the database has no notes") }
        try options.write(Self.table(report, smallCells: options.smallCells).table)
    }

    /// The long table of `report`.
    static func table(_ report: NoteReport, smallCells: SmallCellRule) -> LongTable {
        var table = LongTable(smallCells: smallCells)
        func add(_ measure: String, item: String = "", _ ratio: RatioEstimate?) {
            table.add(measure, item: item, ratio?.estimate, ratio?.interval, people: ratio?.count ?? 0)
        }
        table.add("notes", count: report.notes, people: report.writers)
        add("notes_per_month", report.perMonth)
        add("appointment_share", report.appointmentShare)
        for (part, share) in report.parts { add("part_share", item: part.rawValue, share) }
        add("questions_per_appointment", report.questions)
        let shown = report.categories.filter { smallCells.allows($0.people) }
        for category in shown {
            table.add("category_notes", item: category.category, count: category.notes, people: category.people)
        }
        let hidden = report.categories.filter { !smallCells.allows($0.people) }
        if !hidden.isEmpty {
            table.add("category_notes", count: hidden.reduce(0) { $0 + $1.notes }, people: hidden.reduce(0) { $0 + $1.people })
        }
        return table
    }
}
