import CareModel
import CareStats
import CareStore
import Foundation

/// Compares the arms of a randomised run on per-person outcomes:
/// - `taken_share`: doses taken over doses due on days of use, all medications
///   (``DoseAdherence/observedTakenShare``, as `analyze adherence` explains);
/// - `days_used_share`: days of use over the days of the period;
/// - `retained_day_30`: used the app 30 days after the first day of use (yes or no, for
///   people whose day 30 lies in the period);
/// - `dropped_out`: went `inactiveDays` days without use (yes or no);
/// - `mean_daily_score`: mean total symptom score on logged days (Req 8-9).
///
/// Means have 95 % intervals, and differences from the reference arm come from least
/// squares with standard errors robust to unequal variances (``GroupMean``); yes-or-no
/// outcomes also have Wilson intervals per arm.
public struct ArmAnalysis: Sendable {
    public var rule: ScoringRule
    public var inactiveDays: Int

    /// Creates the analysis.
    public init(rule: ScoringRule = .version1, inactiveDays: Int = 30) {
        self.rule = rule
        self.inactiveDays = inactiveDays
    }

    /// The outcomes in the order they are reported.
    static let measures = ["taken_share", "days_used_share", "retained_day_30", "dropped_out", "mean_daily_score"]
    static let yesOrNo: Set<String> = ["retained_day_30", "dropped_out"]

    /// Runs the comparison over `database`.
    public func run(on database: CareDatabase) throws(AnalysisError) -> ArmComparison {
        let period = try StudyPeriod.of(database)
        let medications: [Medication]
        do { medications = try database.programme().medications } catch { throw .store(error) }
        let window: DayWindow
        do { window = try DayWindow(first: period.first, last: period.last) } catch {
            throw .badProgramme(path: database.path, reason: error.description)
        }
        var layout = PanelLayout(symptoms: try database.trackedSymptoms())
        var grids = DayGrids(period: period)
        var arms: [String] = [], values: [String: [Double]] = [:]
        try database.people(reading: PersonActivity.kinds) { log in
            let grid = grids.grid(for: log)
            let days = PersonDays(log: log, layout: &layout, grid: grid,
                                  windows: grids.scoreWindows(for: log, rule: rule), rule: rule)
            let activity = PersonActivity(log: log, grid: grid)
            arms.append(log.arm ?? "")
            var scheduled = 0, taken = 0
            if let (observation, observedDays) = activity.observation(from: window.start) {
                for medication in medications {
                    let adherence = DoseAdherence(medication: medication, logs: log.doseLogs, period: observation,
                                                  timeline: log.timeline, observedDays: observedDays)
                    scheduled += adherence.observedScheduledDoses ?? 0
                    taken += adherence.observedTakenDoses ?? 0
                }
            }
            values["taken_share", default: []].append(scheduled > 0 ? Double(taken) / Double(scheduled) : .nan)
            values["days_used_share", default: []].append(Double(activity.daysUsed) / Double(period.dayCount))
            let retained: Double = activity.firstDay.map { $0 + 30 < period.dayCount ? (activity.used[$0 + 30] ? 1 : 0) : .nan } ?? .nan
            values["retained_day_30", default: []].append(retained)
            values["dropped_out", default: []].append(activity.dropout(inactiveDays: inactiveDays).map { $0.droppedOut ? 1 : 0 } ?? .nan)
            values["mean_daily_score", default: []].append(days.meanTotalScore ?? .nan)
        }

        let names = Set(arms).sorted()
        let reference = names.contains("control") ? "control" : names.first ?? ""
        var outcomes: [ArmComparison.Outcome] = []
        for measure in Self.measures {
            let column = values[measure] ?? []
            for arm in names {
                let mine = column.indices.filter { arms[$0] == arm && column[$0].isFinite }.map { column[$0] }
                guard !mine.isEmpty else { continue }
                var proportion: Proportion?
                if Self.yesOrNo.contains(measure) {
                    proportion = try? Proportion.wilson(successes: mine.filter { $0 == 1 }.count, trials: mine.count)
                }
                outcomes.append(.init(
                    measure: measure, arm: arm, mean: GroupMean.mean(mine), proportion: proportion,
                    difference: arm == reference ? nil
                        : GroupMean.difference(column, groups: arms, group: arm, reference: reference),
                    people: mine.count))
            }
        }
        return ArmComparison(reference: reference, outcomes: outcomes)
    }
}
