extension Questionnaire {
    /// The questionnaire's published bands from the lowest total up, each with the raw totals
    /// it covers, as ``band(forTotal:)`` assigns them (Kroenke 2001, Kroenke 2003,
    /// Spitzer 2006, Topp 2015): one statement of the cut-offs, read here.
    public var bands: [(band: QuestionnaireBand, totals: ClosedRange<Int>)] {
        var bands: [(band: QuestionnaireBand, totals: ClosedRange<Int>)] = []
        for total in 0...maximumTotal {
            let band = band(forTotal: total)
            if let last = bands.last, last.band == band {
                bands[bands.count - 1].totals = last.totals.lowerBound...total
            } else {
                bands.append((band, total...total))
            }
        }
        return bands
    }

    /// The band's totals as a report shows them: raw for the PHQ and GAD scales, the
    /// percentage (raw × 4) for WHO-5, e.g. `10-14` or `0-28 %`.
    public func describe(totals: ClosedRange<Int>) -> String {
        self == .who5 ? "\(totals.lowerBound * 4)-\(totals.upperBound * 4) %" : "\(totals.lowerBound)-\(totals.upperBound)"
    }
}

extension QuestionnaireBand {
    /// The band's name in words, e.g. `moderately severe`, `poor wellbeing`.
    public var name: String {
        switch self {
        case .minimal: "minimal"
        case .mild: "mild"
        case .moderate: "moderate"
        case .moderatelySevere: "moderately severe"
        case .severe: "severe"
        case .negativeScreen: "negative screen"
        case .positiveScreen: "positive screen"
        case .adequateWellbeing: "adequate wellbeing"
        case .poorWellbeing: "poor wellbeing"
        case .likelyDepression: "likely depression"
        }
    }
}
