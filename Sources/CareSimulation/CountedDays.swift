import CareModel

/// The days an analysis counts as logged for a person: any entry or use of the app but a
/// reminder sent (`PersonDays.logged`). They can differ from the days the simulator had the
/// person log: an activity that runs past midnight marks the next day too.
enum CountedDays {
    /// Whether each of the grid's first `days` days counts as logged in `record`.
    static func of(_ record: PersonRecord, in grid: DayGrid, days: Int) -> [Bool] {
        var counted = [Bool](repeating: false, count: days)
        let instants = record.symptomEntries.lazy.map(\.timestamp) + record.factorEntries.lazy.map(\.timestamp)
            + record.usageEvents.lazy.filter { $0.kind != .reminderSent }.map(\.timestamp)
        for instant in instants {
            if let day = grid.dayIndex(of: instant), day < days { counted[day] = true }
        }
        return counted
    }
}
