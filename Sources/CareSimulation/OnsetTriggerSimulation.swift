import CareModel
import CareScenario
import CareStats
import Foundation

/// The symptom onsets a simulated person's factor entries trigger (``OnsetTrigger``, seed
/// 000, Req 3 and 11), and the ground truth of each trigger: the person's within sums for
/// the slope of "an onset of the symptom within the window" on the factor's value that the
/// model implies over their entries of the factor.
///
/// That slope is what `analyze time-of-day` estimates in the trigger's window of hours. An
/// entry's outcome is 1 when an entry of the symptom falls in its window, so an onset that
/// is there anyway (the day's own bout, or one another entry triggered) attenuates the
/// planted `per_unit`: the implied outcome of an entry is 1 when another onset is in its
/// window, else its chance of triggering one that is logged.
///
/// The draws come from a random stream of the person's own: adding triggers to a scenario
/// leaves every other draw as it was.
struct OnsetTriggerSimulation {
    let triggers: [OnsetTrigger]
    let references: [Double]
    let symptoms: [String: Symptom]
    let random: RandomSource

    /// The seed of the triggers' streams: the run's seed, moved so that the streams differ
    /// from every other stream of the person.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0000_0A57_0311 }

    init(scenario: Scenario, index: Int) {
        triggers = scenario.onsetTriggers
        references = triggers.map { trigger in
            OnsetTrigger.reference(of: scenario.factors.first { $0.name == trigger.factor }!)
        }
        symptoms = Dictionary(uniqueKeysWithValues: scenario.symptoms.map { ($0.symptom.name, $0.symptom) })
        random = RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index))
    }

    /// One factor entry's draw for one trigger.
    private struct Draw {
        var value: Double
        var window: (start: Date, end: Date)
        /// The chance the entry triggers a logged onset: 0 when the onset's instant falls
        /// on a day the person did not log.
        var chance: Double
        /// The index of the onset it triggered among `onsets`.
        var onset: Int?
    }

    /// The onsets `factorEntries` trigger, each on a day of `grid` in `loggedDays`, and per
    /// trigger the within sums of its implied slope, given the entries of `symptomEntries`
    /// (the person's other entries, in any order).
    func onsets(factorEntries: [LifestyleFactorEntry], symptomEntries: [SymptomEntry], grid: DayGrid,
                loggedDays: [Bool]) -> (entries: [SymptomEntry], moments: [(covariance: Double, variance: Double)]) {
        var onsets: [SymptomEntry] = []
        var draws: [[Draw]] = []
        for (t, trigger) in triggers.enumerated() {
            var triggerDraws: [Draw] = []
            for entry in factorEntries where entry.factor == trigger.factor {
                let value = entry.measurement.value
                let chance = min(1, max(0, trigger.chance + trigger.perUnit * (value - references[t])))
                let start = entry.timestamp.addingTimeInterval(Double(trigger.fromHours) * 3600)
                let offset = (random.uniform() * Double(trigger.toHours - trigger.fromHours) * 3600).rounded(.down)
                let triggers = random.bernoulli(chance)
                let instant = start.addingTimeInterval(offset)
                let logged = grid.dayIndex(of: instant).map { loggedDays[$0] } ?? false
                var draw = Draw(value: value, window: (start, entry.timestamp.addingTimeInterval(Double(trigger.toHours) * 3600)),
                                chance: logged ? chance : 0)
                if logged, triggers {
                    draw.onset = onsets.count
                    onsets.append(SymptomEntry(symptom: symptoms[trigger.symptom]!, timestamp: instant,
                                               timeOfDay: grid.hour(of: instant).map(TimeOfDay.init(hour:)),
                                               severity: trigger.severity))
                }
                triggerDraws.append(draw)
            }
            draws.append(triggerDraws)
        }
        let moments = triggers.enumerated().map { t, trigger in
            let others = symptomEntries.filter { $0.symptom.name == trigger.symptom }.map(\.timestamp)
            let triggered = onsets.enumerated().filter { $0.element.symptom.name == trigger.symptom }
            var sums = WithinPersonSums()
            for draw in draws[t] {
                let inWindow = { (instant: Date) in draw.window.start <= instant && instant < draw.window.end }
                let anotherOnset = others.contains(where: inWindow)
                    || triggered.contains { $0.offset != draw.onset && inWindow($0.element.timestamp) }
                sums.add(x: draw.value, y: anotherOnset ? 1 : draw.chance)
            }
            return sums.centred
        }
        return (onsets, moments)
    }
}
