import CareModel
import CareStats
import CareStore
import Foundation

/// Computes an ``AdherenceReport`` in one pass over the people of a run.
///
/// Each person is followed over their own observation window, from their first to their
/// last day of use of the app: before the first and after the last nothing they did can
/// be seen, so the doses scheduled there are neither taken nor missed for the analysis
/// (counting them as missed made a person gone by day 2 score 0.025 in a 60-day study).
/// Within the window, doses due on days without any use are "not observed": the
/// default measure, taken / scheduled while observed, leaves them out; taken / scheduled
/// over the window counts them as missed, the lower bound a pessimist reports. Under
/// logging that is independent of dose taking (missing completely at random), the first
/// is unbiased for the mean adherence; when people skip the app on bad days (missing not
/// at random) and bad days follow missed doses, it is biased upward and the second is
/// biased downward, so the truth lies between them.
public struct AdherenceAnalysis: Sendable {
    /// The scoring rule for the symptom scores adherence is related to.
    public var rule: ScoringRule
    /// The adherence settings (on-time window, drug-holiday length).
    public var adherenceRule: AdherenceRule

    /// Creates the analysis.
    public init(rule: ScoringRule = .version1, adherenceRule: AdherenceRule = .standard) {
        self.rule = rule
        self.adherenceRule = adherenceRule
    }

    /// Runs the analysis over `database`; a database without medications gives an empty
    /// report.
    public func run(on database: CareDatabase) throws(AnalysisError) -> AdherenceReport {
        let period = try StudyPeriod.of(database)
        let medications: [Medication]
        do { medications = try database.programme().medications } catch { throw .store(error) }
        let window: DayWindow
        do { window = try DayWindow(first: period.first, last: period.last) } catch {
            throw .badProgramme(path: database.path, reason: error.description)
        }
        var layout = PanelLayout(symptoms: try database.trackedSymptoms())
        var grids = DayGrids(period: period)
        var rows: [AdherenceReport.PersonMedication] = []
        var refills: [PersonRefills] = []
        if !medications.isEmpty {
            try database.people(reading: PersonActivity.kinds) { log in
                // Fills come from pharmacy records: known whether or not the person used the app.
                refills += medications.compactMap {
                    PersonRefills(personID: log.personID, arm: log.arm ?? "", medication: $0.name,
                                  dispensings: log.dispensings, timeZone: log.timeZone)
                }
                let grid = grids.grid(for: log)
                let activity = PersonActivity(log: log, grid: grid)
                guard let (observation, observedDays) = activity.observation(from: window.start) else { return }
                let days = PersonDays(log: log, layout: &layout, grid: grid,
                                      windows: grids.scoreWindows(for: log, rule: rule), rule: rule)
                let meanScore = days.meanTotalScore
                for medication in medications {
                    rows.append(.init(
                        personID: log.personID, arm: log.arm ?? "", medication: medication.name, window: observation,
                        adherence: DoseAdherence(medication: medication, logs: log.doseLogs, period: observation,
                                                 timeline: log.timeline, rule: adherenceRule, observedDays: observedDays),
                        meanScore: meanScore, logging: DoseLoggingDelay(medication: medication.name, logs: log.doseLogs)))
                }
            }
        }
        let arms = Set(rows.map(\.arm)).sorted()
        var summaries: [AdherenceReport.Summary] = []
        var relation: [(medication: String, result: Result<Correlation, StatisticsError>)] = []
        for medication in medications.map(\.name) {
            let mine = rows.filter { $0.medication == medication }
            for group in ["all"] + (arms.count > 1 ? arms : []) {
                let members = mine.filter { group == "all" || $0.arm == group }
                let scheduled = members.reduce(0) { $0 + $1.adherence.scheduledDoses }
                let taken = members.reduce(0) { $0 + $1.adherence.takenDoses }
                let fills = refills.filter { $0.medication == medication && (group == "all" || $0.arm == group) }
                let observedScheduled = members.reduce(0) { $0 + ($1.adherence.observedScheduledDoses ?? 0) }
                let observedTaken = members.reduce(0) { $0 + ($1.adherence.observedTakenDoses ?? 0) }
                summaries.append(.init(
                    medication: medication, group: group,
                    observedTakenShare: GroupMean.mean(members.map { $0.adherence.observedTakenShare ?? .nan }),
                    takenShare: GroupMean.mean(members.map { $0.adherence.takenShare ?? .nan }),
                    onTimeRate: GroupMean.mean(members.map { $0.adherence.onTimeRate ?? .nan }),
                    observedDosesTaken: try? Proportion.wilson(successes: observedTaken, trials: observedScheduled),
                    dosesTaken: try? Proportion.wilson(successes: taken, trials: scheduled),
                    drugHolidays: GroupMean.mean(members.map { Double($0.adherence.drugHolidays.count) }),
                    people: members.count,
                    refillDelay: GroupMean.mean(fills.map { $0.meanDelay ?? .nan }),
                    cma7: GroupMean.mean(fills.map { $0.cma7 ?? .nan }),
                    peopleWithFills: fills.count,
                    lateLoggedShare: GroupMean.mean(members.map { $0.logging.lateShare ?? .nan }),
                    loggingDelayMinutes: GroupMean.mean(members.map { $0.logging.meanDelayMinutes ?? .nan })))
            }
            relation.append((medication, Result { () throws(StatisticsError) in
                try Correlation.pearson(mine.map { $0.adherence.observedTakenShare ?? .nan }, mine.map { $0.meanScore ?? .nan })
            }))
        }
        return AdherenceReport(period: period, people: rows, refills: refills, summaries: summaries, scoreRelation: relation,
                               weekly: Self.weekly(rows, medications: medications.map(\.name), arms: arms, period: period))
    }

    /// Per medication, group and week of `period`: the observed doses due and taken, summed
    /// over the group's people, and the people with a dose due on an observed day that week.
    static func weekly(_ rows: [AdherenceReport.PersonMedication], medications: [String], arms: [String],
                       period: StudyPeriod) -> [AdherenceReport.WeeklyShare] {
        let weeks = (period.dayCount + 6) / 7
        var result: [AdherenceReport.WeeklyShare] = []
        for medication in medications {
            let mine = rows.filter { $0.medication == medication }
            for group in ["all"] + (arms.count > 1 ? arms : []) {
                var scheduled = [Int](repeating: 0, count: weeks), taken = scheduled, people = scheduled
                for row in mine where group == "all" || row.arm == group {
                    var seen = Set<Int>()
                    for day in row.adherence.observedDoseDays {
                        let week = period.first.days(to: day.day) / 7
                        // A local day just outside the period (a time zone ahead of the run's) is left out.
                        guard period.first <= day.day, week < weeks else { continue }
                        scheduled[week] += day.scheduled
                        taken[week] += day.taken
                        if seen.insert(week).inserted { people[week] += 1 }
                    }
                }
                for week in 0..<weeks where scheduled[week] > 0 {
                    result.append(.init(medication: medication, group: group, week: week,
                                        first: period.first.adding(days: 7 * week), observedScheduledDoses: scheduled[week],
                                        observedTakenDoses: taken[week], people: people[week]))
                }
            }
        }
        return result
    }
}
