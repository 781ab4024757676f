/// Validated counting-process data for a Cox model: row i is at risk at the times t with
/// start < t ≤ stop, and has the event at stop when `event[i]`. Right-censored data are the
/// special case start = −∞.
///
/// The covariates are stored centred on their means: the partial likelihood, its derivatives
/// and the score residuals do not change, and exp(η) stays in range (coxph does the same).
struct CoxData {
    /// The start of each row's interval, −∞ for right-censored data.
    let start: [Double]
    /// The end of each row's interval: the time of the event or of censoring.
    let stop: [Double]
    /// Whether the row ends with the event.
    let event: [Bool]
    /// The centred covariates, row-major: `x[i * columns + j]`.
    let x: [Double]
    /// The number of rows.
    let rows: Int
    /// The number of covariates.
    let columns: Int
    /// The rows by decreasing stop time, the order in which they enter the risk set of a
    /// backward sweep over time.
    let byStopDescending: [Int]
    /// The rows by decreasing start time, the order in which they leave it.
    let byStartDescending: [Int]

    /// Checks and centres the data; `start` is nil for right-censored data, and `stopName`
    /// names the stop column in errors ("time" or "stop").
    ///
    /// - Throws: ``StatisticsError/lengthMismatch(x:y:)`` when a column, the names or the
    ///   events differ in length; ``StatisticsError/outOfRange(name:value:expected:)``
    ///   without covariates; ``StatisticsError/nonFinite(name:row:)`` for NaN or infinite
    ///   times or covariates; ``StatisticsError/emptyInterval(row:start:stop:)`` when
    ///   start ≥ stop; ``StatisticsError/noEvents``; ``StatisticsError/constantInput(column:)``.
    init(
        start: [Double]?, stop: [Double], event: [Bool], covariates: [[Double]], names: [String],
        stopName: String
    ) throws(StatisticsError) {
        let n = stop.count, p = covariates.count
        guard names.count == p else { throw .lengthMismatch(x: names.count, y: p) }
        guard p > 0 else { throw .outOfRange(name: "covariates", value: 0, expected: "at least one column") }
        guard event.count == n else { throw .lengthMismatch(x: n, y: event.count) }
        if let start, start.count != n { throw .lengthMismatch(x: start.count, y: n) }
        for column in covariates where column.count != n { throw .lengthMismatch(x: n, y: column.count) }

        for i in 0..<n {
            guard stop[i].isFinite else { throw .nonFinite(name: stopName, row: i) }
            if let start {
                guard start[i].isFinite else { throw .nonFinite(name: "start", row: i) }
                guard start[i] < stop[i] else { throw .emptyInterval(row: i, start: start[i], stop: stop[i]) }
            }
            for (name, column) in zip(names, covariates) where !column[i].isFinite {
                throw .nonFinite(name: name, row: i)
            }
        }
        guard event.contains(true) else { throw .noEvents }
        for (name, column) in zip(names, covariates) where column.allSatisfy({ $0 == column[0] }) {
            throw .constantInput(column: name)
        }

        var x = [Double](repeating: 0, count: n * p)
        for (j, column) in covariates.enumerated() {
            let mean = column.reduce(0, +) / Double(n)
            for i in 0..<n { x[i * p + j] = column[i] - mean }
        }
        let entry = start ?? [Double](repeating: -.infinity, count: n)
        self.start = entry
        self.stop = stop
        self.event = event
        self.x = x
        rows = n
        columns = p
        byStopDescending = stop.indices.sorted { stop[$0] > stop[$1] }
        byStartDescending = entry.indices.sorted { entry[$0] > entry[$1] }
    }

    /// The linear predictor η = x β of each row.
    func linearPredictor(_ beta: [Double]) -> [Double] {
        (0..<rows).map { i in
            var eta = 0.0
            for j in 0..<columns { eta += x[i * columns + j] * beta[j] }
            return eta
        }
    }

    /// The number of events.
    var events: Int { event.reduce(0) { $0 + ($1 ? 1 : 0) } }
}
