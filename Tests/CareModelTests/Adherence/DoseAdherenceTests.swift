import CareModel
import Foundation
import Testing

/// Dose-level adherence of one person to one medication, worked by hand.
///
/// Schedule: daily at 08:00 and 20:00 UTC from 2026-03-01; period 1-7 March (14 doses).
/// Logged doses (taken times):
///
/// | day   | 08:00 dose           | 20:00 dose | note                                        |
/// |-------|----------------------|------------|---------------------------------------------|
/// | 1 Mar | 08:10 (on time)      | 20:00      |                                             |
/// | 2 Mar | 10:30 (2.5 h late)   | 19:30      | both taken, morning not on time             |
/// | 3 Mar | 08:00 and 08:05      | -          | 08:05 is an extra dose; evening missed      |
/// | 4-6   | -                    | -          | nothing: a 3-day drug holiday               |
/// | 7 Mar | 07:15                | -          | evening missed                              |
///
/// Scheduled 14; taken 6 (1 Mar ×2, 2 Mar ×2, 3 Mar morning, 7 Mar morning); missed 8;
/// on time within ±1 h 5 (1 Mar at 10 min and 0 min, 2 Mar evening at 30 min, 3 Mar
/// morning at 0 min, 7 Mar morning at 45 min); extra 1 (3 Mar 08:05). Taken share 6/14,
/// on-time rate 5/14. The 2 March 10:30 log is made under an alternative name.
/// Longest gap: 3 Mar 08:05 to 7 Mar 07:15 = 3 days 23 h 10 min.
@Suite struct DoseAdherenceTests {
    let utc = zone("UTC")
    let period = try! DayWindow(first: day("2026-03-01"), last: day("2026-03-07"))

    var medication: Medication {
        let rule = try! RecurrenceRule(start: day("2026-03-01"), times: [time("08:00"), time("20:00")], frequency: .daily)
        return try! Medication(name: "Metoprolol", alternativeNames: ["Lopressor"], dosage: Dosage(amount: 50, unit: "mg"),
                               schedule: Schedule(rule))
    }

    var logs: [DoseLog] {
        ["2026-03-01 08:10", "2026-03-01 20:00", "2026-03-02 10:30", "2026-03-02 19:30",
         "2026-03-03 08:00", "2026-03-03 08:05", "2026-03-07 07:15"]
            .enumerated().map { index, text in DoseLog(medication: index == 2 ? "lopressor" : "Metoprolol", at: local(text, in: utc)) }
    }

    @Test func takingTimingMissedAndExtraDosesMatchTheWorkedExample() throws {
        let adherence = DoseAdherence(medication: medication, logs: logs, period: period, timeZone: utc)
        #expect(adherence.scheduledDoses == 14)
        #expect(adherence.takenDoses == 6)
        #expect(adherence.missedDoses == 8)
        #expect(adherence.onTimeDoses == 5)
        #expect(adherence.extraDoses == 1)
        #expect(adherence.takenShare == 6.0 / 14)
        #expect(adherence.onTimeRate == 5.0 / 14)
        let longestGap: TimeInterval = 3 * 86_400 + 23 * 3600 + 10 * 60
        #expect(adherence.longestGap == longestGap)
        #expect(adherence.drugHolidays == [DrugHoliday(first: day("2026-03-04"), last: day("2026-03-06"))])
    }

    /// A wider on-time window (±3 h) also counts the 2 March 10:30 dose: 6 on time.
    @Test func theOnTimeWindowIsConfigurable() throws {
        let rule = try AdherenceRule(onTimeWindow: 3 * 3600, drugHolidayDays: 3, pdcThreshold: 0.8)
        let adherence = DoseAdherence(medication: medication, logs: logs, period: period, timeZone: utc, rule: rule)
        #expect(adherence.onTimeDoses == 6)
    }

    /// With holidays defined as 4+ days, the 3-day gap of 4-6 March is none.
    @Test func theHolidayLengthIsConfigurable() throws {
        let rule = try AdherenceRule(onTimeWindow: 3600, drugHolidayDays: 4, pdcThreshold: 0.8)
        #expect(DoseAdherence(medication: medication, logs: logs, period: period, timeZone: utc, rule: rule).drugHolidays.isEmpty)
    }

    /// A dose halfway between two scheduled doses belongs to the earlier one: 14:00 lies
    /// 6 h after 08:00 and 6 h before 20:00.
    @Test func aDoseHalfwayBelongsToTheEarlierScheduledDose() throws {
        let scheduled = [local("2026-03-01 08:00", in: utc), local("2026-03-01 20:00", in: utc)]
        let adherence = DoseAdherence(scheduled: scheduled, taken: [local("2026-03-01 14:00", in: utc), local("2026-03-01 20:30", in: utc)],
                                      period: try DayWindow(start: day("2026-03-01"), days: 1), timeZone: utc)
        #expect(adherence.takenDoses == 2)
        #expect(adherence.onTimeDoses == 1)
        #expect(adherence.extraDoses == 0)
    }

    @Test func withNothingScheduledEveryDoseIsExtraAndSharesAreMissing() {
        let adherence = DoseAdherence(scheduled: [], taken: [local("2026-03-01 09:00", in: utc)], period: period, timeZone: utc)
        #expect(adherence.extraDoses == 1)
        #expect(adherence.takenShare == nil)
        #expect(adherence.onTimeRate == nil)
        #expect(adherence.longestGap == nil)
    }

    @Test func logsOfOtherMedicationsAndOutsideThePeriodDoNotCount() {
        let others = [DoseLog(medication: "Ibuprofen", at: local("2026-03-01 08:00", in: utc)),
                      DoseLog(medication: "Metoprolol", at: local("2026-03-08 08:00", in: utc))]
        let adherence = DoseAdherence(medication: medication, logs: others, period: period, timeZone: utc)
        #expect(adherence.takenDoses == 0)
        #expect(adherence.extraDoses == 0)
    }

    @Test func impossibleRulesAreRejected() {
        #expect(throws: AdherenceError.invalidRule(field: "pdc_threshold", value: 1.5)) {
            try AdherenceRule(onTimeWindow: 3600, drugHolidayDays: 3, pdcThreshold: 1.5)
        }
        #expect(throws: AdherenceError.invalidRule(field: "drug_holiday_days", value: 0)) {
            try AdherenceRule(onTimeWindow: 3600, drugHolidayDays: 0, pdcThreshold: 0.8)
        }
    }
}

/// Adherence settings are data: read from JSON with snake-case keys and validated.
@Suite struct AdherenceRuleTests {
    @Test func aRuleIsReadFromDataAndValidated() throws {
        let json = #"{"on_time_window": 1800, "drug_holiday_days": 2, "pdc_threshold": 0.9}"#
        let rule = try JSONDecoder().decode(AdherenceRule.self, from: Data(json.utf8))
        #expect(rule == (try AdherenceRule(onTimeWindow: 1800, drugHolidayDays: 2, pdcThreshold: 0.9)))
        #expect(try JSONDecoder().decode(AdherenceRule.self, from: JSONEncoder().encode(rule)) == rule)
        let negative = #"{"on_time_window": -1, "drug_holiday_days": 2, "pdc_threshold": 0.9}"#
        #expect(throws: AdherenceError.invalidRule(field: "on_time_window", value: -1)) {
            try JSONDecoder().decode(AdherenceRule.self, from: Data(negative.utf8))
        }
    }
}
