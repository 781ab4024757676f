import CareModel
import Foundation
import Testing

/// One generated refill history with CMA1-CMA9 as AdhereR's event-interval algorithm
/// gives them (`Fixtures/Refill/generate.py`); `"Inf"` stands for AdhereR's `Inf`.
struct RefillFixture: Decodable, Sendable, CustomTestStringConvertible {
    struct Event: Decodable, Sendable {
        let day: Int
        let supply: Int
    }

    let id: Int
    let followUpDays: Int
    let observationStart: Int
    let observationDays: Int
    let events: [Event]
    let cma: [Double?]

    var testDescription: String { "#\(id): \(events.count) events, observation \(observationStart)+\(observationDays) of \(followUpDays)" }

    static let all: [RefillFixture] = {
        let url = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/Refill/cases.json")
        struct File: Decodable { let cases: [RefillFixture] }
        return try! JSONDecoder.adhereR.decode(File.self, from: Data(contentsOf: url)).cases
    }()
}

/// CareLab computes the CMAs from a timeline of banked supply; these fixtures come from a
/// transcription of AdhereR's own event-by-event algorithm (intervals, gap days,
/// carry-over) on 240 generated histories with same-day refills, events before and after
/// the windows and on their edges (see `Fixtures/README.md`).
@Suite struct RefillMeasuresAdhereRTests {
    @Test(arguments: RefillFixture.all)
    func measuresMatchAdhereRsAlgorithm(_ fixture: RefillFixture) throws {
        let origin = CalendarDay(year: 2026, month: 1, day: 1)
        let history = RefillHistory(try fixture.events.map { try RefillEvent(day: origin.adding(days: $0.day), daysSupply: $0.supply) })
        let followUp = try DayWindow(start: origin, days: fixture.followUpDays)
        let observation = try DayWindow(start: origin.adding(days: fixture.observationStart), days: fixture.observationDays)
        for (measure, expected) in zip(CMA.allCases, fixture.cma) {
            let value = try history.cma(measure, followUp: followUp, observation: observation)
            #expect(AdhereRReference.matches(value, expected), "\(measure): \(String(describing: value)) vs \(String(describing: expected))")
        }
    }
}
