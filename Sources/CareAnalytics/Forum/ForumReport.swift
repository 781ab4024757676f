import CareStats

/// The information desk over a run (seed 004, DR3 and DR8's research analytics): how often
/// people ask, how many ask anonymously, how many questions a medical professional answers
/// and how fast, and how many replies users give. Counts and estimates only: the small-cell
/// rule is the report's to apply, on ``askers``.
public struct ForumReport: Sendable {
    /// People in the run.
    public var people: Int
    /// People who asked at least one question.
    public var askers: Int
    /// Person-weeks of the study: people × study days / 7.
    public var personWeeks: Double
    /// Questions asked.
    public var questions: Int
    /// Questions asked anonymously.
    public var anonymous: Int
    /// Questions a medical professional answered before the run ended.
    public var answered: Int
    /// Replies by users, per question, clustered by asker; nil with fewer than two askers
    /// or no variation.
    public var repliesPerQuestion: GroupMean?
    /// Kaplan-Meier curve of the hours from a question to its first professional answer,
    /// a question unanswered at the run's end censored then; nil without questions.
    public var hoursToAnswer: SurvivalCurve?
    /// Each arm's own report, by arm name, when the run has more than one arm (DR8's
    /// forum response times compared between arms); empty otherwise.
    public var arms: [(arm: String, report: ForumReport)] = []

    /// Questions per person-week; nil without person-weeks.
    public var questionsPerPersonWeek: Double? { personWeeks > 0 ? Double(questions) / personWeeks : nil }

    /// The share of questions asked anonymously, with its Wilson 95 % interval.
    public var anonymousShare: Proportion? { try? Proportion.wilson(successes: anonymous, trials: questions) }

    /// The share of questions answered before the run ended, with its Wilson 95 % interval.
    public var answeredShare: Proportion? { try? Proportion.wilson(successes: answered, trials: questions) }

    /// The Kaplan-Meier share of questions answered by the end of follow-up, one minus the
    /// curve's last survival, with the interval of that step: what estimates the chance of
    /// ever being answered when answers come well within the follow-up.
    public var answeredByEndOfFollowUp: (estimate: Double, interval: ConfidenceInterval)? {
        guard let last = hoursToAnswer?.steps.last else { return nil }
        return (1 - last.survival, ConfidenceInterval(lower: 1 - last.interval.upper, upper: 1 - last.interval.lower,
                                                       level: last.interval.level))
    }

    /// The hours by which a share `p` of questions had a professional answer (0.25, 0.5,
    /// 0.75 for the quartiles and the median), with its interval; nil without questions.
    public func hoursToAnswer(share p: Double) -> (estimate: Double, interval: ConfidenceInterval)? {
        hoursToAnswer?.timeToEventShare(p)
    }
}
