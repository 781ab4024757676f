import CareAnalytics

extension RunReport {
    /// Relieving and aggravating factors on symptom entries (seed 000, Req 5-6): for each
    /// symptom and factor, the within-person change of the next entry's severity with the
    /// factor on an entry (``SymptomFactorAnalysis``). Only when some entry carries a
    /// factor; a factor documented by fewer people than the small-cell minimum is not
    /// named (its name may be a person's own words), only counted. Notes (Req 7) are never shown.
    var symptomFactorsSection: [String] {
        guard !symptomFactors.isEmpty else { return [] }
        var lines = [
            "## Relieving and aggravating factors",
            "",
            "Per symptom and factor documented on its entries: people and pairs of consecutive entries of the "
                + "symptom with the factor on the first; the change of the second entry's severity (0 absent to 4 "
                + "debilitating) with the factor present, within persons (person fixed effects, standard errors "
                + "clustered by person) with its 95 % interval; q is Benjamini-Hochberg over the table. People "
                + "choose what they note, so this is an association unless the factor was assigned at random (as "
                + "in a simulation). Per-cell p-values and counts: `carelab analyze symptom-factors`.",
            "",
            "| symptom | role | factor | people | pairs | change of next severity | 95 % interval | q |",
            "|---|---|---|---|---|---|---|---|",
        ]
        // A factor few people noted is not named: its name may be a person's own words.
        let hidden = symptomFactors.filter { !smallCells.allows($0.peopleWithFactor) }.count
        for cell in symptomFactors where smallCells.allows(cell.peopleWithFactor) {
            let labels = "| \(cell.symptom) | \(cell.role.rawValue) | \(cell.factor) |"
            let slope = cell.slope
            lines.append(labels + " \(NumberFormat.grouped(cell.peopleWithFactor)) | \(NumberFormat.grouped(cell.pairsWithFactor)) | "
                + "\(slope.map { NumberFormat.fixed($0.estimate, 2) } ?? "not estimable") | "
                + "\(slope.map { "\(NumberFormat.fixed($0.interval.lower, 2)) to \(NumberFormat.fixed($0.interval.upper, 2))" } ?? "") | "
                + "\(cell.qValue.map(NumberFormat.pValue) ?? "") |")
        }
        if hidden > 0 {
            lines.append("")
            lines.append("\(hidden == 1 ? "One factor" : "\(hidden) factors") noted by fewer than \(smallCells.minimumCount) "
                + "people \(hidden == 1 ? "is" : "are") not shown.")
        }
        lines.append("")
        return lines
    }
}
