import CareModel
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 002, entries 2-32: the wellbeing card kit, from scenario to `analyze truth` (issue
/// 18: "favourites vs use").
@Suite struct CardRecoveryTests {
    static let plain = """
        format: 1
        name: cards
        seed: 202
        people: 300
        days: 60
        start_date: 2026-09-07
        time_zones: [Australia/Sydney, Pacific/Auckland]
        segments:
          - {name: everyone, share: 1, traits: {logging: 0.8, dropout_hazard: 0.003}}
        symptoms:
          - {name: low mood, baseline_mean: 0.2, baseline_sd: 0.5, daily_sd: 0.6}
        factors:
          - {name: sleep, unit: hours, mean: 7, between_sd: 0.8, within_sd: 1}
        activities: {journal_entry: 0.5}
        """

    static let cards = """
        cards:
          deck: [Breathe, Gratitude, Walk outside, Call a friend, Music, Sleep, Kind words, Nature]
          open_chance: 0.4
          views_per_opening: 3
          favourite_share: 0.6
          favourites_per_person: 2
          note_chance: 0.2
          note_edit_chance: 0.3
          custom_card_chance: 0.05
          custom_images: [beach.jpg]
          duplicate_chance: 0.05
          favourite_view_ratio: 3
        """

    /// The planted ratio lies in its 95 % interval (a fixed seed), which excludes 1 (no
    /// effect); custom cards, duplicates and notes are counted.
    @Test("Seed 002 entries 13-16: the planted favourite view ratio is recovered")
    func plantedRatioIsRecovered() throws {
        let run = try SimulatedDatabase(yaml: Self.plain + "\n" + Self.cards)
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        #expect(truth.cards?.favouriteViewRatio == 3)
        #expect(truth.cards?.deck.count == 8)
        let comparison = try TruthAnalysis().run(on: run.database, truth: truth)
        let row = try #require(comparison.cards.first)
        #expect(comparison.cards.map(\.parameter) == ["favourite_view_ratio", "open_chance", "note_chance",
                                                       "note_edit_chance", "custom_card_chance", "duplicate_chance"])
        #expect(row.recovered == true, "planted 3, \(String(describing: row.estimate)) \(String(describing: row.interval))")
        for chance in comparison.cards.dropFirst() {
            #expect(chance.recovered == true, "\(chance.parameter): planted \(chance.planted), \(String(describing: chance.interval))")
        }
        #expect(row.people > 100, "\(row.people)")
        let interval = try #require(row.interval)
        #expect(interval.lower > 1, "\(interval)")
        let report = try CardsAnalysis().run(on: run.database)
        #expect(report.peopleWithCards > 200)
        #expect((report.customCardsPerPerson?.estimate ?? 0) > 0)
        #expect((report.duplicatesPerPerson?.estimate ?? 0) > 0)
        let notes = try #require(report.notesPerView)
        #expect(notes.estimate > 0.02 && notes.estimate < 0.2, "\(notes.estimate)")
        #expect(Set(report.weekViews.map(\.card)).isSuperset(of: ["Breathe", "Nature", "custom cards"]))
        #expect(report.keywordWeeks.count >= 8)
    }

    /// Favourites unflagged and custom cards edited and deleted at the end of an opening:
    /// each planted chance lies in its interval (a fixed seed), and each action is one the
    /// kit allows at that moment (a favourite unflagged, a custom card edited or deleted).
    @Test("Seed 002 entries 14, 16, 29-32: unflagging, editing and deleting cards are simulated and their chances recovered")
    func endOfOpeningChancesAreRecovered() throws {
        let run = try SimulatedDatabase(yaml: Self.plain + "\n" + Self.cards
            .replacingOccurrences(of: "custom_card_chance: 0.05", with: "custom_card_chance: 0.15") + """

              unfavourite_chance: 0.1
              custom_edit_chance: 0.2
              custom_delete_chance: 0.1
            """)
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        #expect(truth.cards?.unfavouriteChance == 0.1 && truth.cards?.customEditChance == 0.2
                && truth.cards?.customDeleteChance == 0.1)
        let rows = try TruthAnalysis().run(on: run.database, truth: truth).cards
        for name in ["unfavourite_chance", "custom_edit_chance", "custom_delete_chance"] {
            let row = try #require(rows.first { $0.parameter == name })
            #expect(row.recovered == true, "\(name): planted \(row.planted), \(String(describing: row.interval))")
            #expect(row.people > 50, "\(name): \(row.people)")
        }
        var actions: [CardEvent.Action: Int] = [:]
        try run.database.forEachPerson(kinds: [.card]) { log in
            var kit = CardKit(defaultTitles: truth.cards?.deck ?? [])
            for event in log.cardEvents {
                actions[event.action, default: 0] += 1
                switch event.action {
                case .favourite, .unfavourite:
                    #expect(try kit.toggleFavourite(event.cardID) == (event.action == .favourite))
                case .create: #expect(try kit.create(title: event.title, image: .artwork("any")).id == event.cardID)
                case .duplicate:
                    #expect(try kit.duplicate(#require(event.duplicateOf)).id == event.cardID)
                case .edit:
                    try kit.edit(event.cardID, title: event.title, image: .artwork("any"))
                    #expect(event.title.hasSuffix(" (edited)"))
                case .delete: try kit.delete(event.cardID)
                case .view, .note, .noteEdit: _ = try kit.card(event.cardID)
                }
            }
        }
        #expect((actions[.unfavourite] ?? 0) > 20 && (actions[.edit] ?? 0) > 20 && (actions[.delete] ?? 0) > 10,
                "\(actions)")
    }

    /// With no favourite effect (ratio 1) the interval covers 1.
    @Test("Issue 18: without a planted effect the favourite view ratio's interval covers 1")
    func noEffectCoversOne() throws {
        let run = try SimulatedDatabase(yaml: Self.plain + "\n"
                                        + Self.cards.replacingOccurrences(of: "favourite_view_ratio: 3", with: "favourite_view_ratio: 1"))
        defer { run.remove() }
        let ratio = try #require(try CardsAnalysis().run(on: run.database).favouriteViewRatio)
        #expect(ratio.interval.lower < 1 && ratio.interval.upper > 1, "\(ratio.estimate) \(ratio.interval)")
    }

    /// The cards come from a stream of their own: everything else a person logs is as it
    /// was without them, and a run without them plants nothing in truth.json.
    @Test("Seed 002 entries 2-32: adding the card kit changes nothing else the scenario simulates")
    func addingCardsChangesNothingElse() throws {
        let small = Self.plain.replacingOccurrences(of: "people: 300", with: "people: 30")
        let with = try SimulatedDatabase(yaml: small + "\n" + Self.cards)
        let without = try SimulatedDatabase(yaml: small)
        defer { with.remove(); without.remove() }
        var a: [PersonRecord] = [], b: [PersonRecord] = []
        var events = 0
        try with.database.forEachPerson { var log = $0; events += log.cardEvents.count; log.cardEvents = []; a.append(log) }
        try without.database.forEachPerson { b.append($0) }
        #expect(events > 100)
        #expect(a == b)
        #expect(try GroundTruth.load(contentsOf: without.truthPath).cards == nil)
    }
}
