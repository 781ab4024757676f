import CareStore

/// The engagement and section reports from one pass over the people of a run, read in parts
/// on every core: the two analyses read the same events, so the run report reads them once.
/// Each report equals its own analysis's (``EngagementAnalysis``, ``SectionAnalysis``).
public struct UsagePass: Sendable {
    /// What both analyses read: every kind but rewards and measurements.
    static let kinds = Set(EventKind.allCases).subtracting([.reward, .measurement])

    /// The engagement analysis whose settings the pass uses.
    public var engagement: EngagementAnalysis

    /// Creates the pass with the engagement analysis's settings.
    public init(engagement: EngagementAnalysis = EngagementAnalysis()) {
        self.engagement = engagement
    }

    /// Runs both analyses over `database` in one pass.
    public func run(on database: CareDatabase) throws(AnalysisError) -> (engagement: EngagementReport, sections: SectionReport) {
        let period = try StudyPeriod.of(database)
        let start = (engagement: EngagementTally(period: period, inactiveDays: engagement.inactiveDays),
                     sections: SectionTally(period: period))
        let parts = try database.peopleInParts(reading: Self.kinds) { start } _: { part, log in
            part.engagement.add(log)
            part.sections.add(log)
        }
        var tally = start
        for part in parts {
            tally.engagement.merge(part.engagement)
            tally.sections.merge(part.sections)
        }
        return (engagement.report(of: tally.engagement, period: period), tally.sections.report)
    }
}
