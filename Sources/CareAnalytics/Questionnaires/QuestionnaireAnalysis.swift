import CareModel
import CareStats
import CareStore

/// Computes a ``QuestionnaireReport`` in one pass over the people of a run (seed 004,
/// DR8.FR10 "survey results").
///
/// A response's band is the published band of its raw total (``Questionnaire/band(forTotal:)``);
/// a response without a total (too many items skipped) counts as a response but has no
/// band and enters no mean. A person's first and last response are their first and last
/// scored ones; change from enrolment is last minus first over people with two or more.
public struct QuestionnaireAnalysis: Sendable {
    /// Creates the analysis.
    public init() {}

    /// Runs the analysis over `database`.
    public func run(on database: CareDatabase) throws(AnalysisError) -> QuestionnaireReport {
        var sums: [Key: Sums] = [:]
        var arms = Set<String>()
        try database.people(reading: [.score]) { log in
            guard !log.questionnaires.isEmpty else { return }
            let arm = log.arm ?? ""
            arms.insert(arm)
            let byQuestionnaire = Dictionary(grouping: log.questionnaires, by: \.score.questionnaire)
            for (questionnaire, answers) in byQuestionnaire {
                let answers = answers.sorted { $0.at < $1.at }
                for group in ["all"] + (arm == "all" ? [] : [arm]) {
                    sums[Key(questionnaire: questionnaire, group: group), default: Sums()]
                        .add(answers, person: log.personID)
                }
            }
        }
        let groups = ["all"] + (arms.count > 1 ? arms.sorted() : [])
        return QuestionnaireReport(summaries: Questionnaire.allCases.flatMap { questionnaire in
            groups.compactMap { group in
                sums[Key(questionnaire: questionnaire, group: group)].map { $0.summary(questionnaire, group: group) }
            }
        })
    }

    private struct Key: Hashable {
        var questionnaire: Questionnaire
        var group: String
    }

    /// Running totals of one questionnaire in one group.
    private struct Sums {
        var people = 0, responses = 0, scoredPeople = 0, flaggedResponses = 0, flaggedPeople = 0
        var totals: [Double] = [], totalPeople: [Int] = []
        var first: [QuestionnaireBand: Int] = [:], last: [QuestionnaireBand: Int] = [:]
        var changes: [Double] = []

        /// Adds one person's responses, in time order.
        mutating func add(_ answers: [QuestionnaireAnswer], person: Int) {
            people += 1
            responses += answers.count
            let flagged = answers.filter(\.score.selfHarmItemPositive).count
            flaggedResponses += flagged
            if flagged > 0 { flaggedPeople += 1 }
            let scored = answers.compactMap { answer in answer.score.total.map { (total: $0, band: answer.score.band) } }
            guard let opening = scored.first, let closing = scored.last else { return }
            scoredPeople += 1
            totals += scored.map { Double($0.total) }
            totalPeople += Array(repeating: person, count: scored.count)
            if let band = opening.band { first[band, default: 0] += 1 }
            if let band = closing.band { last[band, default: 0] += 1 }
            if scored.count >= 2 { changes.append(Double(closing.total - opening.total)) }
        }

        func summary(_ questionnaire: Questionnaire, group: String) -> QuestionnaireReport.Summary {
            QuestionnaireReport.Summary(
                questionnaire: questionnaire, group: group, people: people, responses: responses,
                scoredResponses: totals.count, scoredPeople: scoredPeople,
                meanTotal: GroupMean.mean(totals, people: totalPeople),
                bands: questionnaire.bands.map { band, totals in
                    .init(band: band, totals: totals, first: first[band] ?? 0, last: last[band] ?? 0)
                },
                changePeople: changes.count, change: GroupMean.mean(changes),
                flaggedResponses: flaggedResponses, flaggedPeople: flaggedPeople)
        }
    }
}
