/// The proportion of days covered in a measurement period (Pharmacy Quality Alliance,
/// "PQA Adherence Measures", Proportion of Days Covered; Nau DP, Proportion of Days Covered
/// as a preferred method of measuring medication adherence, PQA 2012).
public struct DaysCovered: Hashable, Sendable {
    /// The first fill in the measurement period: the index prescription start date (IPSD).
    public let indexDay: CalendarDay
    /// Fills in the measurement period (PQA counts a person only from two fills on).
    public let fillCount: Int
    /// Days from the index day to the end of the period with medication available.
    public let coveredDays: Int
    /// Days from the index day to the end of the period.
    public let periodDays: Int
    /// The threshold from which the person counts as adherent.
    public let threshold: Double

    /// Covered days over period days: at most 1, since a day is covered once at most.
    public var proportion: Double { Double(coveredDays) / Double(periodDays) }

    /// Whether the proportion reaches the threshold (PQA: PDC ≥ 0.8).
    public var isAdherent: Bool { proportion >= threshold }
}

extension RefillHistory {
    /// The PDC of the fills in `period`, the PQA method: the period runs from the first
    /// fill in it (the index day) to its end; a fill made while earlier supply remains is
    /// shifted to start when that supply runs out; days after the period do not count, so
    /// the proportion is at most 1. Fills before the period are ignored. Nil when no fill
    /// falls in the period.
    public func daysCovered(in period: DayWindow, threshold: Double = AdherenceRule.standard.pdcThreshold) -> DaysCovered? {
        guard let index = events.first(where: { period.contains($0.day) })?.day else { return nil }
        let fills = offsets(from: index, first: index, last: period.last)
        let days = index.days(to: period.end)
        return DaysCovered(
            indexDay: index, fillCount: fills.count,
            coveredDays: SupplyTimeline(fills).coveredDays(in: 0..<days),
            periodDays: days, threshold: threshold
        )
    }

    /// The medication possession ratio of the fills in `period`: the days' supply of every
    /// fill from the index day (the first fill in the period) to the end of the period,
    /// divided by the days from the index day to the end of the period (Hess LM, Raebel
    /// MA, Conner DA, Malone DC. Measurement of adherence in pharmacy administrative
    /// databases: a proposal for standard definitions and preferred measures. Ann
    /// Pharmacother 2006;40:1280-8). Overlapping supplies add up, so it can exceed 1;
    /// over the same period it is never below the PDC. Nil when no fill falls in the period.
    public func medicationPossessionRatio(in period: DayWindow) -> Double? {
        guard let index = events.first(where: { period.contains($0.day) })?.day else { return nil }
        let supplied = offsets(from: index, first: index, last: period.last).reduce(0) { $0 + $1.supply }
        return Double(supplied) / Double(index.days(to: period.end))
    }
}
