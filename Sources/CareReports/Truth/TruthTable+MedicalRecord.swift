import CareAnalytics

extension TruthTable {
    /// The rows of the medical record's planted shares and mistake rates (kind
    /// `medical_record`, seed 001). A share's row is suppressed when fewer than the
    /// small-cell minimum hold it, or fewer than that do not.
    func medicalRecordRows(_ comparison: TruthComparison) -> [[String]] {
        let rule = smallCells
        let shares = comparison.medicalRecordShares.map { share in
            let estimate = share.estimate, proportion = estimate.proportion
            let smaller = min(estimate.holders, estimate.people - estimate.holders)
            let shown = rule.allows(smaller)
            let item = share.truth.fdi.map { "FDI \($0) \(share.truth.item)" } ?? share.truth.item
            let parameter = share.truth.kind == "tooth_status" ? "tooth_status_share"
                : share.truth.kind == "blood_type" ? "blood_type_share" : "\(share.truth.kind)_prevalence"
            let note = share.truth.kind == "tooth_status"
                ? "charted teeth with the status as of the last day, of " + (share.truth.fdi == nil
                    ? "the permanent teeth without chances of their own (teeth counted as independent)" : "this tooth")
                : share.truth.kind == "blood_type" ? "people with this blood type of those with one, as of the last day"
                : "people whose record holds it as of the last day, of those with a record"
            let planted = NumberFormat.roundTrip(share.truth.planted)
            return [
                "medical_record", "", "", "", item, "", parameter, planted, planted,
                AnalysisCSV.number(proportion?.estimate, shown: shown), "",
                AnalysisCSV.number(proportion?.interval.lower, shown: shown),
                AnalysisCSV.number(proportion?.interval.upper, shown: shown),
                "", AnalysisCSV.boolean(share.recovered, shown: shown), "",
                AnalysisCSV.count(estimate.people, shown: shown), "", "", "", "", note + " (Wilson 95 % interval)",
                AnalysisCSV.suppression(people: smaller, rule: rule),
            ]
        }
        let rates = comparison.medicalRecordRates.map { rate in
            let shown = rule.allows(rate.people)
            let planted = NumberFormat.roundTrip(rate.planted)
            return [
                "medical_record", "", "", "", rate.item, "", "mistakes_per_year", planted, planted,
                AnalysisCSV.number(rate.observed?.estimate, shown: shown), "",
                AnalysisCSV.number(rate.observed?.interval.lower, shown: shown),
                AnalysisCSV.number(rate.observed?.interval.upper, shown: shown),
                "", AnalysisCSV.boolean(rate.recovered, shown: shown), "",
                AnalysisCSV.count(rate.people, shown: shown), "", "", "", "",
                rate.item == "deleted_items"
                    ? "per person with a record, items deleted per year of the study (added in error, then deleted)"
                    : "per person with a record, half the edits of a charted tooth's status per year of the study "
                        + "(charted in error, then edited back)",
                AnalysisCSV.suppression(people: rate.people, rule: rule),
            ]
        }
        return shares + rates
    }
}
