/// The days on which medication is available when supply is "banked": a fill taken while
/// earlier supply remains starts the day that supply runs out (PQA: "the start date of the
/// later prescription is adjusted to the day after the previous fill has ended"; AdhereR:
/// carry-over, "oversupply from previous events is used first").
///
/// Days are whole-day offsets from an origin day; spans are half-open.
struct SupplyTimeline {
    /// The covered days, ascending and disjoint.
    private(set) var spans: [Range<Int>] = []

    /// The timeline of `events` (day offset, days' supply), taken in date order.
    init(_ events: [(day: Int, supply: Int)]) {
        var supplyEnd = Int.min
        for event in events.sorted(by: { $0.day < $1.day }) {
            let start = max(event.day, supplyEnd)
            supplyEnd = start + event.supply
            if let last = spans.last, last.upperBound == start {
                spans[spans.count - 1] = last.lowerBound..<supplyEnd
            } else {
                spans.append(start..<supplyEnd)
            }
        }
    }

    /// The day on which the last supply runs out; nil without events.
    var supplyEnd: Int? { spans.last?.upperBound }

    /// How many days of `range` have medication available.
    func coveredDays(in range: Range<Int>) -> Int {
        spans.reduce(0) { total, span in total + max(0, min(span.upperBound, range.upperBound) - max(span.lowerBound, range.lowerBound)) }
    }
}
