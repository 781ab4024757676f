import CareModel
import CareStats
import Foundation

/// A window of hours after a lifestyle factor was taken.
public struct HourWindow: Hashable, Sendable, CustomStringConvertible {
    /// Hours from the factor's entry to the window's start (included).
    public var from: Int
    /// Hours to its end (excluded).
    public var to: Int

    /// A window from `from` up to `to` hours.
    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }

    /// The windows `analyze time-of-day` uses: 0-6 h, 6-12 h and 12-24 h.
    public static let standard = [HourWindow(from: 0, to: 6), HourWindow(from: 6, to: 12), HourWindow(from: 12, to: 24)]

    /// `0-6 h`.
    public var description: String { "\(from)-\(to) h" }
}

/// A lifestyle factor against a symptom's onset within a window of hours after it was taken
/// (seed 000, Req 3 and 11: lags in hours as well as days).
public struct HourLagCell: Hashable, Sendable {
    /// The factor's name as stored.
    public var factor: String
    /// Its unit, `level` for a level factor.
    public var unit: String
    /// The symptom whose onset is the outcome.
    public var symptom: String
    /// The window after the factor's entry.
    public var window: HourWindow
    /// People with an entry of the factor: the count the small-cell rule applies to.
    public var people: Int
    /// Entries of the factor.
    public var entries: Int
    /// Of them, entries followed by an onset of the symptom in the window.
    public var entriesWithOnset: Int
    /// The within-person slope of onset in the window (0 or 1) on the factor's value, per
    /// unit; nil when it cannot be estimated (``undefined`` says why).
    public var slope: LinearRegression.Term?
    /// The Benjamini-Hochberg q over every cell with a p-value; NaN without one.
    public var qValue: Double = .nan
    /// Why the slope is missing.
    public var undefined: String?
}

/// Collects, per factor, symptom and window, each factor entry's value and whether an
/// onset of the symptom followed within the window (``HourLagCell``).
struct HourLags {
    struct Key: Hashable, Comparable {
        var factor: String, unit: String, symptom: String, window: Int

        static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.factor, lhs.unit, lhs.symptom, lhs.window) < (rhs.factor, rhs.unit, rhs.symptom, rhs.window)
        }
    }

    let windows: [HourWindow]
    private var columns: [Key: (subjects: [Int], x: [Double], y: [Double])] = [:]

    init(windows: [HourWindow]) { self.windows = windows }

    /// Adds one person's factor entries against their onsets of `symptoms`.
    mutating func add(person: Int, factors: [LifestyleFactorEntry], symptoms: [SymptomEntry], tracked: [String]) {
        var onsets: [String: [Date]] = [:]
        for entry in symptoms { onsets[entry.symptom.name, default: []].append(entry.timestamp) }
        for name in onsets.keys { onsets[name]!.sort() }
        for entry in factors {
            let (x, unit) = (entry.measurement.value, entry.measurement.unitName)
            for symptom in tracked {
                let times = onsets[symptom] ?? []
                for (w, window) in windows.enumerated() {
                    let start = entry.timestamp.addingTimeInterval(Double(window.from) * 3600)
                    let end = entry.timestamp.addingTimeInterval(Double(window.to) * 3600)
                    let first = Self.firstIndex(in: times, notBefore: start)
                    let key = Key(factor: entry.factor, unit: unit, symptom: symptom, window: w)
                    columns[key, default: ([], [], [])].subjects.append(person)
                    columns[key]!.x.append(x)
                    columns[key]!.y.append(first < times.count && times[first] < end ? 1 : 0)
                }
            }
        }
    }

    /// The cells, by factor, unit, symptom and window, with their q-values.
    func cells(level: Double) -> [HourLagCell] {
        var cells = columns.keys.sorted().map { key in
            let column = columns[key]!
            var cell = HourLagCell(factor: key.factor, unit: key.unit, symptom: key.symptom, window: windows[key.window],
                                   people: Set(column.subjects).count, entries: column.x.count,
                                   entriesWithOnset: Int(column.y.reduce(0, +)))
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

    /// The first index of sorted `times` at or after `instant`.
    private static func firstIndex(in times: [Date], notBefore instant: Date) -> Int {
        var low = 0, high = times.count
        while low < high {
            let middle = (low + high) / 2
            if times[middle] < instant { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
