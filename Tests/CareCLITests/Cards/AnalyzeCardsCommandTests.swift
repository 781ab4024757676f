@testable import CareCLI
import Foundation
import Testing

/// `carelab analyze cards` and the run report's wellbeing-cards section end to end on a
/// small simulated run (seed 002, entries 2-49): 80 people for 35 days open their card kit
/// and keep an emotion journal.
@Suite struct AnalyzeCardsCommandTests {
    static let yaml = """
        format: 1
        name: cards
        seed: 2
        people: 80
        days: 35
        start_date: 2026-09-07
        time_zones: [Australia/Sydney]
        symptoms:
          - {name: low mood, baseline_mean: 0.3, baseline_sd: 0.5, daily_sd: 0.8}
        factors:
          - {name: sleep, unit: hours, mean: 7, between_sd: 0.8, within_sd: 1}
        activities: {journal_entry: 0.6}
        cards:
          deck: [Breathe, Gratitude, Walk outside, Music, Nature]
          open_chance: 0.5
          views_per_opening: 3
          favourite_share: 0.7
          favourites_per_person: 1
          note_chance: 0.2
          custom_card_chance: 0.05
          duplicate_chance: 0.05
          favourite_view_ratio: 4
        """

    /// The simulated run's folder, made on first use.
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-cards-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scenario = folder.appendingPathComponent("cards.yaml")
        try! yaml.write(to: scenario, atomically: true, encoding: .utf8)
        let outcome = try! CarelabProcess.run(["simulate", scenario.path, "--out", folder.appendingPathComponent("run").path])
        precondition(outcome.status == 0, outcome.stderr)
        return folder.appendingPathComponent("run")
    }()

    static var database: String { folder.appendingPathComponent("carelab.sqlite").path }

    @Test("Seed 002 entries 2-49: the long table has card views by week, the favourite ratio, notes and keywords")
    func longTable() throws {
        let outcome = try CarelabProcess.run(["analyze", "cards", "--db", Self.database])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = outcome.stdout.split(whereSeparator: \.isNewline).map(String.init)
        #expect(lines.first == "measure,item,group,period,value,ci_lower,ci_upper,people,suppressed")
        let rows = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let measures = Set(rows.map { $0[0] })
        #expect(measures.isSuperset(of: [
            "card_views", "card_views_per_person_week", "favourite_view_ratio", "favourite_views", "other_views",
            "custom_cards_per_person", "duplicates_per_person", "notes_per_view", "note_edits_per_view",
            "keyword_entries", "positive_keyword_share", "positive_share_slope_per_week",
        ]), "\(measures)")
        #expect(rows.filter { $0[0] == "card_views" }.allSatisfy { $0[5].isEmpty && $0[6].isEmpty && $0[3].contains("-W") })
        let ratio = try #require(rows.first { $0[0] == "favourite_view_ratio" })
        let estimate = try #require(Double(ratio[4])), lower = try #require(Double(ratio[5]))
        #expect(estimate > 2 && lower > 1, "\(ratio)")
    }

    @Test("Seed 002 entries 2-49: fewer people than the minimum cell suppress every figure")
    func smallCellsSuppressed() throws {
        let outcome = try CarelabProcess.run(["analyze", "cards", "--db", Self.database, "--min-cell", "1000"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let rows = outcome.stdout.split(whereSeparator: \.isNewline).dropFirst()
            .map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(!rows.isEmpty && rows.allSatisfy { $0.last == "true" && $0[4].isEmpty && $0[7].isEmpty })
    }

    @Test("Seed 002 entries 2-49: the run report has a wellbeing-cards section and analyze truth a card kind")
    func reportAndTruth() throws {
        let markdown = try String(contentsOf: Self.folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(markdown.contains("## Wellbeing cards\n"))
        #expect(markdown.contains("| favourite viewed vs another card (rate ratio) | "))
        let html = try String(contentsOf: Self.folder.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("id=\"cards\""))
        let truth = try CarelabProcess.run(["analyze", "truth", "--db", Self.database])
        #expect(truth.status == 0, "\(truth.stderr)")
        let cards = truth.stdout.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("card,") }
        #expect(cards.map { $0.split(separator: ",", omittingEmptySubsequences: false)[6] }
                == ["favourite_view_ratio", "open_chance", "note_chance", "note_edit_chance", "custom_card_chance",
                    "duplicate_chance"], "\(cards)")
        #expect(cards.contains { $0.contains(",favourite_view_ratio,4.0,4.0,") }, "\(cards)")
    }
}
