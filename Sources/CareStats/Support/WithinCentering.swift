/// A column centred on its group means (the within transformation of fixed-effects models).
struct WithinCentering {
    /// Each value less the mean of its group.
    private(set) var centred: [Double]
    /// True when every group's values are all equal, so nothing varies within groups.
    private(set) var isConstantWithinEveryGroup = true

    /// Centres `values` on the means of `groups` (codes 0..<groupCount, one per value).
    init(_ values: [Double], groups: [Int], groupCount: Int) {
        var sums = [Double](repeating: 0, count: groupCount)
        var counts = [Int](repeating: 0, count: groupCount)
        var firsts = [Double?](repeating: nil, count: groupCount)
        for (value, group) in zip(values, groups) {
            sums[group] += value
            counts[group] += 1
            if let first = firsts[group] {
                if first != value { isConstantWithinEveryGroup = false }
            } else {
                firsts[group] = value
            }
        }
        let means = zip(sums, counts).map { $0 / Double(max($1, 1)) }
        centred = zip(values, groups).map { $0 - means[$1] }
    }
}
