import CareModel
import CareStats

/// A lifestyle factor taken in one part of the day against a symptom's score some days
/// later (seed 000, Req 11: evening caffeine against morning caffeine).
public struct FactorPartCell: Hashable, Sendable {
    /// The factor's name as stored.
    public var factor: String
    /// Its unit, `level` for a level factor (regressed on its ordinal 1-3).
    public var unit: String
    /// The symptom whose daily score is the outcome.
    public var symptom: String
    /// The part of the day the factor was taken in.
    public var part: TimeOfDay
    /// Days from the factor to the score.
    public var lagDays: Int
    /// People with a day pair: the count the small-cell rule applies to.
    public var people: Int
    /// Day pairs: the factor taken in the part on day t and the person logged on t + lag.
    public var personDays: Int
    /// The within-person slope of the score on the amount taken in the part, in score
    /// points per unit; nil when it cannot be estimated (``undefined`` says why).
    public var slope: LinearRegression.Term?
    /// The Benjamini-Hochberg q over every cell with a p-value; NaN without one.
    public var qValue: Double = .nan
    /// Why the slope is missing.
    public var undefined: String?
}

/// Collects, per factor, symptom, part of the day and lag, the day pairs of
/// ``FactorPartCell``.
///
/// x is the factor's total on day t over the entries in the part (a level factor's mean
/// level), y the symptom's score on day t + lag on days the person logged anything; only
/// days with the factor taken in the part count, so the slope is the amount's effect when
/// taken then (an interaction of amount and part): a factor whose effect depends on when it
/// is taken has different slopes in different parts.
struct FactorParts {
    struct Key: Hashable, Comparable {
        var factor: String, unit: String, symptom: String, part: Int, lag: Int

        static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.factor, lhs.unit, lhs.symptom, lhs.lag, lhs.part) < (rhs.factor, rhs.unit, rhs.symptom, rhs.lag, rhs.part)
        }
    }

    let lags: [Int]
    private var columns: [Key: (subjects: [Int], x: [Double], y: [Double])] = [:]

    init(lags: [Int]) { self.lags = lags }

    /// Adds one person's pairs: `scores[s]` by day for `symptoms[s]`, `logged` by day.
    mutating func add(person: Int, factors: [LifestyleFactorEntry], grid: PersonDayGrid,
                      symptoms: [String], scores: [[Double]], logged: [Bool]) {
        let partCount = TimeOfDay.allCases.count
        // Per factor (name and unit) and part, each day's sum and count of values.
        var days: [FactorKey: [(sum: Double, count: Int)]] = [:]
        for entry in factors {
            guard let part = entry.timeOfDay.flatMap({ TimeOfDay.allCases.firstIndex(of: $0) }),
                  let day = grid.dayIndex(of: entry.timestamp) else { continue }
            let (value, unit, averaged) = Self.value(of: entry.measurement)
            let key = FactorKey(name: entry.factor, unit: unit, averaged: averaged)
            if days[key] == nil { days[key] = [(Double, Int)](repeating: (0, 0), count: partCount * grid.dayCount) }
            days[key]![day * partCount + part].sum += value
            days[key]![day * partCount + part].count += 1
        }
        for (factor, values) in days {
            for lag in lags {
                for day in 0..<max(0, grid.dayCount - lag) where logged[day + lag] {
                    for part in 0..<partCount where values[day * partCount + part].count > 0 {
                        let cell = values[day * partCount + part]
                        let x = factor.averaged ? cell.sum / Double(cell.count) : cell.sum
                        for (s, symptom) in symptoms.enumerated() {
                            let key = Key(factor: factor.name, unit: factor.unit, symptom: symptom, part: part, lag: lag)
                            columns[key, default: ([], [], [])].subjects.append(person)
                            columns[key]!.x.append(x)
                            columns[key]!.y.append(scores[s][day + lag])
                        }
                    }
                }
            }
        }
    }

    /// The cells, by factor, unit, symptom, lag and part, with their q-values.
    func cells(level: Double) -> [FactorPartCell] {
        var cells = columns.keys.sorted().map { key in
            let column = columns[key]!
            var cell = FactorPartCell(factor: key.factor, unit: key.unit, symptom: key.symptom,
                                      part: TimeOfDay.allCases[key.part], lagDays: key.lag,
                                      people: Set(column.subjects).count, personDays: column.x.count)
            do throws(StatisticsError) {
                cell.slope = try LinearRegression.withinSubjects(
                    y: column.y, predictors: [Predictor(name: "x", values: column.x)], subjects: column.subjects,
                    level: level).term(named: "x")
            } catch {
                cell.undefined = error.description
            }
            return cell
        }
        for (index, q) in BenjaminiHochberg.qValues(cells.map { $0.slope?.pValue }) { cells[index].qValue = q }
        return cells
    }

    /// A factor's value, its unit and whether a day's values are averaged (levels) rather
    /// than added (amounts).
    private static func value(of measurement: FactorMeasurement) -> (Double, String, Bool) {
        let averaged = if case .level = measurement { true } else { false }
        return (measurement.value, measurement.unitName, averaged)
    }

    private struct FactorKey: Hashable {
        var name: String, unit: String, averaged: Bool
    }
}
