import CareModel
import CareStore
import Foundation
import Testing
@testable import CareImport

/// Seed 000 Req 12: a factor logged as a level in the generic CSV, by name or ordinal.
@Suite struct GenericCSVLevelTests {
    let harness: ImportHarness

    init() throws { harness = try ImportHarness() }

    @Test func req12LevelsAreImportedByNameOrOrdinalAndReadBackAsLevels() throws {
        var rejected: [RowProblem] = []
        guard case .imported(_, let counts, _) = try harness.run(
            .csv, "generic-levels.csv", options: ImportOptions(skipInvalid: true), rejected: { rejected.append($0) })
        else { Issue.record("not imported"); return }
        #expect(counts.eventsAdded == 4)
        let stored = try harness.rows("SELECT name, value, unit FROM event ORDER BY occurred_at_unix").map { row -> [String] in
            [row["name"], String(row["value"] as Double), row["unit"]]
        }
        #expect(stored == [["stress", "3.0", "level"], ["stress", "2.0", "level"], ["stress", "1.0", "level"],
                           ["exercise", "1.0", "level"]])
        var read: [PersonRecord] = []
        try CareDatabase.open(at: harness.databasePath).forEachPerson { read.append($0) }
        #expect(read.first?.factorEntries.map(\.measurement) == [.level(.aLot), .level(.moderate), .level(.aLittle), .level(.aLittle)])
    }

    @Test func req12AWordOrNumberOutsideTheScaleIsRejectedWithItsPlace() throws {
        var rejected: [RowProblem] = []
        _ = try harness.run(.csv, "generic-levels.csv", options: ImportOptions(skipInvalid: true),
                            rejected: { rejected.append($0) })
        #expect(rejected.map(\.location.line) == [6, 7])
        #expect(rejected.map(\.field) == ["value", "value"])
        #expect(rejected.first?.reason == "'lots' is not a level: write 1 or a little, 2 or moderate, 3 or a lot")
    }
}
