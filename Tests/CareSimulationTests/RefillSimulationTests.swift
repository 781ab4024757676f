import CareModel
import CareScenario
import Foundation
import Testing
@testable import CareSimulation

/// Pharmacy fills follow the refill model: the first on the first day, each later one a
/// supply plus a lateness after the one before, whether or not the person uses the app, and
/// none after dropout.
@Suite struct RefillSimulationTests {
    static func scenario() throws -> Scenario {
        var scenario = try ProgrammeSimulationTests.scenario()
        scenario.segments = [Segment(name: "all", share: 1, traits: TraitModels(logging: .beta(a: 2, b: 3),
                                                                               dropoutHazard: .constant(0.01)))]
        scenario.days = 120
        scenario.medications[0].refills = RefillModel(daysSupply: 28, lateDays: .gamma(shape: 2, scale: 1.5))
        return scenario
    }

    @Test func fillsComeASupplyAndALatenessApartUntilDropout() throws {
        let scenario = try Self.scenario()
        let simulator = Simulator(scenario: scenario)
        var unusedDaysWithAFill = 0, gaps: [Int] = []
        for index in 0..<60 {
            let person = simulator.person(index)
            let zone = person.record.timeZone
            let days = person.record.dispensings.map { scenario.startDay.days(to: CalendarDay(containing: $0.at, in: zone)) }
            #expect(days.first == 0, "the first fill is on the first day")
            #expect(person.record.dispensings.allSatisfy { $0.daysSupply == 28 && $0.medication == "propranolol" })
            for (earlier, later) in zip(days, days.dropFirst()) {
                #expect(later - earlier >= 28)
                gaps.append(later - earlier - 28)
            }
            if let dropout = person.dropoutDay { #expect(days.allSatisfy { $0 < dropout }) }
            let used = Set(person.record.usageEvents.filter { $0.kind == .login }.map { CalendarDay(containing: $0.timestamp, in: zone) })
            unusedDaysWithAFill += person.record.dispensings.filter { !used.contains(CalendarDay(containing: $0.at, in: zone)) }.count
            #expect(person.refillLateness == [person.refillLateness[0]] && person.refillLateness[0]! >= 0)
        }
        // Pharmacy records do not depend on the app: many fills fall on days it was not used.
        #expect(unusedDaysWithAFill > 20)
        // Lateness averages the gamma(2, 1.5) mean of 3 days.
        let mean = Double(gaps.reduce(0, +)) / Double(gaps.count)
        #expect(abs(mean - 3) < 0.5, "\(mean)")
    }

    @Test func scenariosWithoutFillsKeepTheirPeople() throws {
        var withFills = try Self.scenario()
        var without = withFills
        without.medications[0].refills = nil
        withFills.days = 10
        without.days = 10
        let a = Simulator(scenario: withFills).person(3), b = Simulator(scenario: without).person(3)
        #expect(b.record.dispensings.isEmpty && a.record.dispensings.count == 1)
        // The traits before the fills' lateness are drawn alike.
        #expect(a.adherence == b.adherence && a.taskCompletion == b.taskCompletion)
    }
}
