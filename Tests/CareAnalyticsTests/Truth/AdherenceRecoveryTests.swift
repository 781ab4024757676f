import CareModel
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Adherence over each person's observation window, taken / scheduled while observed, and
/// its recovery of the planted adherence (issue 16); task completion likewise.
@Suite struct AdherenceRecoveryTests {
    /// A population whose adherence is beta(8, 2) (mean 0.8), with engagement decay and
    /// dropout, under a missingness mechanism and a missed-dose effect on headache.
    static func yaml(mechanism: String, strength: Double) -> String {
        """
        format: 1
        name: adherence-\(mechanism)
        seed: 16
        people: 400
        days: 60
        start_date: 2026-03-02
        time_zones: [Europe/London, America/Chicago]
        segments:
          - name: all
            share: 1
            traits:
              logging: {beta: [4, 3]}
              engagement_half_life_days: {gamma: [4, 10]}
              engagement_floor: 0.3
              dropout_hazard: 0.02
        missingness: {mechanism: \(mechanism), strength: \(strength)}
        symptoms:
          - {name: headache, category: Head, baseline_mean: 0.4, baseline_sd: 0.5, daily_sd: 0.8}
        factors:
          - {name: sleep, unit: hours, mean: 7, between_sd: 0.8, within_sd: 1.1}
        effects: []
        medications:
          - name: propranolol
            dose: {amount: 40, unit: mg}
            schedule: {repeat: daily, times: ["08:00", "20:00"]}
            adherence: {beta: [8, 2]}
            timing_sd_minutes: 30
            effects: [{symptom: headache, per_missed_dose: 1.0}]
            refills: {days_supply: 14, late_days: {gamma: [2, 1.5]}}
        tasks:
          - {name: walk, label: exercise, schedule: {repeat: daily, times: ["17:00"]}, completion: {beta: [3, 2]}}
        """
    }

    /// Seed 000 Req 14: doses logged late and corrected are stored with both times; the
    /// planted share and mean delay are recovered, and adherence, counted on the taken
    /// time, is the same as without late logging (its draws come from a stream of their own).
    @Test func req14LateLoggedDosesAreRecoveredAndLeaveAdherenceAsItWas() throws {
        let plain = Self.yaml(mechanism: "mcar", strength: 0)
        let late = plain.replacingOccurrences(
            of: "    refills: {days_supply: 14, late_days: {gamma: [2, 1.5]}}",
            with: "    refills: {days_supply: 14, late_days: {gamma: [2, 1.5]}}\n    late_logging: {share: 0.3, delay_minutes: {gamma: [2, 30]}}")
        #expect(late != plain)
        let run = try SimulatedDatabase(yaml: late), baseline = try SimulatedDatabase(yaml: plain)
        defer { run.remove(); baseline.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        #expect(truth.medications.first?.lateLogging == .init(share: 0.3, delayMinutes: "gamma(2.0, 30.0)", delayMinutesMean: 60))
        let comparison = try TruthAnalysis().run(on: run.database, truth: truth)
        let share = try #require(comparison.lateLogging.first), delay = try #require(comparison.loggingDelay.first)
        #expect(share.recovered == true, "\(String(describing: share.observed?.interval))")
        #expect(delay.recovered == true, "\(String(describing: delay.observed?.interval))")

        var corrected = 0, doses = 0
        try run.database.forEachPerson(kinds: [.dose]) { log in
            doses += log.doseLogs.count
            corrected += log.doseLogs.filter { $0.wasCorrected && $0.loggedAt > $0.takenAt }.count
        }
        #expect(Double(corrected) / Double(doses) > 0.25 && Double(corrected) / Double(doses) < 0.35)
        let withLate = try AdherenceAnalysis().run(on: run.database).summaries.first?.observedTakenShare?.estimate
        let without = try AdherenceAnalysis().run(on: baseline.database).summaries.first?.observedTakenShare?.estimate
        #expect(withLate != nil && withLate == without)
        #expect(try TruthAnalysis().run(on: baseline.database, truth: GroundTruth.load(contentsOf: baseline.truthPath))
                    .lateLogging.isEmpty)
    }

    /// Under logging independent of dose taking (MCAR), the default measure recovers the
    /// planted mean, while counting every unlogged day as missed does not.
    @Test func missingCompletelyAtRandomRecoversThePlantedAdherence() throws {
        let run = try SimulatedDatabase(yaml: Self.yaml(mechanism: "mcar", strength: 0))
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        let medication = try #require(truth.medications.first)
        #expect(medication.adherenceMean == 0.8)
        #expect(abs(medication.realisedAdherenceMean - 0.8) < 0.03)
        let recovery = try #require(try TruthAnalysis().run(on: run.database, truth: truth).adherence.first)
        let observed = try #require(recovery.observed), window = try #require(recovery.window)
        #expect(recovery.recovered == true)
        #expect(abs(observed.estimate - medication.realisedAdherenceMean) < 0.02)
        #expect(window.interval.upper < medication.realisedAdherenceMean - 0.1)
        // The missed doses' effect on headache, on the score scale the model implies.
        let missed = try #require(try TruthAnalysis().run(on: run.database, truth: truth).missedDoses.first)
        #expect(missed.medication == "propranolol" && missed.truth.symptom == "headache" && missed.truth.perMissedDose == 1)
        #expect(missed.recovered == true, "\(String(describing: missed.slope)) vs \(missed.truth.impliedScorePointsPerMissedDose ?? .nan)")
        // The lateness of pharmacy fills, known whether or not the app was used.
        let fills = try #require(try TruthAnalysis().run(on: run.database, truth: truth).refillLateness.first)
        #expect(fills.distributionMean == 3 && fills.recovered == true && fills.people > 350)
        // Task completion on days of use is recovered the same way.
        let walk = try #require(try TruthAnalysis().run(on: run.database, truth: truth).taskCompletion.first)
        #expect(walk.item == "walk" && walk.distributionMean == 0.6 && walk.recovered == true)
        #expect(abs(try #require(walk.observed).estimate - walk.planted) < 0.02)
    }

    /// When people skip the app on bad days (MNAR) and missed doses make the day worse, the
    /// observed share is biased upward and the window share downward: the truth lies
    /// between them, as `analyze adherence` says.
    @Test func missingNotAtRandomBiasesTheObservedShareUpward() throws {
        let run = try SimulatedDatabase(yaml: Self.yaml(mechanism: "mnar", strength: 1.5))
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        let planted = try #require(truth.medications.first).realisedAdherenceMean
        let recovery = try #require(try TruthAnalysis().run(on: run.database, truth: truth).adherence.first)
        let observed = try #require(recovery.observed), window = try #require(recovery.window)
        #expect(observed.interval.lower > planted)
        #expect(window.estimate < planted)
        #expect(recovery.recovered == false)
        // The bad days go unlogged, and they are the days of missed doses: the missed-dose
        // effect is underestimated.
        let missed = try #require(try TruthAnalysis().run(on: run.database, truth: truth).missedDoses.first)
        #expect(try #require(missed.slope).interval.upper < missed.truth.impliedScorePointsPerMissedDose!)
    }

    /// Iron daily at 08:00 over 6 days. Person 1 used the app on days 0 and 1 only, taking
    /// both doses: window days 0-1, 2 of 2 (over the whole study it was 2 of 6). Person 2
    /// used it on days 0, 2 and 3, taking the doses of days 0 and 3 and, unlogged, nothing
    /// on day 1: window days 0-3, observed 2 of 3 (day 1 not observed), window 2 of 4.
    @Test func eachPersonIsFollowedFromFirstToLastUse() throws {
        let daily8 = try RecurrenceRule(start: HandBuiltRun.start, times: [ClockTime(hour: 8, minute: 0)], frequency: .daily)
        let iron = try Medication(name: "iron", dosage: try Dosage(amount: 65, unit: "mg"), schedule: Schedule(daily8))
        var first = HandBuiltRun.person(1, loginDays: [0, 1])
        first.doseLogs = [0, 1].map { DoseLog(medication: "iron", at: HandBuiltRun.at($0, hour: 8, minute: 5)) }
        var second = HandBuiltRun.person(2, loginDays: [0, 2, 3])
        second.doseLogs = [0, 3].map { DoseLog(medication: "iron", at: HandBuiltRun.at($0, hour: 8, minute: 5)) }
        let run = try HandBuiltRun(days: 6, people: [first, second], medications: [iron])
        let report = try AdherenceAnalysis().run(on: run.database)
        let one = try #require(report.people.first { $0.personID == 1 })
        #expect(one.window.start == HandBuiltRun.start && one.window.dayCount == 2)
        #expect(one.adherence.observedScheduledDoses == 2 && one.adherence.observedTakenShare == 1)
        #expect(one.adherence.scheduledDoses == 2 && one.adherence.takenShare == 1)
        let two = try #require(report.people.first { $0.personID == 2 })
        #expect(two.window.dayCount == 4)
        #expect(two.adherence.observedScheduledDoses == 3 && two.adherence.observedTakenDoses == 2)
        #expect(two.adherence.scheduledDoses == 4 && two.adherence.takenDoses == 2)
        let all = try #require(report.summaries.first { $0.group == "all" })
        #expect(all.observedDosesTaken?.successes == 4 && all.observedDosesTaken?.trials == 5)
        #expect(all.dosesTaken?.successes == 4 && all.dosesTaken?.trials == 6)
    }

    /// Someone who never used the app has no observation window and is left out.
    @Test func peopleWhoNeverUsedTheAppAreLeftOut() throws {
        let daily8 = try RecurrenceRule(start: HandBuiltRun.start, times: [ClockTime(hour: 8, minute: 0)], frequency: .daily)
        let iron = try Medication(name: "iron", dosage: try Dosage(amount: 65, unit: "mg"), schedule: Schedule(daily8))
        let run = try HandBuiltRun(days: 3, people: [HandBuiltRun.person(1, loginDays: []), HandBuiltRun.person(2, loginDays: [1])],
                                   medications: [iron])
        let report = try AdherenceAnalysis().run(on: run.database)
        #expect(report.people.map(\.personID) == [2])
    }
}

/// Refill delays and CMA7 from pharmacy fills.
@Suite struct PersonRefillsTests {
    /// Fills of 30 days on days 0, 32 and 60: the second came 2 days after the first ran
    /// out, the third 2 days early (mean delay 0). CMA7 over days 0-89 (until the third
    /// fill's supply runs out) with carry-over: days 0-29, 32-61 and, the third fill
    /// starting when the second runs out, 62-89: 88 of 90 days.
    @Test func delaysAndCMA7() throws {
        let start = CalendarDay(year: 2026, month: 3, day: 2), zone = TimeZone(identifier: "Europe/London")!
        let dispensings = try [0, 32, 60].map {
            try Dispensing(medication: "iron", at: start.adding(days: $0).instant(hour: 10, minute: 0, in: zone)!, daysSupply: 30)
        } + [try Dispensing(medication: "other", at: start.instant(hour: 10, minute: 0, in: zone)!, daysSupply: 7)]
        let refills = try #require(PersonRefills(personID: 1, arm: "", medication: "iron", dispensings: dispensings, timeZone: zone))
        #expect(refills.delays == [2, -2] && refills.meanDelay == 0)
        #expect(abs(try #require(refills.cma7) - 88.0 / 90) < 1e-12)
        #expect(PersonRefills(personID: 1, arm: "", medication: "none", dispensings: dispensings, timeZone: zone) == nil)
    }
}
