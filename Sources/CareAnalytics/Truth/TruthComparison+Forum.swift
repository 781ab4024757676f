import CareModel
import CareStats

extension TruthComparison {
    /// A planted parameter of the information desk (seed 004, DR3) and its estimate from
    /// ``ForumAnalysis``: recovered when the 95 % interval covers it.
    public struct ForumRecovery: Sendable {
        /// `anonymous_share`, `answer_chance`, `median_hours_to_answer` or
        /// `replies_per_question`.
        public var parameter: String
        /// What was planted.
        public var planted: Double
        /// The estimate; nil when undefined (no questions, or the curve never gets there).
        public var estimate: Double?
        /// Its 95 % interval; nil when an end is undefined.
        public var interval: ConfidenceInterval?
        /// People who asked.
        public var people: Int
        /// The estimate's method.
        public var note: String

        /// Whether the interval covers the planted value; nil without one.
        public var recovered: Bool? { interval.map { $0.lower <= planted && planted <= $0.upper } }
    }
}

extension TruthAnalysis {
    /// Each planted parameter of `truth` with its estimate in `report`.
    static func forum(_ truth: GroundTruth.ForumTruth, report: ForumReport) -> [TruthComparison.ForumRecovery] {
        typealias Recovery = TruthComparison.ForumRecovery
        let people = report.askers
        var rows = [
            Recovery(parameter: "anonymous_share", planted: truth.anonymousShare, estimate: report.anonymousShare?.estimate,
                     interval: report.anonymousShare?.interval, people: people,
                     note: "questions asked anonymously of all questions (Wilson 95 % interval)"),
            Recovery(parameter: "answer_chance", planted: truth.answerChance, estimate: report.answeredByEndOfFollowUp?.estimate,
                     interval: report.answeredByEndOfFollowUp?.interval, people: people,
                     note: "questions answered by a medical professional by the end of follow-up: one minus the "
                        + "Kaplan-Meier curve's last value, unanswered questions censored at the run's end"),
        ]
        if let median = truth.medianHoursToAnswer {
            let estimate = report.hoursToAnswer(share: 0.5)
            rows.append(Recovery(
                parameter: "median_hours_to_answer", planted: median, estimate: estimate.flatMap { $0.estimate.isFinite ? $0.estimate : nil },
                interval: estimate.flatMap { $0.interval.upper.isFinite ? $0.interval : nil }, people: people,
                note: "Kaplan-Meier median hours from a question to its first professional answer over all questions, "
                    + "unanswered ones censored at the run's end (interval from the exponential Greenwood band); planted the "
                    + "(0.5 / answer chance) quantile of \(truth.answerHours)"))
        }
        rows.append(Recovery(
            parameter: "replies_per_question", planted: truth.repliesPerQuestion, estimate: report.repliesPerQuestion?.estimate,
            interval: report.repliesPerQuestion?.interval, people: people,
            note: "replies by users per question, interval clustered by asker; replies due after the run's end are not seen"))
        return rows
    }
}
