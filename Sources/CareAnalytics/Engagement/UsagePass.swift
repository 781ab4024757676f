import CareStore

/// The engagement, section and reward reports from one pass over the people of a run, read
/// in parts on every core: the three analyses read nearly the same events, so the run report
/// reads them once. Each report equals its own analysis's (``EngagementAnalysis``,
/// ``SectionAnalysis``, ``RewardAnalysis``).
public struct UsagePass: Sendable {
    /// What the engagement, section and reward analyses read: what makes a day of use.
    static let kinds = PersonActivity.kinds

    /// The engagement analysis whose settings the pass uses.
    public var engagement: EngagementAnalysis
    /// The reward analysis whose settings the pass uses.
    public var rewards: RewardAnalysis

    /// Creates the pass with the analyses' settings.
    public init(engagement: EngagementAnalysis = EngagementAnalysis(), rewards: RewardAnalysis = RewardAnalysis()) {
        self.engagement = engagement
        self.rewards = rewards
    }

    /// The three reports of one pass.
    public struct Reports: Sendable {
        public var engagement: EngagementReport
        public var sections: SectionReport
        public var rewards: RewardReport
    }

    /// Runs the three analyses over `database` in one pass.
    public func run(on database: CareDatabase) throws(AnalysisError) -> Reports {
        let period = try StudyPeriod.of(database)
        let start = (engagement: EngagementTally(period: period, inactiveDays: engagement.inactiveDays),
                     sections: SectionTally(period: period), rewards: try rewards.tally(of: database))
        let parts = try database.peopleInParts(reading: Self.kinds) { start } _: { part, log in
            part.engagement.add(log)
            part.sections.add(log)
            part.rewards.add(log)
        }
        var tally = start
        for part in parts {
            tally.engagement.merge(part.engagement)
            tally.sections.merge(part.sections)
            tally.rewards.merge(part.rewards)
        }
        return Reports(engagement: engagement.report(of: tally.engagement, period: period),
                       sections: tally.sections.report, rewards: rewards.report(of: tally.rewards))
    }
}
