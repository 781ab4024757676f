import CareModel
import CareStats

extension TruthComparison {
    /// A planted parameter of the learning modules (seed 004, DR5.FR6.0, DR8) and its
    /// estimate from ``ModuleAnalysis``: recovered when the 95 % interval covers it.
    public struct ModuleRecovery: Sendable {
        /// `completion`, `correct_probability` or `phq9_change_after_module`.
        public var parameter: String
        /// The module and question (`cravings q2`), `PHQ-9`, or empty.
        public var item: String
        /// What was planted, on the estimate's scale.
        public var planted: Double
        /// The estimate; nil when undefined.
        public var estimate: Double?
        /// Its 95 % interval; nil when undefined.
        public var interval: ConfidenceInterval?
        /// People behind the estimate.
        public var people: Int
        /// The estimate's method.
        public var note: String

        /// Whether the interval covers the planted value; nil without one.
        public var recovered: Bool? { interval.map { $0.lower <= planted && planted <= $0.upper } }
    }
}

extension TruthAnalysis {
    /// Each planted parameter of `truth` with its estimate in `report` (run with the
    /// truth's effect modules).
    static func modules(_ truth: GroundTruth.LearningModulesTruth, report: ModuleReport) -> [TruthComparison.ModuleRecovery] {
        typealias Recovery = TruthComparison.ModuleRecovery
        var rows = [Recovery(
            parameter: "completion", item: "", planted: truth.completion, estimate: report.completionShare?.estimate,
            interval: report.completionShare?.interval, people: report.openers,
            note: "completed attempts of the learning modules opened (Wilson 95 % interval)")]
        for module in truth.modules {
            let summary = report.summaries.first { $0.module == module.id && $0.group == "all" }
            for (index, planted) in module.correctProbabilities.enumerated() {
                let share = summary.flatMap { index < $0.questions.count ? $0.questions[index] : nil }
                rows.append(Recovery(
                    parameter: "correct_probability", item: "\(module.id) q\(index + 1)", planted: planted,
                    estimate: share?.estimate, interval: share?.interval, people: summary?.people ?? 0,
                    note: "attempts answering the question correctly of all attempts (Wilson 95 % interval)"))
            }
        }
        let change = report.phq9Change
        rows.append(Recovery(
            parameter: "phq9_change_after_module", item: "PHQ-9", planted: -Double(truth.phq9Points),
            estimate: change?.estimate, interval: change?.interval, people: change?.people ?? 0,
            note: "within-person regression of each PHQ-9 total on a module completed since the previous PHQ-9, "
                + "person-clustered interval; planted minus the points a module takes off (a total never goes below 0)"))
        return rows
    }
}
