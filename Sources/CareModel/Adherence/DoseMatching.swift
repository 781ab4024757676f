import Foundation

/// Pairs taken doses with scheduled doses, the step every dose-level adherence measure
/// starts from.
///
/// Each taken dose belongs to the scheduled dose nearest to it in time (the earlier one on
/// a tie). A scheduled dose is taken when at least one dose belongs to it; every further
/// dose that belongs to it, and every dose when nothing was scheduled, is an extra dose.
struct DoseMatching {
    /// The scheduled instants, ascending.
    let scheduled: [Date]
    /// For each scheduled dose, the taken doses that belong to it, ascending.
    let assigned: [[Date]]
    /// Taken doses beyond the first for a scheduled dose, or with nothing scheduled.
    let extra: Int

    init(scheduled: [Date], taken: [Date]) {
        let scheduled = scheduled.sorted()
        var assigned = [[Date]](repeating: [], count: scheduled.count)
        var unmatched = 0
        for dose in taken.sorted() {
            guard let index = DoseMatching.nearest(to: dose, in: scheduled) else {
                unmatched += 1
                continue
            }
            assigned[index].append(dose)
        }
        self.scheduled = scheduled
        self.assigned = assigned
        self.extra = unmatched + assigned.reduce(0) { $0 + max(0, $1.count - 1) }
    }

    /// The number of scheduled doses with at least one dose.
    var takenCount: Int { assigned.filter { !$0.isEmpty }.count }

    /// The number of scheduled doses with a dose within `window` seconds of it.
    func onTimeCount(window: TimeInterval) -> Int {
        zip(scheduled, assigned).filter { due, doses in
            doses.contains { abs($0.timeIntervalSince(due)) <= window }
        }.count
    }

    /// The index of the scheduled instant nearest to `dose`, the earlier on a tie.
    private static func nearest(to dose: Date, in scheduled: [Date]) -> Int? {
        guard !scheduled.isEmpty else { return nil }
        var low = 0, high = scheduled.count
        while low < high {
            let middle = (low + high) / 2
            if scheduled[middle] < dose { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return 0 }
        guard low < scheduled.count else { return scheduled.count - 1 }
        let before = dose.timeIntervalSince(scheduled[low - 1])
        let after = scheduled[low].timeIntervalSince(dose)
        return before <= after ? low - 1 : low
    }
}
