import CareModel
import Foundation
import Testing

@Suite struct JournalTests {
    private let dictionary = EmotionDictionary.standard
    private let monday = instant("2026-03-09T20:00:00Z")
    private let tuesday = instant("2026-03-10T20:00:00Z")
    private let wednesday = instant("2026-03-11T20:00:00Z")

    @Test func entryIsDatedWhenCreatedAndKeepsThatDateWhenEdited() throws {
        // Seed 002 entries 43-44 (creation date, no user input) and 40-42 (edit).
        var journal = Journal()
        try journal.create(id: "e1", text: "First day.", keyword: "Worry", at: monday, dictionary: dictionary)
        try journal.edit(id: "e1", text: "First day, edited.", keyword: "relief", at: wednesday, dictionary: dictionary)
        let entry = try #require(journal.entries.first)
        #expect(entry.createdAt == monday)
        #expect(entry.editedAt == wednesday)
        #expect(entry.text == "First day, edited.")
        #expect(entry.keyword == "relief")
    }

    @Test func keywordMustComeFromTheDictionary() {
        // Seed 002 entry 45: a keyword from a predetermined dictionary of emotions.
        var journal = Journal()
        #expect(throws: JournalError.unknownKeyword("meh")) {
            try journal.create(id: "e1", text: "", keyword: "meh", at: monday, dictionary: dictionary)
        }
        #expect(journal.entries.isEmpty)
    }

    @Test func keywordIsOptional() throws {
        var journal = Journal()
        let entry = try journal.create(id: "e1", text: "No word today.", keyword: nil, at: monday, dictionary: dictionary)
        #expect(entry.keyword == nil)
    }

    @Test func failedEditLeavesTheEntryUnchanged() throws {
        var journal = Journal()
        try journal.create(id: "e1", text: "Kept.", keyword: "hope", at: monday, dictionary: dictionary)
        #expect(throws: JournalError.unknownKeyword("nope")) {
            try journal.edit(id: "e1", text: "Lost?", keyword: "nope", at: tuesday, dictionary: dictionary)
        }
        #expect(journal.entries.first?.text == "Kept.")
        #expect(journal.entries.first?.editedAt == nil)
    }

    @Test func deletedEntryIsGone() throws {
        var journal = Journal()
        try journal.create(id: "e1", text: "a", keyword: nil, at: monday, dictionary: dictionary)
        try journal.delete(id: "e1")
        #expect(journal.entries.isEmpty)
        #expect(throws: JournalError.unknownEntry(id: "e1")) { try journal.delete(id: "e1") }
    }

    @Test func duplicateIDIsRejected() throws {
        var journal = Journal()
        try journal.create(id: "e1", text: "a", keyword: nil, at: monday, dictionary: dictionary)
        #expect(throws: JournalError.duplicateEntry(id: "e1")) {
            try journal.create(id: "e1", text: "b", keyword: nil, at: tuesday, dictionary: dictionary)
        }
    }

    @Test func entriesWithAKeywordAreListedNewestFirst() throws {
        // Seed 002 entries 48-49: filter by keyword, most recent first. Created out of order.
        var journal = Journal()
        try journal.create(id: "tue", text: "", keyword: "worry", at: tuesday, dictionary: dictionary)
        try journal.create(id: "mon", text: "", keyword: "worry", at: monday, dictionary: dictionary)
        try journal.create(id: "wed-hope", text: "", keyword: "hope", at: wednesday, dictionary: dictionary)
        try journal.create(id: "wed", text: "", keyword: "WORRY", at: wednesday, dictionary: dictionary)
        #expect(journal.entries(withKeyword: "worry").map(\.id) == ["wed", "tue", "mon"])
        #expect(journal.newestFirst.map(\.id) == ["wed", "wed-hope", "tue", "mon"])
    }
}
