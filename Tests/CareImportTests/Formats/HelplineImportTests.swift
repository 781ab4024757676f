import CareModel
import CareStore
import Foundation
import Testing
@testable import CareImport

/// Seed 004 DR5.FR7.1 through the generic CSV: a `helpline` row (name the negative mood,
/// value 1 called or 0 not, unit `shown` or empty) is a helplines message; a mood that shows
/// none or another value is refused with its line.
@Suite struct HelplineImportTests {
    let harness: ImportHarness

    init() throws { harness = try ImportHarness() }

    @Test("Seed 004 DR5.FR7.1: helpline rows are imported as messages and calls; others are refused at their line")
    func messagesAreReadBack() throws {
        let problems = try harness.importGenericCSV([
            "P1,2026-03-02T09:00:00Z,helpline,sad,1,shown",
            "P1,2026-03-03T09:00:00Z,helpline,overwhelmed,0,",
            "P1,2026-03-04T09:00:00Z,helpline,happy,1,shown",
            "P1,2026-03-05T09:00:00Z,helpline,sick,2,shown",
        ])
        #expect(problems.map(\.location.line) == [4, 5])
        #expect(problems.first?.reason.contains("sad, angry, sick or overwhelmed") == true, "\(problems)")
        var records: [PersonRecord] = []
        try CareDatabase.open(at: harness.databasePath).forEachPerson(kinds: [.helpline]) { records.append($0) }
        let prompts = try #require(records.first).helplinePrompts
        #expect(prompts.map(\.mood) == [.sad, .overwhelmed])
        #expect(prompts.map(\.called) == [true, false])
        #expect(prompts.first?.calledAt == prompts.first?.shownAt)
    }
}
