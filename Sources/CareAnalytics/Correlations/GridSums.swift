import CareStats

/// The running sums of a whole correlation grid, fed one person at a time.
///
/// For each cell a person's complete pairs are summarised in two passes (means, then
/// deviations) into one ``PearsonAccumulator``, which then goes three ways: merged into the
/// pooled accumulator, added as a subject to the within-person (repeated-measures)
/// accumulator, and its two means added as one pair to the between-person accumulator.
/// Memory is constant in the number of people and days.
struct GridSums {
    /// Accumulators of one cell.
    struct Cell {
        var pooled = PearsonAccumulator()
        /// The pooled pairs person by person, for the test clustered by person.
        var clustered = ClusteredSlopeAccumulator()
        var between = PearsonAccumulator()
        var within = RepeatedMeasuresAccumulator()
        /// The pooled pairs of a level factor, for rank correlations; nil for amounts.
        var ordinal: OrdinalPairs?
    }

    let lags: [Int]
    let outcomeCount: Int
    /// Outcomes from this index on may be missing (NaN) on some days: their pairs are the
    /// days with a value, counted apart for each outcome.
    let firstGappedOutcome: Int
    /// `cells[factor][outcome * lags.count + lag]`; factors are numbered by the panel layout.
    private(set) var cells: [[Cell]] = []
    private var pairDays: [Int] = []
    private var deviations: [Double] = []
    /// The days paired for one outcome that may be missing, reused between calls.
    private var gappedDays: [Int] = []

    init(lags: [Int], outcomeCount: Int, firstGappedOutcome: Int? = nil) {
        self.lags = lags
        self.outcomeCount = outcomeCount
        self.firstGappedOutcome = firstGappedOutcome ?? outcomeCount
    }

    /// The mean of `scores[day + lag]` over `days`, its sum of squared deviations, and its
    /// co-moment with the factor's `deviations` (one per day), in one pass.
    ///
    /// Daily scores are whole numbers of points, so their sum and sum of squares are exact in
    /// a `Double` (up to 2^53) and the sum of squared deviations, `Σy² − (Σy)²/n`, is rounded
    /// once or twice rather than cancelling; the deviations of the factor sum to zero, so
    /// `Σ dx·y` is the co-moment `Σ dx·(y − ȳ)` up to rounding.
    private static func moments(
        _ scores: [Double], lag: Int, days: [Int], deviations: [Double]
    ) -> (mean: Double, sumSquares: Double, coMoment: Double) {
        scores.withUnsafeBufferPointer { y in
            days.withUnsafeBufferPointer { days in
                deviations.withUnsafeBufferPointer { dx in
                    var sum = 0.0, sumOfSquares = 0.0, coMoment = 0.0
                    for i in 0..<days.count {
                        let value = y[days[i] + lag]
                        sum += value
                        sumOfSquares += value * value
                        coMoment += dx[i] * value
                    }
                    let mean = sum / Double(days.count)
                    return (mean, max(0, sumOfSquares - sum * mean), coMoment)
                }
            }
        }
    }

    /// Adds the sums of another part of the people; `factorIndex[f]` is this grid's number
    /// for the other grid's factor `f`.
    mutating func merge(_ other: GridSums, factorIndex: [Int]) {
        for (f, cells) in other.cells.enumerated() {
            let g = factorIndex[f]
            while self.cells.count <= g {
                self.cells.append(Array(repeating: Cell(), count: outcomeCount * lags.count))
            }
            for (c, cell) in cells.enumerated() {
                self.cells[g][c].pooled.merge(cell.pooled)
                self.cells[g][c].clustered.merge(cell.clustered)
                self.cells[g][c].between.merge(cell.between)
                self.cells[g][c].within.merge(cell.within)
                if let ordinal = cell.ordinal {
                    self.cells[g][c].ordinal = self.cells[g][c].ordinal ?? OrdinalPairs()
                    self.cells[g][c].ordinal!.merge(ordinal)
                }
            }
        }
    }

    /// Adds one person: `outcomes[o][day]` are their scores (whole numbers of points, which
    /// ``moments(_:lag:days:deviations:)`` relies on), categories then symptoms, then the
    /// outcomes that may be missing on some days. `isLevel[f]` says factor `f` is
    /// logged as a level, whose pooled pairs are also kept for rank correlations.
    mutating func add(_ days: PersonDays, outcomes: [[Double]], isLevel: [Bool] = []) {
        let dayCount = days.logged.count
        for (f, totals) in days.factorTotals.enumerated() where !totals.isEmpty {
            while cells.count <= f {
                cells.append(Array(repeating: Cell(), count: outcomeCount * lags.count))
            }
            for (l, lag) in lags.enumerated() {
                pairDays.removeAll(keepingCapacity: true)
                for day in 0..<max(0, dayCount - lag) where totals[day].isFinite && days.logged[day + lag] {
                    pairDays.append(day)
                }
                guard !pairDays.isEmpty else { continue }
                let n = Double(pairDays.count)
                var sumX = 0.0
                for day in pairDays { sumX += totals[day] }
                let meanX = sumX / n
                deviations.removeAll(keepingCapacity: true)
                var sumSquaresX = 0.0
                for day in pairDays {
                    let dx = totals[day] - meanX
                    deviations.append(dx)
                    sumSquaresX += dx * dx
                }
                for (o, scores) in outcomes.enumerated() where o < firstGappedOutcome {
                    let (meanY, sumSquaresY, coMoment) = Self.moments(scores, lag: lag, days: pairDays, deviations: deviations)
                    add(PearsonAccumulator(count: pairDays.count, meanX: meanX, meanY: meanY,
                                           sumSquaresX: sumSquaresX, sumSquaresY: sumSquaresY, coMoment: coMoment),
                        to: f, o * lags.count + l)
                    if f < isLevel.count, isLevel[f] {
                        for day in pairDays { addOrdinal(level: totals[day], outcome: scores[day + lag], to: f, o * lags.count + l) }
                    }
                }
            }
            for o in outcomes.indices where o >= firstGappedOutcome {
                addGapped(totals, outcomes[o], factor: f, outcome: o, isLevel: f < isLevel.count && isLevel[f])
            }
        }
    }

    /// Adds one person's pairs of a factor and an outcome that may be missing on some days:
    /// days with the factor on day t and the outcome on day t + lag.
    private mutating func addGapped(_ totals: [Double], _ values: [Double], factor f: Int, outcome o: Int, isLevel: Bool) {
        for (l, lag) in lags.enumerated() {
            gappedDays.removeAll(keepingCapacity: true)
            for day in 0..<max(0, totals.count - lag) where totals[day].isFinite && values[day + lag].isFinite {
                gappedDays.append(day)
            }
            guard !gappedDays.isEmpty else { continue }
            let n = Double(gappedDays.count)
            var sumX = 0.0, sumY = 0.0
            for day in gappedDays {
                sumX += totals[day]
                sumY += values[day + lag]
            }
            let meanX = sumX / n, meanY = sumY / n
            var sumSquaresX = 0.0, sumSquaresY = 0.0, coMoment = 0.0
            for day in gappedDays {
                let dx = totals[day] - meanX, dy = values[day + lag] - meanY
                sumSquaresX += dx * dx
                sumSquaresY += dy * dy
                coMoment += dx * dy
            }
            add(PearsonAccumulator(count: gappedDays.count, meanX: meanX, meanY: meanY,
                                   sumSquaresX: sumSquaresX, sumSquaresY: sumSquaresY, coMoment: coMoment),
                to: f, o * lags.count + l)
            if isLevel {
                for day in gappedDays { addOrdinal(level: totals[day], outcome: values[day + lag], to: f, o * lags.count + l) }
            }
        }
    }

    /// Merges one person's sums into a cell three ways: pooled, as a within-person subject,
    /// and their means as one between-person pair.
    private mutating func add(_ person: PearsonAccumulator, to f: Int, _ c: Int) {
        cells[f][c].pooled.merge(person)
        cells[f][c].clustered.add(cluster: person)
        cells[f][c].within.add(subject: person)
        cells[f][c].between.add(person.meanX, person.meanY)
    }

    /// Counts one pooled pair of a level factor in a cell.
    private mutating func addOrdinal(level: Double, outcome: Double, to f: Int, _ c: Int) {
        if cells[f][c].ordinal == nil { cells[f][c].ordinal = OrdinalPairs() }
        cells[f][c].ordinal!.add(level: level, outcome: outcome)
    }
}
