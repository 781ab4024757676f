import Testing
@testable import CareAnalytics

/// The run report's one pass for engagement and sections gives each analysis's own report.
@Suite struct UsagePassTests {
    @Test func onePassGivesTheEngagementAndSectionReportsOfTheirOwnAnalyses() throws {
        let database = try SectionAnalysisTests.run().database
        let pass = try UsagePass().run(on: database)
        let engagement = try EngagementAnalysis().run(on: database), sections = try SectionAnalysis().run(on: database)
        #expect(String(describing: pass.engagement) == String(describing: engagement))
        #expect(String(describing: pass.sections) == String(describing: sections))
        // The four people are read in four parts, merged in person order.
        #expect(pass.sections.people == 4 && pass.engagement.people == 4)
        #expect(pass.sections.activePeople(group: "all", week: nil) == 3 && pass.engagement.peopleWhoUsedTheApp == 3)
    }
}
