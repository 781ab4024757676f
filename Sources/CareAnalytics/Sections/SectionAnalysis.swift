import CareStore

/// Computes a ``SectionReport`` in one pass over the people of a run, read in parts on
/// every core: each person's days of use, section events and log-ins, placed in study
/// weeks by their own local days.
public struct SectionAnalysis: Sendable {
    /// Creates the analysis.
    public init() {}

    /// Runs the analysis over `database`.
    public func run(on database: CareDatabase) throws(AnalysisError) -> SectionReport {
        let start = SectionTally(period: try StudyPeriod.of(database))
        let parts = try database.peopleInParts(reading: UsagePass.kinds) { start } _: { part, log in part.add(log) }
        return parts.reduce(into: start) { $0.merge($1) }.report
    }
}
