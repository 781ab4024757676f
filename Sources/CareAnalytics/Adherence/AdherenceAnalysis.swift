import CareModel
import CareStats
import CareStore
import Foundation

/// Computes an ``AdherenceReport`` in one pass over the people of a run.
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
        if !medications.isEmpty {
            try database.people(reading: [.symptom, .factor, .usage, .dose]) { log in
                let days = PersonDays(log: log, layout: &layout, grid: grids.grid(for: log.timeZone),
                                      windows: grids.scoreWindows(for: log.timeZone, rule: rule), rule: rule)
                let meanScore = days.meanTotalScore
                for medication in medications {
                    rows.append(.init(
                        personID: log.personID, arm: log.arm ?? "", medication: medication.name,
                        adherence: DoseAdherence(medication: medication, logs: log.doseLogs, period: window,
                                                 timeZone: log.timeZone, rule: adherenceRule),
                        meanScore: meanScore))
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
                summaries.append(.init(
                    medication: medication, group: group,
                    takenShare: GroupMean.mean(members.map { $0.adherence.takenShare ?? .nan }),
                    onTimeRate: GroupMean.mean(members.map { $0.adherence.onTimeRate ?? .nan }),
                    dosesTaken: try? Proportion.wilson(successes: taken, trials: scheduled),
                    drugHolidays: GroupMean.mean(members.map { Double($0.adherence.drugHolidays.count) }),
                    people: members.count))
            }
            relation.append((medication, Result { () throws(StatisticsError) in
                try Correlation.pearson(mine.map { $0.adherence.takenShare ?? .nan }, mine.map { $0.meanScore ?? .nan })
            }))
        }
        return AdherenceReport(period: period, people: rows, summaries: summaries, scoreRelation: relation)
    }
}
