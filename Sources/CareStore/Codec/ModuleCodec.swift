import CareModel
import Foundation

/// `module` rows: one per learning module a person completed (seed 004, DR5.FR6.0, DR8), at
/// the instant finished. `name` is the module's identifier, `value` the score (questions
/// answered correctly ÷ questions), `unit` `score`, and `detail_text` the choices as a JSON
/// object with sorted keys: `chosen`, the choice made for each question, and `correct`, each
/// question's correct choice, both numbered from 0 (`{"chosen":[1,0,2],"correct":[1,2,2]}`).
///
/// A row of another shape (no detail, lists of unequal length, a score that does not follow
/// from the choices) stays as stored.
struct ModuleCodec: EventCodec {
    var readsDetails: Bool { true }

    /// The stored choices of an attempt.
    private struct Choices: Codable {
        var chosen: [Int]
        var correct: [Int]
    }

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for attempt in record.moduleAttempts {
            rows.add(attempt.at, attempt.module, attempt.score, "score", detailText: Self.detail(of: attempt))
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        guard row.unitIs("score"), let detail = row.detailText,
              let choices = try? JSONDecoder().decode(Choices.self, from: Data(detail)),
              choices.chosen.allSatisfy({ $0 >= 0 }), choices.correct.allSatisfy({ $0 >= 0 }),
              let attempt = try? ModuleAttempt(module: String(decoding: row.name, as: UTF8.self), at: row.timestamp,
                                               chosen: choices.chosen, correct: choices.correct),
              attempt.score == row.value
        else { return record.otherEvents.append(row.other(.module)) }
        record.moduleAttempts.append(attempt)
    }

    /// `{"chosen":[…],"correct":[…]}`, keys sorted, no spaces.
    static func detail(of attempt: ModuleAttempt) -> String {
        func list(_ values: [Int]) -> String { "[" + values.map(String.init).joined(separator: ",") + "]" }
        return "{\"chosen\":\(list(attempt.chosen)),\"correct\":\(list(attempt.correct))}"
    }
}
