import CareModel
import CareStats

extension TruthAnalysis {
    /// Each planted parameter of `truth` with its estimate in `report`.
    static func forum(_ truth: GroundTruth.ForumTruth, report: ForumReport) -> [TruthComparison.ParameterRecovery] {
        typealias Recovery = TruthComparison.ParameterRecovery
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
