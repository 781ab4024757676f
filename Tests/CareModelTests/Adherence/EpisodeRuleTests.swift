import CareModel
import Testing

/// AdhereR's rules for changes of medication and dose in treatment episodes, on histories
/// small enough to follow by hand (AdhereR itself is checked in `AdhereREpisodesTests`).
@Suite struct EpisodeRuleTests {
    static let start = CalendarDay(year: 2026, month: 1, day: 1)

    static func episodes(_ events: [(day: Int, supply: Int, medication: String?, dose: Double?)],
                         rule: EpisodeRule) throws -> [TreatmentEpisode] {
        let history = RefillHistory(try events.map {
            try RefillEvent(day: start.adding(days: $0.day), daysSupply: $0.supply, medication: $0.medication,
                            dailyDose: $0.dose)
        })
        return history.treatmentEpisodes(followUp: try DayWindow(start: start, days: 100), rule: rule)
    }

    @Test func supplyCarriedOverIsRescaledByTheOldDoseOverTheNew() throws {
        // 20 days left at 2 a day last 40 days at 1 a day: 90 - 30 - 40 = 20 days without.
        let events: [(Int, Int, String?, Double?)] = [(0, 30, nil, 2), (10, 30, nil, 1)]
        #expect(try Self.episodes(events, rule: EpisodeRule()).map(\.gapDays) == [20])
        #expect(try Self.episodes(events, rule: EpisodeRule(considersDoseChange: false)).map(\.gapDays) == [40])
    }

    @Test func supplyIsCarriedOverOnlyToTheSameMedication() throws {
        let events: [(Int, Int, String?, Double?)] = [(0, 30, "A", nil), (10, 30, "B", nil)]
        let same = try EpisodeRule(medicationChangeStartsEpisode: false)
        let across = try EpisodeRule(carriesOnlySameMedication: false, medicationChangeStartsEpisode: false)
        #expect(try Self.episodes(events, rule: same).map(\.gapDays) == [60])
        #expect(try Self.episodes(events, rule: across).map(\.gapDays) == [40])
    }

    @Test func aChangeOfMedicationStartsAnEpisode() throws {
        let events: [(Int, Int, String?, Double?)] = [(0, 30, "A", nil), (30, 30, "B", nil), (60, 30, "B", nil)]
        #expect(try Self.episodes(events, rule: EpisodeRule()).map(\.durationDays) == [30, 70])
        #expect(try Self.episodes(events, rule: EpisodeRule(medicationChangeStartsEpisode: false)).count == 1)
    }

    @Test func aChangeOfDoseStartsAnEpisodeOnlyWhenTheRuleSaysSo() throws {
        let events: [(Int, Int, String?, Double?)] = [(0, 30, nil, 1), (30, 30, nil, 2), (60, 30, nil, 2)]
        #expect(try Self.episodes(events, rule: EpisodeRule()).map(\.durationDays) == [100])
        let episodes = try Self.episodes(events, rule: EpisodeRule(doseChangeStartsEpisode: true))
        #expect(episodes.map(\.start) == [Self.start, Self.start.adding(days: 30)])
        #expect(episodes.map(\.durationDays) == [30, 70])
    }

    @Test func aDoseOfZeroIsRejected() {
        #expect(throws: AdherenceError.invalidRule(field: "daily_dose", value: 0)) {
            try RefillEvent(day: Self.start, daysSupply: 30, dailyDose: 0)
        }
    }
}
