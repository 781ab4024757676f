import CareModel
import Testing
@testable import CareScenario

/// Seed 002, entries 2-32: `cards:` of a scenario, read and checked at its place.
@Suite struct CardsScenarioTests {
    /// `ScenarioLoaderTests.valid` (25 lines) with the cards from line 27.
    static func text(_ cards: String) -> String {
        ScenarioLoaderTests.valid + "\ncards:\n" + cards
    }

    static let good = """
          deck: [Breathe, Gratitude, Walk outside, Music]
          open_chance: 0.4
          views_per_opening: 3
          favourite_share: 0.5
          favourites_per_person: 2
          favourite_pool: [Breathe, Gratitude, Music]
          note_chance: 0.2
          custom_images: [beach.jpg, cat.PNG]
          duplicate_chance: 0.05
          favourite_view_ratio: 3
        """

    func error(_ cards: String) -> ScenarioError? {
        do {
            _ = try ScenarioLoader.parse(Self.text(cards), file: "s.yaml")
            return nil
        } catch {
            return error
        }
    }

    @Test("Seed 002 entries 2-32: the cards are read, unset chances 0")
    func read() throws {
        let cards = try #require(try ScenarioLoader.parse(Self.text(Self.good), file: "s.yaml").cards)
        #expect(cards.deck == ["Breathe", "Gratitude", "Walk outside", "Music"])
        #expect(cards.openChance == 0.4 && cards.viewsPerOpening == 3)
        #expect(cards.favouriteShare == 0.5 && cards.favouritesPerPerson == 2)
        #expect(cards.favouritePool == ["Breathe", "Gratitude", "Music"])
        #expect(cards.noteChance == 0.2 && cards.noteEditChance == 0 && cards.customCardChance == 0)
        #expect(cards.customImages == ["beach.jpg", "cat.PNG"])
        #expect(cards.duplicateChance == 0.05 && cards.favouriteViewRatio == 3)
        #expect(cards.unfavouriteChance == nil && cards.customEditChance == nil && cards.customDeleteChance == nil)
        #expect(try ScenarioLoader.parse(ScenarioLoaderTests.valid, file: "s.yaml").cards == nil)
    }

    @Test("Seed 002 entries 14, 29-32: the end-of-opening chances are read, and one outside 0-1 is refused at its place")
    func endOfOpeningChances() throws {
        let text = Self.good + "\n  unfavourite_chance: 0.1\n  custom_edit_chance: 0.2\n  custom_delete_chance: 0.05"
        let cards = try #require(try ScenarioLoader.parse(Self.text(text), file: "s.yaml").cards)
        #expect(cards.unfavouriteChance == 0.1 && cards.customEditChance == 0.2 && cards.customDeleteChance == 0.05)
        let error = try #require(self.error(text.replacingOccurrences(of: "custom_edit_chance: 0.2", with: "custom_edit_chance: 2")))
        #expect(error.description.hasPrefix("s.yaml:38:"), "\(error)")
        #expect(error.description.contains("a probability from 0 to 1"), "\(error)")
    }

    @Test("Seed 002 entries 13-16: an unknown title among the favourites is refused with the closest deck title")
    func unknownFavourite() throws {
        let error = try #require(self.error(Self.good.replacingOccurrences(of: "Gratitude, Music]", with: "Gratitud, Music]")))
        #expect(error.description.hasPrefix("s.yaml:32:29: "), "\(error)")
        #expect(error.description.contains("did you mean 'Gratitude'?"), "\(error)")
    }

    @Test("Seed 002 entries 23-24: a custom image without an image extension is refused with one to write")
    func notAnImage() throws {
        let error = try #require(self.error(Self.good.replacingOccurrences(of: "cat.PNG", with: "cat.txt")))
        #expect(error.description.hasPrefix("s.yaml:34:30: "), "\(error)")
        #expect(error.description.contains(".png, .jpeg, .jpg, .bmp, .gif, .heic (e.g. 'cat.txt.png')"), "\(error)")
    }

    @Test("Issue 18: a bad ratio, probability or count is refused at its place with what is expected", arguments: [
        ("favourite_view_ratio: 3", "favourite_view_ratio: 0", 36, "a ratio above 0"),
        ("favourite_view_ratio: 3", "favourite_view_ratio: -2", 36, "a ratio above 0"),
        ("open_chance: 0.4", "open_chance: 1.4", 28, "a probability from 0 to 1"),
        ("note_chance: 0.2", "note_chance: -0.2", 33, "a probability from 0 to 1"),
        ("duplicate_chance: 0.05", "duplicate_chance: 5", 35, "a probability from 0 to 1"),
        ("favourites_per_person: 2", "favourites_per_person: 4", 31, "1 to 3"),
    ])
    func badNumber(original: String, replacement: String, line: Int, expected: String) throws {
        let error = try #require(self.error(Self.good.replacingOccurrences(of: original, with: replacement)))
        #expect(error.description.hasPrefix("s.yaml:\(line):"), "\(error)")
        #expect(error.description.contains(expected), "\(error)")
    }

    @Test("Seed 002 entries 2-32: a deck title twice, a missing ratio or a misspelt key is refused")
    func badDeck() throws {
        let twice = try #require(self.error(Self.good.replacingOccurrences(of: "Walk outside", with: "Breathe")))
        #expect(twice.problem == .duplicateName(key: "cards.deck", name: "Breathe"), "\(twice)")
        let missing = try #require(self.error(Self.good.replacingOccurrences(of: "  favourite_view_ratio: 3", with: "")))
        #expect(missing.description.contains("favourite_view_ratio"), "\(missing)")
        let misspelt = try #require(self.error(Self.good.replacingOccurrences(of: "note_chance", with: "notes_chance")))
        #expect(misspelt.problem == .unknownKey("notes_chance", suggestion: "note_chance"), "\(misspelt)")
    }
}
