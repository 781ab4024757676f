import CareModel
import CareStats
import CareStore

/// Computes a ``NoteReport`` in one pass over the people of a run: a person's days of use
/// (``PersonActivity``) and notes give their pair of each ratio. A run without notes is
/// told by a first look at its notes alone, which costs one index seek per person.
public struct NoteAnalysis: Sendable {
    /// Creates the analysis.
    public init() {}

    /// Runs the analysis over `database`; a database without notes gives a report of none.
    public func run(on database: CareDatabase) throws(AnalysisError) -> NoteReport {
        var anyNote = false
        try database.people(reading: [.notebook]) { log in anyNote = anyNote || !log.notes.isEmpty }
        let period = try StudyPeriod.of(database)
        guard anyNote else {
            return NoteReport(people: 0, writers: 0, notes: 0, appointmentNotes: 0, perMonth: nil, appointmentShare: nil,
                              parts: [], questions: nil, categories: [])
        }
        var grids = DayGrids(period: period)
        var people = 0, writers = 0, notes = 0, appointments = 0
        var perMonth: [(y: Double, x: Double)] = [], appointmentShare: [(y: Double, x: Double)] = []
        var parts = [[(y: Double, x: Double)]](repeating: [], count: LoggedNote.Part.allCases.count)
        var questions: [(y: Double, x: Double)] = []
        var categories: [String: (notes: Int, people: Int)] = [:]
        let kinds: Set<EventKind> = [.symptom, .factor, .usage, .dose, .task, .mood, .journal, .notebook]
        try database.people(reading: kinds) { log in
            people += 1
            let daysUsed = PersonActivity(log: log, grid: grids.grid(for: log)).daysUsed
            if daysUsed > 0 { perMonth.append((Double(log.notes.count), Double(daysUsed) / 30)) }
            guard !log.notes.isEmpty else { return }
            writers += 1
            notes += log.notes.count
            let mine = log.notes.filter(\.isAppointment)
            appointments += mine.count
            appointmentShare.append((Double(mine.count), Double(log.notes.count)))
            if !mine.isEmpty {
                for (p, part) in LoggedNote.Part.allCases.enumerated() {
                    parts[p].append((Double(mine.filter { $0.parts.contains(part) }.count), Double(mine.count)))
                }
            }
            let asked = mine.filter { $0.parts.contains(.questions) }
            if !asked.isEmpty { questions.append((Double(asked.reduce(0) { $0 + $1.questionCount }), Double(asked.count))) }
            var mineByCategory: [String: Int] = [:]
            for note in log.notes { mineByCategory[note.category, default: 0] += 1 }
            for (category, count) in mineByCategory {
                let sum = categories[category, default: (0, 0)]
                categories[category] = (sum.notes + count, sum.people + 1)
            }
        }
        return NoteReport(
            people: people, writers: writers, notes: notes, appointmentNotes: appointments,
            perMonth: try? RatioEstimate(perMonth), appointmentShare: try? RatioEstimate(appointmentShare),
            parts: LoggedNote.Part.allCases.enumerated().map { ($1, try? RatioEstimate(parts[$0])) },
            questions: try? RatioEstimate(questions),
            categories: categories.map { ($0.key, $0.value.notes, $0.value.people) }.sorted { ($1.1, $0.0) < ($0.1, $1.0) })
    }
}
