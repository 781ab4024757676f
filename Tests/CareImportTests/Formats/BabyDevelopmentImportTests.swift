import CareModel
import CareStore
import Foundation
import Testing
@testable import CareImport

/// Seed 004 DR5.FR7.2 through the generic CSV: a `baby_development` row (name `week`, value
/// the gestational week, unit `week` or empty) carries all a view is, the trimester following
/// from the week, so it is accepted; another name or a week that is not whole is refused with
/// its line.
@Suite struct BabyDevelopmentImportTests {
    let harness: ImportHarness

    init() throws { harness = try ImportHarness() }

    @Test("Seed 004 DR5.FR7.2: baby_development rows are imported as views of the week; others are refused at their line")
    func viewsAreReadBack() throws {
        let problems = try harness.importGenericCSV([
            "P1,2026-03-02T09:00:00Z,baby_development,week,13,week",
            "P1,2026-03-09T09:00:00Z,baby_development,week,14,",
            "P1,2026-03-10T09:00:00Z,baby_development,size,14,week",
            "P1,2026-03-11T09:00:00Z,baby_development,week,14.5,week",
        ])
        #expect(problems.map(\.location.line) == [4, 5])
        #expect(problems.first?.reason.contains("write week") == true, "\(problems)")
        var records: [PersonRecord] = []
        try CareDatabase.open(at: harness.databasePath).forEachPerson(kinds: [.babyDevelopment]) { records.append($0) }
        let views = try #require(records.first).babyDevelopmentViews
        #expect(views.map(\.week) == [13, 14])
        #expect(views.map(\.trimester) == [.first, .second])
    }
}
