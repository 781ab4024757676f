import Foundation
import CareModel
import CareScenario
import CareStats

/// How one simulated person logs the doses they take: on time, or, with a medication's
/// late-logging share, some minutes later with the taken time corrected back (seed 000,
/// Req 14; ``LateLoggingModel``).
///
/// The choices come from a random stream of the person's own (derived from the run's seed
/// and the person's index, like their main stream), so a scenario without late logging
/// simulates exactly as before and adding it leaves every other draw as it was.
struct DoseLogging {
    private let models: [(name: String, lateLogging: LateLoggingModel?)]
    /// The person's stream for these choices; nil when no medication is logged late.
    private let random: RandomSource?

    /// The seed of the choices' streams: the run's seed, moved so that the streams differ
    /// from the people's main streams and the symptom-entry streams.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0013_0014_0014 }

    init(scenario: Scenario, index: Int) {
        models = scenario.medications.map { ($0.medication.name, $0.lateLogging) }
        random = models.allSatisfy { $0.lateLogging == nil }
            ? nil : RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index))
    }

    /// The log of a dose of medication `m` taken at `taken` (a whole second).
    func log(medication m: Int, takenAt taken: Date) -> DoseLog {
        guard let model = models[m].lateLogging, let random, random.bernoulli(model.share) else {
            return DoseLog(medication: models[m].name, at: taken)
        }
        let delay = (max(0, model.delayMinutes.draw(random)) * 60).rounded()
        var log = DoseLog(medication: models[m].name, at: taken.addingTimeInterval(delay))
        try! log.changeTakenTime(to: taken)  // delay ≥ 0: never after the logging
        return log
    }
}
