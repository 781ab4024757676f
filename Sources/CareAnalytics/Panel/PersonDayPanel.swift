import CareModel
import CareStore
import Foundation

/// The tidy person-day panel of a stored run or import: one row per person and local day of
/// a period, with whether the person used the app that day and every symptom's score, factor
/// total, dose count, measurement mean and mood mean (``PanelColumn``), for
/// `carelab export panel`.
///
/// Every person has a row for every day of the period (a balanced panel), so that the days
/// before a first entry and after dropout are there, with `logged` false. The days come
/// from the same readers as the analyses (``PersonDays``, ``PersonActivity``, ``DayGrids``):
/// a day is the person's local calendar day, and scores follow the scoring rule's windows.
///
/// Missing values are NaN: a symptom's score and a dose count on a day the person did not
/// use the app (on a day they did, a symptom not logged scores 0 and a medication not
/// logged counts 0); a factor, measurement or mood on a day it was not logged.
public struct PersonDayPanel: Sendable {
    /// The days of the rows.
    public var period: StudyPeriod
    /// The scoring rule of the daily scores (seed 000, Req 8-9).
    public var rule: ScoringRule
    /// Only these people (by stored `person_id`); all when empty.
    public var people: Set<Int>

    /// Creates a panel over `period`.
    public init(period: StudyPeriod, rule: ScoringRule = .version1, people: Set<Int> = []) {
        self.period = period
        self.rule = rule
        self.people = people
    }

    /// One person's rows: the days of ``PersonDayPanel/period`` in order.
    public struct PersonRows: Sendable {
        /// The stored pseudonymous `person_id`.
        public var personID: Int
        /// The person's arm, if any.
        public var arm: String?
        /// Whether the person used the app on each day (``PersonActivity``: an entry, a
        /// dose, a task acted on, a mood, a journal entry, an app event other than a
        /// reminder the app sent).
        public var logged: [Bool]
        /// `values[c][day]` for the panel's column `c`; NaN when missing.
        public var values: [[Double]]
    }

    /// The event kinds the panel reads: those of the columns, and those that make a day of use.
    static let kinds: Set<EventKind> = [.symptom, .factor, .usage, .dose, .task, .mood, .measurement, .journal]

    /// The daily columns `database` gives: every tracked symptom, then every factor (by
    /// unit), medication, measured quantity and mood scale stored, by name.
    public func columns(of database: CareDatabase) throws(AnalysisError) -> [PanelColumn] {
        let symptoms = try database.trackedSymptoms()
        do {
            return PanelColumn.columns(symptoms: symptoms.map(\.name),
                                       labels: try database.eventLabels(of: [.factor, .dose, .measurement, .mood]))
        } catch {
            throw .store(error)
        }
    }

    /// Calls `body` with each chosen person's rows in person order, holding one person at a
    /// time, with the values of `columns` (``columns(of:)``).
    ///
    /// Throws ``AnalysisError`` when the database cannot be read or holds a series that
    /// `columns` lacks, and rethrows what `body` throws.
    public func forEachPerson(in database: CareDatabase, columns: [PanelColumn],
                              _ body: (PersonRows) throws -> Void) throws {
        var layout = PanelLayout(symptoms: try database.trackedSymptoms())
        var grids = DayGrids(period: period)
        let index = Dictionary(uniqueKeysWithValues: columns.indices.map { c in
            (columns[c].layoutKey ?? columns[c].source, c)
        })
        let symptomColumns = layout.symptomNames.map { index[$0] }
        let missing = [Double](repeating: .nan, count: period.dayCount)
        // Dose counts start at 0 on every day of use: a medication not logged that day.
        let isDoseCount = columns.map { $0.content == .doseCount }
        let rule = self.rule, people = self.people
        do {
            try PersonStream.forEach(in: database, kinds: Self.kinds, people: people.isEmpty ? nil : people) { log in
                let grid = grids.grid(for: log)
                var days = PersonDays(log: log, layout: &layout, grid: grid,
                                      windows: grids.scoreWindows(for: log, rule: rule), rule: rule)
                days.addExposures(of: log, kinds: [.factor, .dose, .measurement, .mood], layout: &layout, grid: grid)
                let logged = PersonActivity(log: log, grid: grid).used
                let zeroOnUse = logged.map { $0 ? 0.0 : .nan }
                var values = isDoseCount.map { $0 ? zeroOnUse : missing }
                for (s, column) in symptomColumns.enumerated() {
                    guard let column else { continue }
                    values[column] = zip(days.symptomScores[s], logged).map { $1 ? $0 : .nan }
                }
                for (f, totals) in days.factorTotals.enumerated() where !totals.isEmpty {
                    let key = layout.factorNames[f] + "\u{1F}" + layout.factorUnits[f]
                    guard let column = index[key] else {
                        throw AnalysisError.unexpectedSeries(path: database.path, name: layout.factorNames[f],
                                                             unit: layout.factorUnits[f])
                    }
                    values[column] = isDoseCount[column]
                        ? zip(totals, logged).map { $1 ? ($0.isNaN ? 0 : $0) : .nan } : totals
                }
                try body(PersonRows(personID: log.personID, arm: log.arm, logged: logged, values: values))
            }
        } catch let error as StoreError {
            throw AnalysisError.store(error)
        }
    }
}
