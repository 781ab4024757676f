/// Standard questionnaires researchers give beside a mood survey.
///
/// Sources of items, response scales and bands:
/// - PHQ-9: Kroenke K, Spitzer RL, Williams JBW. "The PHQ-9: validity of a brief depression
///   severity measure." J Gen Intern Med 2001;16:606-613.
/// - PHQ-2 (the first two PHQ-9 items): Kroenke K, Spitzer RL, Williams JBW. "The Patient
///   Health Questionnaire-2: validity of a two-item depression screener." Med Care
///   2003;41:1284-1292.
/// - GAD-7: Spitzer RL, Kroenke K, Williams JBW, Löwe B. "A brief measure for assessing
///   generalized anxiety disorder: the GAD-7." Arch Intern Med 2006;166:1092-1097.
/// - WHO-5: Psychiatric Research Unit, WHO Collaborating Centre in Mental Health, "WHO (Five)
///   Well-Being Index (1998 version)"; Topp CW et al. "The WHO-5 Well-Being Index: a
///   systematic review of the literature." Psychother Psychosom 2015;84:167-176.
public enum Questionnaire: String, CaseIterable, Codable, Sendable {
    /// Patient Health Questionnaire, 9 items (depression severity).
    case phq9 = "PHQ-9"
    /// Patient Health Questionnaire, 2 items (depression screen).
    case phq2 = "PHQ-2"
    /// Generalized Anxiety Disorder scale, 7 items.
    case gad7 = "GAD-7"
    /// WHO-Five Well-Being Index.
    case who5 = "WHO-5"

    /// Number of scored items.
    public var itemCount: Int {
        switch self {
        case .phq9: 9
        case .phq2: 2
        case .gad7: 7
        case .who5: 5
        }
    }

    /// The allowed answer values of every item: 0 ("not at all") to 3 ("nearly every day")
    /// for the PHQ and GAD-7 scales; 0 ("at no time") to 5 ("all of the time") for WHO-5.
    public var answerRange: ClosedRange<Int> { self == .who5 ? 0...5 : 0...3 }

    /// The highest possible total.
    public var maximumTotal: Int { itemCount * answerRange.upperBound }

    /// The published band of a total (raw score; for WHO-5 the raw 0-25 score).
    ///
    /// - PHQ-9 (Kroenke 2001): 0-4 minimal, 5-9 mild, 10-14 moderate, 15-19 moderately
    ///   severe, 20-27 severe.
    /// - PHQ-2 (Kroenke 2003): 3 or more is a positive screen.
    /// - GAD-7 (Spitzer 2006): 0-4 minimal, 5-9 mild, 10-14 moderate, 15-21 severe.
    /// - WHO-5 (WHO-5 manual; Topp 2015): a percentage score (raw × 4) of 50 or less (raw
    ///   below 13) is poor well-being and indicates testing for depression; 28 or less
    ///   (raw 7 or less) indicates likely depression.
    public func band(forTotal total: Int) -> QuestionnaireBand {
        switch self {
        case .phq9:
            switch total {
            case ..<5: .minimal
            case 5...9: .mild
            case 10...14: .moderate
            case 15...19: .moderatelySevere
            default: .severe
            }
        case .phq2:
            total >= 3 ? .positiveScreen : .negativeScreen
        case .gad7:
            switch total {
            case ..<5: .minimal
            case 5...9: .mild
            case 10...14: .moderate
            default: .severe
            }
        case .who5:
            switch total * 4 {
            case ...28: .likelyDepression
            case ...50: .poorWellbeing
            default: .adequateWellbeing
            }
        }
    }
}

/// A published interpretation band of a questionnaire total.
public enum QuestionnaireBand: String, CaseIterable, Codable, Sendable {
    /// PHQ-9 or GAD-7 total 0-4.
    case minimal
    /// PHQ-9 or GAD-7 total 5-9.
    case mild
    /// PHQ-9 or GAD-7 total 10-14.
    case moderate
    /// PHQ-9 total 15-19.
    case moderatelySevere
    /// PHQ-9 total 20-27, GAD-7 total 15-21.
    case severe
    /// PHQ-2 total 0-2.
    case negativeScreen
    /// PHQ-2 total 3-6: follow up with the PHQ-9.
    case positiveScreen
    /// WHO-5 percentage above 50.
    case adequateWellbeing
    /// WHO-5 percentage 29-50: poor well-being, test for depression.
    case poorWellbeing
    /// WHO-5 percentage 28 or less: likely depression.
    case likelyDepression
}
