import CareModel
import CareStats

/// Standard questionnaires (PHQ-9, PHQ-2, GAD-7, WHO-5) over a run: the survey results of
/// seed 004's research analytics (DR8.FR10), per questionnaire and group.
public struct QuestionnaireReport: Sendable {
    /// How many people were in one band at their first and at their last scored response.
    public struct BandCount: Sendable {
        public var band: QuestionnaireBand
        /// The raw totals of the band.
        public var totals: ClosedRange<Int>
        /// People in the band at their first scored response.
        public var first: Int
        /// People in the band at their last scored response (their first when they have
        /// only one).
        public var last: Int
    }

    /// One questionnaire in one group (`all` or an arm).
    public struct Summary: Sendable {
        public var questionnaire: Questionnaire
        /// `all`, or an arm when the run has more than one.
        public var group: String
        /// People with any response, scored or not.
        public var people: Int
        /// Responses, scored or not.
        public var responses: Int
        /// Responses with a total (not too many items skipped).
        public var scoredResponses: Int
        /// People with at least one scored response: the denominator of the band shares.
        public var scoredPeople: Int
        /// The mean raw total over scored responses, its interval clustered by person.
        public var meanTotal: GroupMean?
        /// Every band of the questionnaire, lowest totals first.
        public var bands: [BandCount]
        /// People with at least two scored responses.
        public var changePeople: Int
        /// Change from enrolment: the mean over people of their last total less their first.
        public var change: GroupMean?
        /// PHQ-9 only: responses with item 9 (thoughts of self-harm) answered above 0.
        public var flaggedResponses: Int
        /// PHQ-9 only: people with at least one such response.
        public var flaggedPeople: Int

        /// The share of scored people in a band, with its Wilson interval.
        public func share(_ count: Int) -> Proportion? {
            try? Proportion.wilson(successes: count, trials: scoredPeople)
        }

        /// PHQ-9 only: the share of responses with item 9 flagged (Wilson interval over
        /// responses, as if independent); nil for other questionnaires.
        public var flaggedShare: Proportion? {
            questionnaire == .phq9 ? try? Proportion.wilson(successes: flaggedResponses, trials: responses) : nil
        }
    }

    /// One summary per questionnaire answered and group, questionnaires in
    /// ``Questionnaire`` order, `all` first.
    public var summaries: [Summary]

    /// Whether the run has any questionnaire response.
    public var isEmpty: Bool { summaries.isEmpty }
}
