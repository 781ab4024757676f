import CareModel
import CareStats

extension TruthComparison {
    /// A planted share of the medical record and its estimate from
    /// ``MedicalRecordAnalysis``: recovered when the Wilson 95 % interval covers it.
    public struct ShareRecovery: Sendable {
        /// What was planted.
        public var truth: GroundTruth.Share
        /// The estimate: holders over people (or, for a tooth status, teeth with it over
        /// charted teeth).
        public var estimate: MedicalRecordReport.Share

        /// Whether the interval covers the planted share; nil without people.
        public var recovered: Bool? {
            estimate.proportion.map { $0.interval.lower <= truth.planted && truth.planted <= $0.interval.upper }
        }
    }
}

extension TruthAnalysis {
    /// Each planted share of `truth` with its estimate in `report`, and the planted rates
    /// of mistakes with theirs (those planted above 0). A planted item no record holds has an estimate of 0 holders.
    static func medicalRecord(
        _ truth: GroundTruth.MedicalRecordTruth, report: MedicalRecordReport
    ) -> (shares: [TruthComparison.ShareRecovery], rates: [TruthComparison.MeanRecovery]) {
        let ownChances = Set(truth.shares.compactMap(\.fdi))
        let bloodTypePeople = report.shares.filter { $0.kind == "blood_type" }.reduce(0) { $0 + $1.holders }
        let shares = truth.shares.map { share in
            let estimate: MedicalRecordReport.Share
            if share.kind == "tooth_status", let status = ToothStatus(rawValue: share.item) {
                estimate = report.toothShare(status, fdi: share.fdi.map { [$0] }, excluding: ownChances)
            } else {
                estimate = report.shares.first { $0.kind == share.kind && $0.item == share.item }
                    ?? .init(kind: share.kind, item: share.item, holders: 0,
                             people: share.kind == "blood_type" ? bloodTypePeople : report.people)
            }
            return TruthComparison.ShareRecovery(truth: share, estimate: estimate)
        }
        let rates = [("deleted_items", truth.itemMistakesPerYear, report.deletedItemsPerYear),
                     ("tooth_corrections", truth.toothMistakesPerYear, report.toothCorrectionsPerYear)]
            .filter { $0.1 > 0 }
            .map { item, planted, observed in
                TruthComparison.MeanRecovery(item: item, planted: planted, distributionMean: planted, observed: observed,
                                             window: nil, people: observed?.people ?? report.people)
            }
        return (shares, rates)
    }
}
