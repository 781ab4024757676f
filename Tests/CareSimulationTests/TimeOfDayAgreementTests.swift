import CareModel
import CareScenario
import Foundation
import Testing
@testable import CareSimulation

/// Every simulated entry's part of the day is the one its timestamp falls in, in the
/// person's zone: also on reminder days (logged in the evening about the morning), across
/// daylight-saving changes, and in zones that change at midnight or by 30 minutes.
@Suite struct TimeOfDayAgreementTests {
    static let zones = ["Europe/London", "America/New_York", "America/Santiago", "Australia/Lord_Howe", "Asia/Kolkata"]

    static func scenario(seed: UInt64) -> Scenario {
        var scenario = Scenario(
            name: "parts", seed: seed, people: 40, days: 45,
            startDay: CalendarDay(year: 2026, month: 3, day: 15),
            timeZones: zones.map { TimeZone(identifier: $0)! },
            segments: [Segment(name: "all", share: 1, traits: TraitModels(logging: .beta(a: 2, b: 3),
                                                                           reminderResponse: .constant(0.8)))],
            symptoms: [SymptomModel(symptom: Symptom(name: "headache", category: SymptomCategory("Head")),
                                    baselineMean: 1.5, baselineSD: 0.5, dailySD: 0.8)],
            factors: TimeOfDay.allCases.map {
                FactorModel(name: "factor-\($0.rawValue)", unit: .minutes, partsOfDay: .only($0), mean: 30, betweenSD: 5, withinSD: 5)
            },
            effects: [])
        scenario.arms = [Arm(name: "reminders", share: 1, regimen: Regimen(reminders: true))]
        return scenario
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func partOfDayAgreesWithTheTimestamp(seed: UInt64) throws {
        let simulator = Simulator(scenario: Self.scenario(seed: seed))
        var entries = 0
        for index in 0..<40 {
            let record = simulator.person(index).record
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = record.timeZone
            func part(_ instant: Date) -> TimeOfDay { TimeOfDay(hour: calendar.component(.hour, from: instant)) }
            for entry in record.factorEntries {
                #expect(entry.timeOfDay == part(entry.timestamp), "\(entry.factor) at \(entry.timestamp) in \(record.timeZone.identifier)")
                entries += 1
            }
            for entry in record.symptomEntries {
                #expect(entry.timeOfDay == part(entry.timestamp), "\(entry.symptom.name) at \(entry.timestamp) in \(record.timeZone.identifier)")
                entries += 1
            }
        }
        #expect(entries > 1000)
    }
}
