import CareModel
import CareScenario
import CareStats
import Foundation

/// One person's life in the app, day by day.
///
/// Each day: the person may drop out for good; their lifestyle factors take values; each
/// symptom's latent severity is their baseline plus planted effects plus noise, and the
/// symptom happens at 0.5 or above; engagement and the missing-data mechanism decide
/// whether they log; a reminder may bring them back. Only what they log becomes data.
struct PersonSimulation {
    /// The local time of the daily reminder.
    static let reminderHour = 20

    let plan: SimulationPlan
    let index: Int

    func run() -> SimulatedPerson {
        let scenario = plan.scenario
        let random = RandomSource(seed: scenario.seed, stream: UInt64(index))
        let traits = PersonTraits(index: index, scenario: scenario, random: random)
        let grid = plan.grids[traits.timeZone.identifier]!
        let parts = TimeOfDay.allCases

        var person = SimulatedPerson(
            index: index, timeZone: traits.timeZone, arm: scenario.arms[traits.arm].name,
            segment: scenario.segments[traits.segment].name, dropoutDay: nil,
            symptomEntries: [], factorEntries: [], usageEvents: [])
        let factorCount = scenario.factors.count, symptomCount = scenario.symptoms.count
        var amounts = [Double](repeating: 0, count: factorCount * scenario.days)
        var severities = [Int](repeating: 0, count: symptomCount)
        var yesterdayObservedPoints = 0.0

        for day in 0..<scenario.days {
            let regimen = plan.regimens[traits.arm][day]
            let rewardBoost = pow(max(regimen.rewardMultiplier, 1e-9), traits.rewardSensitivity)
            if random.bernoulli(traits.dropoutHazard / rewardBoost) {
                person.dropoutDay = day
                break
            }

            for f in 0..<factorCount {
                let model = scenario.factors[f]
                amounts[day * factorCount + f] = max(0, random.normal(mean: traits.habits[f], sd: model.withinSD)).rounded()
            }

            var truePoints = 0.0
            for s in 0..<symptomCount {
                var latent = traits.baselines[s] + random.normal(sd: scenario.symptoms[s].dailySD)
                for effect in plan.effects[s] {
                    let habit = traits.habits[effect.factor]
                    latent += effect.between * (habit - plan.factorMeans[effect.factor])
                    if day >= effect.lag {
                        latent += effect.within * (amounts[(day - effect.lag) * factorCount + effect.factor] - habit)
                    }
                }
                severities[s] = latent >= 0.5 ? min(4, max(1, Int(latent.rounded()))) : 0
                truePoints += Double(severities[s])
            }

            let engagement = traits.engagementFloor + (1 - traits.engagementFloor)
                * exp2(-Double(day) / (traits.engagementHalfLifeDays * rewardBoost))
            let shift: Double = switch scenario.missingness.mechanism {
            case .mcar: 0
            case .mar: -scenario.missingness.strength * yesterdayObservedPoints
            case .mnar: -scenario.missingness.strength * truePoints
            }
            var logs = random.bernoulli(Self.shifted(traits.logging * engagement, byLogOdds: shift))
            var loginTime: Date?

            if regimen.reminders {
                let sent = grid.instant(day: day, hour: Self.reminderHour, minute: 0)
                person.usageEvents.append(AppUsageEvent(kind: .reminderSent, timestamp: sent))
                if !logs, random.bernoulli(traits.reminderResponse) {
                    var responded = sent.addingTimeInterval(Double(1 + random.integer(below: 15)) * 60)
                    if random.bernoulli(traits.snooze) {
                        person.usageEvents.append(AppUsageEvent(kind: .reminderSnoozed, timestamp: sent.addingTimeInterval(30)))
                        responded = responded.addingTimeInterval(3600)
                    }
                    person.usageEvents.append(AppUsageEvent(kind: .reminderResponded, timestamp: responded))
                    logs = true
                    loginTime = responded
                }
            }

            yesterdayObservedPoints = 0
            guard logs else { continue }
            var firstEntry = loginTime ?? .distantFuture
            for f in 0..<factorCount {
                let model = scenario.factors[f]
                let time = loginTime ?? Self.instant(in: grid, day: day, during: model.timeOfDay, random: random)
                firstEntry = min(firstEntry, time)
                person.factorEntries.append(LifestyleFactorEntry(
                    factor: model.name, timestamp: time, timeOfDay: model.timeOfDay,
                    measurement: .amount(amounts[day * factorCount + f], model.unit)))
            }
            for s in 0..<symptomCount where severities[s] > 0 {
                let part = parts[random.integer(below: parts.count)]
                let time = Self.instant(in: grid, day: day, during: part, random: random)
                firstEntry = min(firstEntry, time)
                person.symptomEntries.append(SymptomEntry(
                    symptom: scenario.symptoms[s].symptom, timestamp: time, timeOfDay: part,
                    severity: Severity(rawValue: severities[s])!))
                yesterdayObservedPoints += Double(severities[s])
            }
            person.usageEvents.append(AppUsageEvent(kind: .login, timestamp: firstEntry == .distantFuture
                ? grid.instant(day: day, hour: 12, minute: 0) : firstEntry))
        }
        person.symptomEntries.sort { $0.timestamp < $1.timestamp }
        person.factorEntries.sort { $0.timestamp < $1.timestamp }
        person.usageEvents.sort { ($0.timestamp, $0.kind.rawValue) < ($1.timestamp, $1.kind.rawValue) }
        return person
    }

    /// `probability` moved by `shift` on the log-odds scale.
    static func shifted(_ probability: Double, byLogOdds shift: Double) -> Double {
        guard shift != 0 else { return probability }
        let p = min(1 - 1e-12, max(1e-12, probability))
        return 1 / (1 + exp(-(log(p / (1 - p)) + shift)))
    }

    /// A random instant within a part of the day on a wall clock in the grid's zone.
    static func instant(in grid: DayGrid, day: Int, during part: TimeOfDay, random: RandomSource) -> Date {
        let hours = part.hours
        return grid.instant(day: day, hour: hours[random.integer(below: hours.count)], minute: random.integer(below: 60))
    }
}
