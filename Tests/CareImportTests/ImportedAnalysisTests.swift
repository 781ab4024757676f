import CareAnalytics
import CareStore
import Foundation
import Testing
@testable import CareImport

/// Analyses run on imported data as on simulated data.
@Suite struct ImportedAnalysisTests {
    let harness: ImportHarness

    init() throws { harness = try ImportHarness() }

    @Test func theStudyPeriodOfAnImportRunsFromItsFirstToItsLastEventDay() throws {
        try harness.run(.flaredown, "flaredown.csv")
        let period = try StudyPeriod.of(CareDatabase.open(at: harness.databasePath))
        #expect(period.first.description == "2018-11-20")
        #expect(period.last.description == "2019-03-05")
    }

    @Test func theRunOverviewAnalysisRunsOnImportedData() throws {
        try harness.run(.flaredown, "flaredown.csv")
        let overview = try RunOverviewAnalysis().run(on: CareDatabase.open(at: harness.databasePath))
        #expect(overview.people == 2)
        #expect(overview.events == 20)
        // Fatigue on 2019-03-04: one person rated it 2 (moderate, 2 points); the other logged
        // nothing that day, a missing day rather than a day without symptoms, so the mean is
        // over the one person who logged: 2 points.
        let fatigue = overview.dailyMeans.first { $0.name == "Fatigue" && $0.day.description == "2019-03-04" }
        #expect(fatigue?.people == 1)
        #expect(fatigue?.meanScore == 2)
    }

    @Test func anEmptyDatabaseHasNoPeriod() throws {
        let database = try CareDatabase.create(at: harness.databasePath)
        #expect(throws: AnalysisError.self) { try StudyPeriod.of(database) }
    }
}
