import CareStore

/// Computes a ``SectionReport`` in one pass over the people of a run: each person's days of
/// use, section events and log-ins, placed in study weeks by their own local days.
public struct SectionAnalysis: Sendable {
    /// Creates the analysis.
    public init() {}

    /// Runs the analysis over `database`.
    public func run(on database: CareDatabase) throws(AnalysisError) -> SectionReport {
        var tally = SectionTally(period: try StudyPeriod.of(database))
        try database.people(reading: Set(EventKind.allCases).subtracting([.reward, .measurement])) { log in
            tally.add(log)
        }
        return tally.report
    }
}
