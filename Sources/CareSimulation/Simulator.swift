import CareModel
import CareScenario
import CareStats
import Foundation

/// Simulates a scenario's population, one person at a time.
///
/// A person's random stream derives from the scenario's seed and the person's index only,
/// so any person can be simulated alone and the output does not depend on the order in
/// which people are simulated.
public struct Simulator: Sendable {
    /// The scenario being simulated.
    public let scenario: Scenario

    /// Creates a simulator for a validated scenario.
    public init(scenario: Scenario) {
        self.scenario = scenario
    }

    /// Simulates every person in index order, handing each to `sink` as soon as it is done,
    /// so memory holds one person at a time.
    public func run(_ sink: (SimulatedPerson) throws -> Void) rethrows {
        for index in 0..<scenario.people {
            try sink(person(index))
        }
    }

    /// Simulates the person with the given index.
    public func person(_ index: Int) -> SimulatedPerson {
        let random = RandomSource(seed: scenario.seed, stream: UInt64(index))
        let timeZone = scenario.timeZones[index % scenario.timeZones.count]
        let calendar = Calendar.gregorian(in: timeZone)

        let baselines = scenario.symptoms.map { random.normal(mean: $0.baselineMean, sd: $0.baselineSD) }
        let habits = scenario.factors.map { max(0, random.normal(mean: $0.mean, sd: $0.betweenSD)) }
        let effects = scenario.effects.map { effect in
            (factor: scenario.factors.firstIndex { $0.name == effect.factor }!,
             symptom: scenario.symptoms.firstIndex { $0.symptom.name == effect.symptom }!,
             lag: effect.lagDays,
             perUnit: effect.perUnit)
        }

        var amounts = [[Double]](repeating: [], count: scenario.factors.count)
        var symptomEntries: [SymptomEntry] = []
        var factorEntries: [LifestyleFactorEntry] = []
        for offset in 0..<scenario.days {
            let day = scenario.startDay.adding(days: offset)
            let logsToday = random.bernoulli(scenario.loggingProbability)

            for (f, model) in scenario.factors.enumerated() {
                let amount = max(0, random.normal(mean: habits[f], sd: model.withinSD)).rounded()
                amounts[f].append(amount)
                let instant = Self.instant(on: day, during: model.timeOfDay, random: random, calendar: calendar)
                if logsToday {
                    factorEntries.append(LifestyleFactorEntry(
                        factor: model.name, timestamp: instant, timeOfDay: model.timeOfDay,
                        measurement: .amount(amount, model.unit)))
                }
            }

            for (s, model) in scenario.symptoms.enumerated() {
                var latent = baselines[s] + random.normal(sd: model.dailySD)
                for effect in effects where effect.symptom == s && offset >= effect.lag {
                    latent += effect.perUnit * (amounts[effect.factor][offset - effect.lag] - habits[effect.factor])
                }
                let timeOfDay = TimeOfDay.allCases[random.integer(below: TimeOfDay.allCases.count)]
                let instant = Self.instant(on: day, during: timeOfDay, random: random, calendar: calendar)
                guard logsToday, latent >= 0.5 else { continue }
                let severity = Severity(rawValue: min(4, max(1, Int(latent.rounded()))))!
                symptomEntries.append(SymptomEntry(
                    symptom: model.symptom, timestamp: instant, timeOfDay: timeOfDay, severity: severity))
            }
        }
        symptomEntries.sort { $0.timestamp < $1.timestamp }
        factorEntries.sort { $0.timestamp < $1.timestamp }
        return SimulatedPerson(index: index, timeZone: timeZone,
                               symptomEntries: symptomEntries, factorEntries: factorEntries)
    }

    /// A random instant within a part of the day, on a wall clock in the person's zone.
    private static func instant(on day: CalendarDay, during part: TimeOfDay, random: RandomSource,
                                calendar: Calendar) -> Date {
        let hours = part.hours
        let hour = hours[random.integer(below: hours.count)]
        let minute = random.integer(below: 60)
        return calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day,
                                                  hour: hour, minute: minute))!
    }
}
