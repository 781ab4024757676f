extension Correlation {
    /// Spearman's rank correlation of the pairs where both values are finite: Pearson's
    /// correlation of the ranks, tied values sharing their average rank (Spearman 1904;
    /// `scipy.stats.spearmanr`).
    ///
    /// Average ranks are multiples of ½ with mean (n + 1)/2, so the centred sums of squares
    /// and products are exact for n up to about 10⁵ and a perfect monotone relation gives
    /// exactly ±1 (where a general-purpose Pearson routine can give 1 − 2⁻⁵²). The p-value is
    /// Student's t approximation on n − 2 degrees of freedom, as scipy computes it (see
    /// ``tTestPValue(r:n:)``).
    ///
    /// - Throws: ``StatisticsError`` when the columns differ in length, fewer than 3 pairs
    ///   are complete, or either column is constant.
    public static func spearman(_ x: [Double], _ y: [Double]) throws(StatisticsError) -> Correlation {
        let pairs = try CompletePairs(x, y)
        let n = pairs.count
        let rx = averageRanks(pairs.x), ry = averageRanks(pairs.y)
        let mean = Double(n + 1) / 2
        var sxx = 0.0, syy = 0.0, sxy = 0.0
        for i in 0..<n {
            let dx = rx[i] - mean, dy = ry[i] - mean
            sxx += dx * dx
            syy += dy * dy
            sxy += dx * dy
        }
        let r = min(1, max(-1, sxy / (sxx * syy).squareRoot()))
        return Correlation(r: r, n: n, pValue: tTestPValue(r: r, n: n), method: .spearman)
    }

    /// The ranks 1…n of `values`, each run of tied values given the mean of its ranks.
    static func averageRanks(_ values: [Double]) -> [Double] {
        let order = values.indices.sorted { values[$0] < values[$1] }
        var ranks = [Double](repeating: 0, count: values.count)
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count, values[order[end]] == values[order[start]] { end += 1 }
            let rank = Double(start + 1 + end) / 2
            for k in start..<end { ranks[order[k]] = rank }
            start = end
        }
        return ranks
    }
}
