import CareModel
import CareStats
import CareStore

/// Computes a ``SingleSubjectReport`` for one person: their days laid out as the correlation
/// grid lays them out (``GridColumns``), and for each exposure, outcome and lag the outcome
/// on day t + lag regressed on the exposure on day t, with Newey-West standard errors.
///
/// A pair needs the exposure on day t and the outcome on day t + lag: a daily score on a day
/// the person logged anything, another outcome on a day with a value. Days are numbered
/// through the study period, so a missing day is a gap that the HAC lags and the lag-1
/// autocorrelation respect.
public struct SingleSubjectAnalysis: Sendable {
    /// The scoring rule for daily scores (seed 000, Req 8-9).
    public var rule: ScoringRule
    /// The largest lag in days; lags 0 through it are estimated.
    public var maxLag: Int
    /// The kinds of events taken as exposures.
    public var exposures: Set<ExposureKind>
    /// The kinds of outcomes beside the daily scores, which are always in the grid.
    public var outcomes: Set<OutcomeKind>
    /// Whether to add day-of-week dummies of the outcome's day to every regression.
    public var weekdayAdjust: Bool
    /// The person (`person_id`) to analyse; nil for the only person of the database.
    public var person: Int?
    /// The HAC bandwidth; nil for ``HACRegression/defaultLags(observations:)`` of each cell.
    public var bandwidth: Int?

    /// The name of the exposure's term in each fit.
    static let exposureTerm = "exposure"

    /// Creates the analysis; `maxLag` must be at least 0.
    public init(rule: ScoringRule = .version1, maxLag: Int = 3, exposures: Set<ExposureKind> = [.factor],
                outcomes: Set<OutcomeKind> = [.scores], weekdayAdjust: Bool = false, person: Int? = nil,
                bandwidth: Int? = nil) {
        precondition(maxLag >= 0, "the largest lag must be at least 0 days")
        self.rule = rule
        self.maxLag = maxLag
        self.exposures = exposures
        self.outcomes = outcomes
        self.weekdayAdjust = weekdayAdjust
        self.person = person
        self.bandwidth = bandwidth
    }

    /// Runs the analysis over `database`.
    ///
    /// - Throws: ``AnalysisError/notOnePerson(path:people:)`` without ``person`` when the
    ///   database does not hold exactly one person, ``AnalysisError/unknownPerson(path:person:)``
    ///   when it has no such person.
    public func run(on database: CareDatabase) throws(AnalysisError) -> SingleSubjectReport {
        let people: Int
        do { people = try database.personCount() } catch { throw .store(error) }
        if person == nil, people != 1 { throw .notOnePerson(path: database.path, people: people) }
        let period = try StudyPeriod.of(database)
        let columns = try GridColumns(of: database, exposures: exposures, outcomes: outcomes)
        var layout = columns.layout
        var grids = DayGrids(period: period)
        var read: (days: PersonDays, outcomes: [[Double]])?
        do {
            try database.forEachPerson(kinds: columns.reading, people: person.map { [$0] }) { log in
                read = PersonDays.forGrid(log, layout: &layout, grids: &grids, rule: rule, exposures: exposures,
                                          outcomes: columns.otherOutcomes)
            }
        } catch { throw .store(error) }
        guard let read else { throw .unknownPerson(path: database.path, person: person ?? 0) }
        let (days, values) = read

        var cells: [SingleSubjectReport.Cell] = []
        for (f, exposure) in layout.factorNames.enumerated() where f < days.factorTotals.count && !days.factorTotals[f].isEmpty {
            let unit = layout.factorUnits[f]
            for (o, outcome) in columns.outcomeNames.enumerated() {
                let series = o < columns.scoreOutcomes
                    ? zip(values[o], days.logged).map { $1 ? $0 : .nan } : values[o]
                for lag in 0...maxLag {
                    if lag == 0, CorrelationGrid.isSameSeries(exposure: exposure, unit: unit, outcome: outcome.name,
                                                              level: outcome.level) { continue }
                    let cell = self.cell(exposure: days.factorTotals[f], outcome: series, lag: lag, period: period)
                    guard cell.days > 0 else { continue }
                    cells.append(SingleSubjectReport.Cell(
                        exposure: exposure, unit: unit, outcome: outcome.name, level: outcome.level, lagDays: lag,
                        days: cell.days, fit: try? cell.fit.get(), undefined: cell.fit.failure))
                }
            }
        }
        cells.sort { ($0.exposure, $0.level.rawValue, $0.outcome, $0.lagDays) < ($1.exposure, $1.level.rawValue, $1.outcome, $1.lagDays) }
        let q: [Double]
        do { q = try PValueAdjustment.benjaminiHochberg.adjust(cells.map { $0.slope?.pValue ?? .nan }) } catch {
            preconditionFailure("HAC p-values lie in [0, 1]: \(error)")
        }
        for i in cells.indices { cells[i].qValue = q[i] }
        // A day counts when anything was logged: an entry, an exposure or an outcome's value
        // (scores are 0 on days without entries, so they do not count).
        let daysLogged = days.logged.indices.count { day in
            days.logged[day] || days.factorTotals.contains { !$0.isEmpty && $0[day].isFinite }
                || values[columns.scoreOutcomes...].contains { $0[day].isFinite }
        }
        return SingleSubjectReport(period: period, daysLogged: daysLogged, weekdayAdjusted: weekdayAdjust, cells: cells)
    }

    /// The regression of `outcome[t + lag]` on `exposure[t]` over the days where both are
    /// present, with the weekday dummies of the days that occur when asked for.
    private func cell(exposure: [Double], outcome: [Double], lag: Int, period: StudyPeriod)
        -> (days: Int, fit: Result<HACRegression, StatisticsError>) {
        let count = max(0, exposure.count - lag)
        let x = Array(exposure.prefix(count))
        let y = (0..<count).map { outcome[$0 + lag] }
        let complete = (0..<count).filter { x[$0].isFinite && y[$0].isFinite }
        var predictors = [Predictor(name: Self.exposureTerm, values: x)]
        if weekdayAdjust {
            let weekdays = (0..<count).map { Self.weekday(of: period.first.adding(days: $0 + lag)) }
            let present = Set(complete.map { weekdays[$0] }).sorted()
            // The first weekday present is the reference; the others get a dummy each.
            for day in present.dropFirst() {
                predictors.append(Predictor(name: "weekday_\(day)", values: weekdays.map { $0 == day ? 1 : 0 }))
            }
        }
        let fit = Result { () throws(StatisticsError) in
            try HACRegression.fit(y: y, predictors: predictors, times: Array(0..<count), lags: bandwidth)
        }
        return (complete.count, fit)
    }

    /// The day of the week of `day`, 0 for Monday through 6 for Sunday.
    static func weekday(of day: CalendarDay) -> Int {
        let monday = CalendarDay(year: 1970, month: 1, day: 5)
        return ((monday.days(to: day) % 7) + 7) % 7
    }
}

extension Result {
    /// The error of a failure; nil for a success.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
