import CareModel
import Foundation
import Testing

/// Logging, editing and deleting symptom entries with their factors and notes (seed 000,
/// Req 2-9).
@Suite struct SymptomLogTests {
    static func makeLog() throws -> SymptomLog {
        var catalogue = SymptomCatalogue()
        let head = try catalogue.addCategory("Head")
        try catalogue.addSymptom("headache", in: head)
        try catalogue.addSymptom("nausea")
        return SymptomLog(catalogue: catalogue)
    }

    static func entry(_ symptom: String, _ at: String, _ severity: Severity = .mild) -> SymptomEntry {
        SymptomEntry(symptom: Symptom(name: symptom), timestamp: instant(at), timeOfDay: .evening, severity: severity)
    }

    static let london = zone("Europe/London")

    @Test("Req 2: an entry for a symptom the user has not created is refused with a suggestion")
    func unknownSymptom() throws {
        var log = try Self.makeLog()
        #expect(throws: SymptomError.unknownSymptom(name: "headach", suggestion: "headache")) {
            try log.log(Self.entry("headach", "2026-03-10T09:00:00Z"))
        }
        #expect(log.entries.isEmpty)
    }

    @Test("Req 2: a logged entry takes its symptom's category from the catalogue")
    func categoryFromCatalogue() throws {
        var log = try Self.makeLog()
        let id = try log.log(Self.entry("Headache", "2026-03-10T09:00:00Z"))
        #expect(log.entry(id)?.symptom == Symptom(name: "headache", category: SymptomCategory("Head")))
    }

    @Test("Req 5-6: factors are chosen from the catalogue or added to it, once each")
    func factors() throws {
        var log = try Self.makeLog()
        var entry = Self.entry("headache", "2026-03-10T09:00:00Z")
        entry.relievingFactors = ["Rest", "dark room", "rest"]
        entry.aggravatingFactors = ["caffeine", " screen time "]
        let id = try log.log(entry)
        #expect(log.entry(id)?.relievingFactors == ["rest", "dark room"])
        #expect(log.entry(id)?.aggravatingFactors == ["caffeine", "screen time"])
        #expect(log.factors.relieving == ["medication", "rest", "heating pad", "dark room"])
        #expect(log.factors.aggravating.last == "screen time")
    }

    @Test("Req 7: an entry holds any number of notes; an empty note is refused")
    func notes() throws {
        var log = try Self.makeLog()
        var entry = Self.entry("nausea", "2026-03-10T09:00:00Z")
        entry.notes = ["after lunch", "better after lying down "]
        let id = try log.log(entry)
        #expect(log.entry(id)?.notes == ["after lunch", "better after lying down"])
        #expect(throws: SymptomError.empty(field: "note")) {
            try log.edit(id) { $0.notes.append(" ") }
        }
        #expect(log.entry(id)?.notes.count == 2)
    }

    @Test("Req 8-9: an entry edited after the fact is scored on its new day with its new severity")
    func editedEntryIsRescored() throws {
        var log = try Self.makeLog()
        let id = try log.log(Self.entry("headache", "2026-03-09T23:50:00Z", .mild))
        let scorer = DailyScorer(timeZone: Self.london)
        let ninth = CalendarDay(year: 2026, month: 3, day: 9), tenth = ninth.adding(days: 1)
        func headache() -> [Int] {
            scorer.scores(for: log.entries, tracking: log.catalogue.symptoms, from: ninth, through: tenth)
                .filter { $0.level == .symptom && $0.name == "headache" }.map(\.score)
        }
        // Before the edit: mild (1) at 23:50 on 9 March.
        #expect(headache() == [1, 0])
        // The user corrects it to 00:10 on 10 March, severe (3).
        try log.edit(id) {
            $0.timestamp = instant("2026-03-10T00:10:00Z")
            $0.severity = .severe
        }
        #expect(headache() == [0, 3])
    }

    @Test("Req 2, 8: entries follow their symptom when it moves to another category")
    func entriesFollowMovedSymptom() throws {
        var log = try Self.makeLog()
        try log.log(Self.entry("nausea", "2026-03-10T09:00:00Z", .moderate))
        try log.updateCatalogue { (c: inout SymptomCatalogue) throws(SymptomError) in
            try c.move(symptom: "nausea", to: try c.addCategory("Digestion"))
        }
        let day = CalendarDay(year: 2026, month: 3, day: 10)
        let categories = DailyScorer(timeZone: Self.london)
            .scores(for: log.entries, tracking: log.catalogue.symptoms, from: day, through: day)
            .filter { $0.level == .category }.map { "\($0.name)=\($0.score)" }
        #expect(categories == ["Digestion=2", "Head=0"])
    }

    @Test("Deleting an entry removes it from the scores; unknown identifiers are refused")
    func delete() throws {
        var log = try Self.makeLog()
        let id = try log.log(Self.entry("nausea", "2026-03-10T09:00:00Z"))
        try log.delete(id)
        #expect(log.entries.isEmpty)
        #expect(throws: SymptomError.unknownEntry(id: id)) { try log.delete(id) }
        #expect(throws: SymptomError.unknownEntry(id: 99)) { try log.edit(99) { $0.severity = .mild } }
    }

    @Test("Entries come out in time order whatever order they were logged in")
    func timeOrder() throws {
        var log = try Self.makeLog()
        try log.log(Self.entry("nausea", "2026-03-10T12:00:00Z"))
        try log.log(Self.entry("headache", "2026-03-10T08:00:00Z"))
        #expect(log.entries.map(\.symptom.name) == ["headache", "nausea"])
    }
}
