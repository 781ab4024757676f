import Testing
@testable import CareAnalytics

/// The run report's one pass for engagement, sections and rewards gives each analysis's own
/// report, on runs of a few people read in as many parts and merged in person order.
@Suite struct UsagePassTests {
    @Test(arguments: ["sections", "redemptions"])
    func onePassGivesTheEngagementSectionAndRewardReportsOfTheirOwnAnalyses(run: String) throws {
        let database = try (run == "sections" ? SectionAnalysisTests.run() : RedemptionAnalysisTests.run()).database
        let pass = try UsagePass().run(on: database)
        #expect(String(describing: pass.engagement) == String(describing: try EngagementAnalysis().run(on: database)))
        #expect(String(describing: pass.sections) == String(describing: try SectionAnalysis().run(on: database)))
        #expect(String(describing: pass.rewards) == String(describing: try RewardAnalysis().run(on: database)))
        #expect(pass.engagement.people == pass.sections.people && pass.engagement.people >= 3)
        if run == "redemptions" { #expect(pass.rewards.redemptions.first?.redemptions == 2) }
    }
}
