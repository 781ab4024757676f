import CareAnalytics
import CareModel
import CareStats
import CareStore

/// `carelab analyze notes`: the notes people wrote (seed 000, Req 17-18), never their text.
extension NoteAnalysis: DeclaredAnalysis {
    public static let name = "notes"
    public static let abstract = "Notes: notes per 30 days of use, share of appointment notes and of their parts filled in, notes by category (seed 000)."
    public static let discussion = """
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
    public static let exampleRun = "runs/tracker"
    public static let nothingToRead = "the database has no notes"

    public static func run(on database: CareDatabase) throws -> NoteReport {
        try NoteAnalysis().run(on: database)
    }

    public static func isEmpty(_ result: NoteReport) -> Bool { result.notes == 0 }

    public static func table(_ report: NoteReport, smallCells: SmallCellRule) -> CSVTable {
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
        return table.table
    }

    // MARK: - Report section

    /// One row per measure with its value and 95 % interval; a figure backed by fewer people
    /// than the small-cell minimum is `suppressed`.
    static func rows(_ notes: NoteReport, smallCells: SmallCellRule) -> [[String]] {
        func row(_ label: String, _ ratio: RatioEstimate?, digits: Int, percent: Bool = false) -> [String] {
            guard let ratio else { return [label, "NA", ""] }
            guard smallCells.allows(ratio.count) else { return [label, "suppressed", ""] }
            let scale = percent ? 100.0 : 1
            return [label, NumberFormat.fixed(ratio.estimate * scale, digits) + (percent ? " %" : ""),
                    RunReport.range(ratio.interval.lower, ratio.interval.upper, digits, scale: scale, suffix: percent ? " %" : "")]
        }
        return [
            ["notes", smallCells.allows(notes.writers) ? NumberFormat.grouped(notes.notes) : "suppressed", ""],
            row("notes per 30 days of use", notes.perMonth, digits: 2),
            row("appointment notes", notes.appointmentShare, digits: 1, percent: true),
        ] + notes.parts.map { part, share in
            row("appointment notes with \(part.rawValue.replacingOccurrences(of: "_", with: " "))", share, digits: 1,
                percent: true)
        } + [row("questions per appointment note with questions", notes.questions, digits: 2)]
    }

    /// Categories with at least the small-cell minimum of writers, most notes first: their
    /// names are the people's own words.
    static func categoryRows(_ notes: NoteReport, smallCells: SmallCellRule) -> [[String]] {
        notes.categories.filter { smallCells.allows($0.people) }.map {
            [$0.category, NumberFormat.grouped($0.notes), NumberFormat.grouped($0.people)]
        }
    }

    /// The text above the section's tables.
    static func text(_ notes: NoteReport, smallCells: SmallCellRule) -> String {
        "Notes written in the app's notebook (seed 000, Req 17-18) by \(smallCells.shown(notes.writers)) of "
            + "\(English.count(notes.people, "person", "people")), each in one category; appointment notes (Req 18) have a "
            + "symptom rundown, medication effects, questions and a plan, each filled in or not. Rates and shares are "
            + "ratios of per-person sums with 95 % intervals clustered by person. Note text is never stored or shown; "
            + "a category of fewer than \(smallCells.minimumCount) writers is not named. `carelab analyze notes` writes "
            + "the same figures."
    }

    public static func markdown(_ result: NoteReport, in report: RunReport) -> [String] {
        let smallCells = report.smallCells
        var lines = ["## Notes", "", text(result, smallCells: smallCells), ""]
            + RunReport.markdownTable(header: ["measure", "value", "95 % interval"], rows: rows(result, smallCells: smallCells))
            + [""]
        let categories = categoryRows(result, smallCells: smallCells)
        if !categories.isEmpty {
            lines += RunReport.markdownTable(header: ["category", "notes", "writers"], rows: categories) + [""]
        }
        return lines
    }

    /// The Markdown report's tables.
    public static func html(_ result: NoteReport, in report: RunReport) -> HTMLDocument.Section? {
        let smallCells = report.smallCells
        var table = HTMLTable(caption: "Notes", header: ["measure", "value", "95 % interval"], labelColumns: 1)
        rows(result, smallCells: smallCells).forEach { table.append($0) }
        var body = HTML.paragraph(text(result, smallCells: smallCells)) + "\n" + table.html
        let categories = categoryRows(result, smallCells: smallCells)
        if !categories.isEmpty {
            var categoryTable = HTMLTable(caption: "Notes by category", header: ["category", "notes", "writers"])
            categories.forEach { categoryTable.append($0) }
            body += "\n" + categoryTable.html
        }
        return HTMLDocument.Section(id: "notes", title: "Notes", body: body)
    }

    // MARK: - Ground truth

    public static let truthKind: String? = "notes"
    public static let truthSummary = "note parameters"
    public static let truthHelp = """
        Per planted notes parameter (kind notes, seed 000 Req 17-18): per_month
        (notes per 30 days of use), appointment_share, parts.<part> (each
        appointment part's chance of being filled in) and questions (per
        appointment note with questions), ratios clustered by person.
        """

    public static func plants(_ truth: GroundTruth) -> Bool { truth.notes != nil }

    /// Each planted parameter of the notes with its estimate: the rate, the appointment
    /// share, each part's chance and the questions.
    public static func truthRows(_ truth: GroundTruth, _ report: NoteReport) -> [TruthComparison.ParameterRecovery] {
        guard let planted = truth.notes else { return [] }
        typealias Recovery = TruthComparison.ParameterRecovery
        let method = "a ratio of per-person sums, interval clustered by person"
        var rows = [
            Recovery(parameter: "per_month", planted: planted.perMonth, estimate: report.perMonth?.estimate,
                     interval: report.perMonth?.interval, people: report.perMonth?.count ?? 0,
                     note: "notes per 30 days of use (\(method))"),
            Recovery(parameter: "appointment_share", planted: planted.appointmentShare,
                     estimate: report.appointmentShare?.estimate, interval: report.appointmentShare?.interval,
                     people: report.appointmentShare?.count ?? 0, note: "appointment notes of all notes (\(method))"),
        ]
        for (part, share) in report.parts {
            rows.append(Recovery(parameter: "parts.\(part.rawValue)", planted: planted.parts[part.rawValue] ?? 0,
                                 estimate: share?.estimate, interval: share?.interval, people: share?.count ?? 0,
                                 note: "appointment notes with the part filled in (\(method))"))
        }
        if (planted.parts["questions"] ?? 0) > 0 {
            rows.append(Recovery(parameter: "questions", planted: planted.questions, estimate: report.questions?.estimate,
                                 interval: report.questions?.interval, people: report.questions?.count ?? 0,
                                 note: "questions per appointment note with questions (\(method))"))
        }
        return rows
    }
}
