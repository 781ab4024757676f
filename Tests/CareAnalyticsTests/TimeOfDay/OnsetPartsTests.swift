import CareModel
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 000 Req 3: onsets by part of the day, counted per person.
@Suite struct OnsetPartsTests {
    static func entries(_ parts: [TimeOfDay], symptom: String = "headache") -> [SymptomEntry] {
        parts.map { SymptomEntry(symptom: Symptom(name: symptom), timestamp: Date(timeIntervalSince1970: 0), timeOfDay: $0,
                                 severity: .mild) }
    }

    @Test func req3SharesArePooledOverPeopleAndEachPersonsOwnSpreadIsSummarised() throws {
        var onsets = OnsetParts()
        onsets.add(Self.entries([.morning, .morning, .morning, .evening, .night]))
        onsets.add(Self.entries([.morning, .evening, .evening, .evening, .evening, .evening]))
        onsets.add(Self.entries([.night]) + [SymptomEntry(symptom: Symptom(name: "headache"), timestamp: Date(timeIntervalSince1970: 0),
                                                          timeOfDay: nil, severity: .mild)])
        let rows = onsets.shares(level: 0.95).filter { $0.symptom == "headache" }
        let morning = try #require(rows.first { $0.part == .morning })
        #expect(morning.onsets == 4 && morning.totalOnsets == 12 && morning.people == 3 && morning.peopleInPart == 2)
        #expect(try #require(morning.share).estimate == 4.0 / 12)
        // Two people have 5 or more onsets: shares 3/5 and 1/6 in the morning.
        #expect(morning.peopleSummarised == 2)
        #expect(try #require(morning.personShares).median == (0.6 + 1.0 / 6) / 2)
        #expect(morning.peopleMostOften == 1)
        #expect(rows.first { $0.part == .evening }?.peopleMostOften == 1)
        #expect(rows.first { $0.part == .afternoon }?.onsets == 0)
        #expect(onsets.shares(level: 0.95).last?.symptom == TimeOfDayAnalysis.allSymptoms)
    }
}
