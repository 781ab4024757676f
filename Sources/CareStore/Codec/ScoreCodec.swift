import CareModel
import Foundation

/// `score` rows: a questionnaire's total as `value` (NULL when too many items were missing
/// to score it) under the questionnaire's name (`PHQ-9`, `GAD-7`, `WHO-5`), `unit` `points`,
/// `detail_value` the number of items answered; PHQ-9's item 9 (thoughts of self-harm)
/// answered above 0 adds a row `PHQ-9 item 9`, `value` 1, `unit` `flag`, at the same
/// instant. Imported scores (Flaredown's `hbi`, Bearable's ratings) stay as stored.
struct ScoreCodec: EventCodec {
    var readsDetails: Bool { true }
    private var questionnaire = DecodedStrings { Questionnaire(rawValue: $0) }
    private var name = DecodedStrings { $0 }

    /// The name of the flag row of `questionnaire`'s self-harm item.
    static func flagName(_ questionnaire: Questionnaire) -> String { "\(questionnaire.rawValue) item 9" }

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for answer in record.questionnaires {
            let score = answer.score
            rows.add(answer.at, score.questionnaire.rawValue, score.total.map(Double.init), "points",
                     detailValue: Double(score.answeredItems))
            if score.selfHarmItemPositive { rows.add(answer.at, Self.flagName(score.questionnaire), 1, "flag") }
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        if row.unitIs("points"), let questionnaire = questionnaire(row.name), row.detailValue.isFinite,
           row.detailValue == row.detailValue.rounded(), row.value.isNaN || row.wholeValue != nil {
            let score = QuestionnaireScore(questionnaire: questionnaire, total: row.wholeValue,
                                           answeredItems: Int(row.detailValue), selfHarmItemPositive: false)
            return record.questionnaires.append(QuestionnaireAnswer(at: row.timestamp, score: score))
        }
        if row.unitIs("flag"), row.value == 1, let last = record.questionnaires.indices.last,
           record.questionnaires[last].at == row.timestamp, !record.questionnaires[last].score.selfHarmItemPositive,
           name(row.name) == Self.flagName(record.questionnaires[last].score.questionnaire) {
            let score = record.questionnaires[last].score
            record.questionnaires[last].score = QuestionnaireScore(
                questionnaire: score.questionnaire, total: score.total, answeredItems: score.answeredItems,
                selfHarmItemPositive: true)
            return
        }
        record.otherEvents.append(row.other(.score))
    }
}
