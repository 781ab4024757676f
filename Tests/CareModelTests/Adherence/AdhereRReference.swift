import CareModel
import Foundation
import Testing

/// `Fixtures/Refill/adherer.json`: what AdhereR itself computes (`make_adherer.R`) for
/// CMA1-CMA9, treatment episodes, CMA per episode and per sliding window. Days count from
/// `origin`; `"Inf"` stands for R's `Inf`, null for NA.
struct AdhereRReference: Decodable, Sendable {
    struct Event: Decodable, Sendable {
        let day: Int
        let supply: Int
    }

    /// CMA1-CMA9 over the histories and windows of `cases.json`.
    struct CMACase: Decodable, Sendable, CustomTestStringConvertible {
        let id: Int
        let followUpDays: Int
        let observationStart: Int
        let observationDays: Int
        let events: [Event]
        let cma: [Double?]
        /// Measures for which AdhereR stopped with an error.
        let failedMeasures: [Int]
        var testDescription: String { "#\(id): \(events.count) events" }
    }

    /// `compute.treatment.episodes()` on one generated history.
    struct EpisodeCase: Decodable, Sendable, CustomTestStringConvertible {
        struct Episode: Decodable, Sendable {
            let episode: Int
            let start: Double
            let gap: Int
            let duration: Double
            let end: Double
            let cma: Double?
        }

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
        let adhererError: String?
        let episodes: [Episode]
        var testDescription: String { "#\(id): \(events.count) events, gap \(gap) \(gapUnit)\(appendGap ? " appended" : "")" }

        var rule: EpisodeRule {
            get throws {
                try EpisodeRule(permissibleGap: gapUnit == "days" ? .days(Int(gap)) : .percent(gap),
                                appendsGap: appendGap, carriesOver: carryOver ?? true)
            }
        }
    }

    /// `CMA_sliding_window()` on one generated history.
    struct SlidingCase: Decodable, Sendable, CustomTestStringConvertible {
        struct Window: Decodable, Sendable {
            let window: Int
            let start: Int
            let end: Int
            let cma: Double?
        }

        let id: Int
        let measure: Int
        let events: [Event]
        let followUpOffset: Int
        let followUpDays: Int
        let observationStart: Int
        let observationDays: Int
        let windowOffset: Int
        let windowDays: Int
        let stepDays: Int?
        let windowCount: Int?
        let adhererError: String?
        let windows: [Window]
        var testDescription: String { "#\(id): CMA\(measure), \(windowDays)-day windows" }

        var sliding: SlidingWindows {
            get throws {
                try SlidingWindows(offsetDays: windowOffset, days: windowDays,
                                   spacing: windowCount.map { .count($0) } ?? .step(days: stepDays!))
            }
        }
    }

    let r: String
    let adherer: [String: String]
    let cma: [CMACase]
    let episodes: [EpisodeCase]
    let perEpisode: [EpisodeCase]
    let sliding: [SlidingCase]

    static let origin = CalendarDay(year: 2026, month: 1, day: 1)

    static let file: AdhereRReference = {
        let url = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/Refill/adherer.json")
        return try! JSONDecoder.adhereR.decode(AdhereRReference.self, from: Data(contentsOf: url))
    }()

    /// Whether CareLab's `value` is AdhereR's `expected`: both NA, both infinite, or within 1e-9.
    static func matches(_ value: Double?, _ expected: Double?) -> Bool {
        switch (value, expected) {
        case (nil, nil): true
        case let (value?, expected?): value == expected || abs(value - expected) < 1e-9
        default: false
        }
    }

    /// The history of `events`.
    static func history(_ events: [Event]) throws -> RefillHistory {
        RefillHistory(try events.map { try RefillEvent(day: origin.adding(days: $0.day), daysSupply: $0.supply) })
    }

    /// AdhereR's default follow-up window: from the first event plus `offset` days.
    static func followUp(_ events: [Event], offset: Int, days: Int) throws -> DayWindow {
        try DayWindow(start: origin.adding(days: events.map(\.day).min()! + offset), days: days)
    }
}

extension JSONDecoder {
    /// A decoder for the fixtures, snake_case keys and `"Inf"` for R's `Inf`.
    static var adhereR: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "Inf", negativeInfinity: "-Inf", nan: "NaN")
        return decoder
    }
}
