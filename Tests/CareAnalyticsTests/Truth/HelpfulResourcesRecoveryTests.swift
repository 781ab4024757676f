import CareModel
import CareReports
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 002, entries 64-74: the helpful resources, from scenario to `analyze truth` (kind
/// `helpful_resources`).
@Suite struct HelpfulResourcesRecoveryTests {
    static let plain = CardRecoveryTests.plain
    static let resources = """
        helpful_resources:
          defaults: [phone_number, web_url]
          view_chance_per_day: 0.15
          add_chance: 0.3
          edit_chance: 0.12
          delete_chance: 0.1
          reorder_chance: 0.15
        """

    /// The planted chances lie in their 95 % intervals (a fixed seed); replaying each
    /// person's changes from the defaults gives the list each later view shows, and every
    /// change names a place in the list.
    @Test("Seed 002 Req 64-74: the planted helpful-resources chances are recovered, the list replayed from its defaults")
    func plantedUseIsRecovered() throws {
        let run = try SimulatedDatabase(yaml: Self.plain + "\n" + Self.resources)
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        #expect(truth.helpfulResources == GroundTruth.HelpfulResourcesTruth(
            defaults: ["phone_number", "web_url"], viewChancePerDay: 0.15, addChance: 0.3, editChance: 0.12, deleteChance: 0.1,
            reorderChance: 0.15))
        let rows = HelpfulResourcesAnalysis.truthRows(truth, try HelpfulResourcesAnalysis.run(on: run.database))
        #expect(rows.map(\.parameter)
            == ["view_chance_per_day", "add_chance", "edit_chance", "delete_chance", "reorder_chance"])
        for row in rows {
            #expect(row.recovered == true, "\(row.parameter): planted \(row.planted), \(String(describing: row.estimate)) \(String(describing: row.interval))")
            #expect(row.people > 100, "\(row.parameter): \(row.people)")
        }
        var changes = 0
        try run.database.forEachPerson { log in
            var length = 2
            for event in log.helpfulResourceEvents {
                switch event.action {
                case .view(let entries): #expect(entries == length)
                case .change(.add(_, let position)):
                    length += 1
                    #expect(position == length)
                case .change(.edit(_, let position)): #expect((1...length).contains(position))
                case .change(.delete(_, let position)):
                    #expect((1...length).contains(position))
                    length -= 1
                case .change(.reorder(_, let from, let to)): #expect(from != to && (1...length).contains(from) && (1...length).contains(to))
                }
                changes += event.name == "view" ? 0 : 1
            }
        }
        #expect(changes > 500, "\(changes)")
    }

    /// The resources come from a stream of their own: everything else a person logs is as it
    /// was without them, and a run without them plants nothing in truth.json.
    @Test("Seed 002 Req 64-74: adding helpful resources changes nothing else the scenario simulates")
    func addingResourcesChangesNothingElse() throws {
        let small = Self.plain.replacingOccurrences(of: "people: 300", with: "people: 30")
        let with = try SimulatedDatabase(yaml: small + "\n" + Self.resources)
        let without = try SimulatedDatabase(yaml: small)
        defer { with.remove(); without.remove() }
        var a: [PersonRecord] = [], b: [PersonRecord] = []
        var events = 0
        try with.database.forEachPerson { record in
            var log = record
            events += log.helpfulResourceEvents.count
            log.helpfulResourceEvents = []
            a.append(log)
        }
        try without.database.forEachPerson { b.append($0) }
        #expect(events > 50, "\(events)")
        #expect(a == b)
        #expect(try GroundTruth.load(contentsOf: without.truthPath).helpfulResources == nil)
        #expect(try HelpfulResourcesAnalysis().run(on: without.database).isEmpty)
    }
}
