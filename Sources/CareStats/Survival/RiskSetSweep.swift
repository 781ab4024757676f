/// The weighted sums over the risk set at one event time t, and over the rows with the event
/// at t, for risk scores r = exp(η): S₀ = Σ r, S₁ = Σ r x, S₂ = Σ r x xᵀ.
struct RiskSet {
    /// The event time.
    var time = 0.0
    /// The rows with the event at ``time``.
    var deaths: [Int] = []
    /// S₀ over the rows at risk (start < t ≤ stop), the deaths included.
    var riskSum = 0.0
    /// S₁ over the rows at risk.
    var first: [Double]
    /// S₂ over the rows at risk, p × p row-major; empty unless asked for.
    var second: [Double]
    /// S₀ over the deaths.
    var deathRiskSum = 0.0
    /// S₁ over the deaths.
    var deathFirst: [Double]
    /// S₂ over the deaths; empty unless asked for.
    var deathSecond: [Double]

    /// Zero sums for `p` covariates, with or without the second moments.
    init(columns p: Int, secondMoments: Bool) {
        first = [Double](repeating: 0, count: p)
        deathFirst = first
        second = [Double](repeating: 0, count: secondMoments ? p * p : 0)
        deathSecond = second
    }
}

extension CoxData {
    /// Calls `body` with the risk set of each distinct event time, the latest first.
    ///
    /// One backward sweep, as survival's `agfit4`: a row joins the running sums when the
    /// sweep reaches its stop time and leaves them when it reaches its start time, so the
    /// sweep is O(n p²) after sorting. The sums restart from zero whenever the risk set
    /// empties, so rounding does not carry across gaps in follow-up.
    func sweepRiskSets(risk: [Double], secondMoments: Bool, _ body: (RiskSet) -> Void) {
        let p = columns
        var set = RiskSet(columns: p, secondMoments: secondMoments)
        var entering = 0, leaving = 0, atRisk = 0
        while let next = byStopDescending[entering...].first(where: { event[$0] }) {
            let t = stop[next]
            set.time = t
            set.deaths.removeAll(keepingCapacity: true)
            set.deathRiskSum = 0
            for j in 0..<p { set.deathFirst[j] = 0 }
            for j in set.deathSecond.indices { set.deathSecond[j] = 0 }

            while entering < rows, stop[byStopDescending[entering]] >= t {
                let i = byStopDescending[entering]
                add(row: i, risk: risk[i], sign: 1, to: &set.riskSum, &set.first, &set.second)
                if event[i], stop[i] == t {
                    set.deaths.append(i)
                    add(row: i, risk: risk[i], sign: 1, to: &set.deathRiskSum, &set.deathFirst, &set.deathSecond)
                }
                atRisk += 1
                entering += 1
            }
            while leaving < rows, start[byStartDescending[leaving]] >= t {
                let i = byStartDescending[leaving]
                atRisk -= 1
                if atRisk == 0 {
                    set.riskSum = 0
                    for j in 0..<p { set.first[j] = 0 }
                    for j in set.second.indices { set.second[j] = 0 }
                } else {
                    add(row: i, risk: risk[i], sign: -1, to: &set.riskSum, &set.first, &set.second)
                }
                leaving += 1
            }
            body(set)
        }
    }

    /// Adds (sign 1) or removes (sign −1) row i's r, r x and r x xᵀ.
    private func add(
        row i: Int, risk: Double, sign: Double, to sum: inout Double, _ first: inout [Double], _ second: inout [Double]
    ) {
        let p = columns, r = sign * risk
        sum += r
        for j in 0..<p { first[j] += r * x[i * p + j] }
        guard !second.isEmpty else { return }
        for j in 0..<p {
            let rxj = r * x[i * p + j]
            for k in 0..<p { second[j * p + k] += rxj * x[i * p + k] }
        }
    }
}
