/// How a questionnaire with skipped items is scored.
///
/// The instruments' own scoring instructions describe complete responses only, so CareLab's
/// default is ``requireAll``: a response with any skipped item has no total and no band. A
/// study that prorates says so explicitly with ``prorate(maxMissing:)``.
public enum MissingItemPolicy: Hashable, Codable, Sendable {
    /// Any skipped item leaves the total undefined.
    case requireAll
    /// Up to `maxMissing` skipped items are replaced by the mean of the answered ones: the
    /// total is the answered sum × item count ÷ answered items, rounded half up.
    case prorate(maxMissing: Int)
}

/// The scored result of a ``QuestionnaireResponse``.
public struct QuestionnaireScore: Hashable, Codable, Sendable {
    /// The questionnaire.
    public var questionnaire: Questionnaire
    /// The total (raw score), nil when too many items were skipped.
    public var total: Int?
    /// Whether the total was prorated from fewer answers than items.
    public var isProrated: Bool
    /// Items answered.
    public var answeredItems: Int
    /// The published band of the total; nil without a total.
    public var band: QuestionnaireBand?
    /// PHQ-9 only: item 9 ("thoughts that you would be better off dead or of hurting
    /// yourself") was answered above 0. Flagged on its own, whatever the total or the
    /// skipped items, because a positive answer calls for a safety assessment (Kroenke 2001).
    public var selfHarmItemPositive: Bool

    /// Scores `response` under `policy`.
    public init(_ response: QuestionnaireResponse, policy: MissingItemPolicy = .requireAll) throws(QuestionnaireError) {
        let questionnaire = response.questionnaire
        let answered = response.answers.compactMap { $0 }
        let sum = answered.reduce(0, +)
        let missing = questionnaire.itemCount - answered.count
        var total: Int?
        switch policy {
        case .requireAll:
            total = missing == 0 ? sum : nil
        case .prorate(let maxMissing):
            guard maxMissing >= 0, maxMissing < questionnaire.itemCount else {
                throw .invalidMissingLimit(maxMissing)
            }
            if missing <= maxMissing {
                // Half-up rounding of sum × items / answered, in integers.
                total = (2 * sum * questionnaire.itemCount + answered.count) / (2 * answered.count)
            }
        }
        self.questionnaire = questionnaire
        self.total = total
        isProrated = total != nil && missing > 0
        answeredItems = answered.count
        band = total.map(questionnaire.band(forTotal:))
        selfHarmItemPositive = questionnaire == .phq9 && (response.answer(item: 9) ?? 0) > 0
    }

    /// A score as it was stored: the total (nil when too many items were missing to score)
    /// and how many items were answered; whether it was prorated and its band follow from
    /// them, as when it was first computed.
    public init(questionnaire: Questionnaire, total: Int?, answeredItems: Int, selfHarmItemPositive: Bool) {
        self.questionnaire = questionnaire
        self.total = total
        self.answeredItems = answeredItems
        self.selfHarmItemPositive = selfHarmItemPositive
        isProrated = total != nil && answeredItems < questionnaire.itemCount
        band = total.map(questionnaire.band(forTotal:))
    }

    /// WHO-5 only: the percentage score, raw × 4 (0-100); nil otherwise or without a total.
    public var percentage: Int? {
        guard questionnaire == .who5, let total else { return nil }
        return total * 4
    }

    /// WHO-5 only: whether two scores differ by 10 percentage points or more, the change the
    /// WHO-5 manual calls significant; nil unless both are WHO-5 scores with totals.
    public static func isSignificantWHO5Change(from before: QuestionnaireScore, to after: QuestionnaireScore) -> Bool? {
        guard let a = before.percentage, let b = after.percentage else { return nil }
        return abs(b - a) >= 10
    }
}
