import CareModel
import Foundation
import Testing
@testable import CareStore

/// Reading chosen kinds, parts of the people, and the stored programme.
@Suite struct CareDatabaseReadingTests {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-read-\(UUID().uuidString).sqlite").path

    func database(people: Int = 3) throws -> CareDatabase {
        let database = try CareDatabase.create(at: path)
        try database.append((1...people).map { id in
            var log = CareDatabaseTests.log(id)
            log.usageEvents = [AppUsageEvent(kind: .login, timestamp: Date(timeIntervalSince1970: 1_772_440_100))]
            log.doseLogs = [DoseLog(medication: "iron", at: Date(timeIntervalSince1970: 1_772_440_200))]
            return log
        })
        return database
    }

    @Test func onlyTheChosenKindsAreRead() throws {
        var logs: [PersonRecord] = []
        try database().forEachPerson(kinds: [.factor, .usage]) { logs.append($0) }
        #expect(logs.count == 3)
        #expect(logs.allSatisfy { $0.symptomEntries.isEmpty && $0.doseLogs.isEmpty })
        #expect(logs.allSatisfy { $0.factorEntries.count == 2 && $0.usageEvents.map(\.kind) == [.login] })
        // The level factor comes back as a level, the amount as an amount.
        #expect(logs[0].factorEntries.map(\.measurement) == [.amount(150, .milligrams), .level(.aLot)])
    }

    @Test func positionsSelectPeopleInPersonOrder() throws {
        let database = try database(people: 5)
        var ids: [Int] = []
        try database.forEachPerson(positions: 1..<3) { ids.append($0.personID) }
        #expect(ids == [2, 3])
        ids = []
        try database.forEachPerson(positions: 4..<10) { ids.append($0.personID) }
        #expect(ids == [5])
    }

    @Test func chosenPeopleAreReadInPersonOrderAndCounted() throws {
        let database = try database(people: 5)
        var logs: [PersonRecord] = []
        try database.forEachPerson(people: [4, 2, 9]) { logs.append($0) }
        #expect(logs.map(\.personID) == [2, 4], "person 9 does not exist")
        #expect(logs.allSatisfy { $0.factorEntries.count == 2 }, "a chosen person comes whole")
        try database.forEachPerson(people: []) { _ in Issue.record("nobody was chosen") }
        #expect(database.personReads.value == 2)
    }

    @Test func theProgrammeReadsBackAsItWasStored() throws {
        let database = try CareDatabase.create(at: path)
        let daily = try RecurrenceRule(start: CalendarDay(year: 2026, month: 3, day: 2), times: [ClockTime(hour: 8, minute: 0)],
                                       frequency: .daily)
        let iron = try Medication(name: "iron", dosage: try Dosage(amount: 65, unit: "mg"), schedule: Schedule(daily))
        try database.setProgramme(medications: [iron], tasks: [("walk", "Exercise", daily)])
        let programme = try database.programme()
        #expect(programme.medications == [iron])
        #expect(programme.tasks == [CareDatabase.ProgrammeTask(name: "walk", label: "Exercise", schedule: daily)])
    }

    /// Seed 003 story 12: the groups of tasks and their edits read back as stored; declaring
    /// a group again replaces its edits; a database without groups has none.
    @Test func story12TaskGroupsAndTheirEditsReadBack() throws {
        let database = try CareDatabase.create(at: path)
        let start = CalendarDay(year: 2026, month: 3, day: 2)
        let daily = try RecurrenceRule(start: start, times: [ClockTime(hour: 8, minute: 0)], frequency: .daily)
        let later = try RecurrenceRule(start: start.adding(days: 20), times: [ClockTime(hour: 9, minute: 30)],
                                       frequency: .weekly, weekdays: [.monday, .thursday])
        try database.setProgramme(medications: [], tasks: [("pills", "medication", daily), ("stretch", "exercise", daily),
                                                           ("walk", "exercise", daily)])
        #expect(try database.taskGroups().isEmpty)
        let group = CareDatabase.ProgrammeTaskGroup(
            group: try TaskGroup(name: "morning routine", tasks: ["pills", "stretch"]),
            edits: [TaskGroupEdit(from: start.adding(days: 10), rule: daily), TaskGroupEdit(from: start.adding(days: 20), rule: later)])
        try database.setTaskGroups([group])
        #expect(try database.taskGroups() == [group])
        let fewer = CareDatabase.ProgrammeTaskGroup(group: group.group, edits: [group.edits[1]])
        try database.setTaskGroups([fewer])
        #expect(try database.taskGroups() == [fewer])
        #expect(try database.programme().tasks.map(\.name) == ["pills", "stretch", "walk"])
    }

    /// Seed 000 Req 13: a medication's alternative names (in their order), prescriber and
    /// directions are stored and read back; declaring it again replaces them.
    @Test func req13AlternativeNamesPrescriberAndDirectionsReadBack() throws {
        let database = try CareDatabase.create(at: path)
        let daily = try RecurrenceRule(start: CalendarDay(year: 2026, month: 3, day: 2), times: [ClockTime(hour: 8, minute: 0)],
                                       frequency: .daily)
        let sumatriptan = try Medication(name: "sumatriptan", alternativeNames: ["Imitrex", "Imigran"],
                                         dosage: try Dosage(amount: 50, unit: "mg"), prescriber: "Dr. Ng",
                                         directions: "at the first sign of a migraine", schedule: Schedule(daily))
        let iron = try Medication(name: "iron", dosage: try Dosage(amount: 65, unit: "mg"), schedule: Schedule(daily))
        try database.setProgramme(medications: [sumatriptan, iron], tasks: [])
        #expect(try database.programme().medications == [iron, sumatriptan])

        var renamed = sumatriptan
        renamed.alternativeNames = ["Imigran"]
        renamed.prescriber = nil
        try database.setProgramme(medications: [renamed], tasks: [])
        #expect(try database.programme().medications == [iron, renamed])
    }
}
