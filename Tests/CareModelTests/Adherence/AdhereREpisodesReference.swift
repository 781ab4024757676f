import CareModel
import Foundation
import Testing

/// `Fixtures/Refill/adherer_episodes.json`: what AdhereR itself computes
/// (`make_adherer_episodes.R`) for treatment episodes and CMA per episode when the
/// medication class and the daily dose change, on AdhereR's `med.events` and on generated
/// histories. Days count from ``AdhereRReference/origin``; null stands for NA.
struct AdhereREpisodesReference: Decodable, Sendable {
    struct Event: Decodable, Sendable {
        let day: Int
        let supply: Int
        let medication: String
        let dose: Double
    }

    /// One row of `compute.treatment.episodes()` or `CMA_per_episode()`.
    struct Episode: Decodable, Sendable {
        let episode: Int
        let start: Double
        let gap: Int
        let duration: Double
        let end: Double
        let cma: Double?
    }

    /// A `med.events` patient's history and episodes under AdhereR's defaults.
    struct MedEventsPatient: Decodable, Sendable, CustomTestStringConvertible {
        let id: Int
        let events: [Event]
        let adhererError: String?
        let episodes: [Episode]
        var testDescription: String { "patient \(id): \(events.count) events" }
    }

    /// A `med.events` patient's `CMA_per_episode()` rows for one measure, with its defaults.
    struct MedEventsPerEpisode: Decodable, Sendable, CustomTestStringConvertible {
        let id: Int
        let measure: Int
        let adhererError: String?
        let episodes: [Episode]
        var testDescription: String { "patient \(id): CMA\(measure)" }
    }

    /// A generated history with AdhereR's options for episodes or CMA per episode.
    struct GeneratedCase: Decodable, Sendable, CustomTestStringConvertible {
        let id: Int
        let measure: Int?
        let events: [Event]
        let followUpOffset: Int
        let followUpDays: Int
        let observationStart: Int?
        let observationDays: Int?
        let gap: Double
        let gapUnit: String
        let appendGap: Bool
        let carryOver: Bool?
        let carryOnlySameMedication: Bool?
        let considerDoseChange: Bool?
        let medicationChangeStartsEpisode: Bool
        let adhererError: String?
        let episodes: [Episode]

        var testDescription: String {
            "#\(id): \(events.count) events, \(Set(events.map(\.medication)).count) medications, gap \(gap) \(gapUnit)"
        }

        /// The rule the case states; CMA per episode sets carry-over itself.
        var rule: EpisodeRule {
            get throws {
                try EpisodeRule(permissibleGap: gapUnit == "days" ? .days(Int(gap)) : .percent(gap),
                                appendsGap: appendGap, carriesOver: carryOver ?? true,
                                carriesOnlySameMedication: carryOnlySameMedication ?? false,
                                considersDoseChange: considerDoseChange ?? false,
                                medicationChangeStartsEpisode: medicationChangeStartsEpisode)
            }
        }
    }

    let adherer: [String: String]
    let medEventsEpisodes: [MedEventsPatient]
    let medEventsPerEpisode: [MedEventsPerEpisode]
    let episodes: [GeneratedCase]
    let perEpisode: [GeneratedCase]

    static let file: AdhereREpisodesReference = {
        let url = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/Refill/adherer_episodes.json")
        return try! JSONDecoder.adhereR.decode(AdhereREpisodesReference.self, from: Data(contentsOf: url))
    }()

    /// The history of `events`, with their medication and dose.
    static func history(_ events: [Event]) throws -> RefillHistory {
        RefillHistory(try events.map {
            try RefillEvent(day: AdhereRReference.origin.adding(days: $0.day), daysSupply: $0.supply,
                            medication: $0.medication, dailyDose: $0.dose)
        })
    }

    /// A `med.events` patient's events.
    static func medEvents(_ id: Int) -> [Event] {
        file.medEventsEpisodes.first { $0.id == id }!.events
    }

    /// The follow-up window from the first event plus `offset` days.
    static func followUp(_ events: [Event], offset: Int, days: Int) throws -> DayWindow {
        try DayWindow(start: AdhereRReference.origin.adding(days: events.map(\.day).min()! + offset), days: days)
    }
}
