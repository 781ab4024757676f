import CareModel
import Foundation

/// `goal` rows: what became of one period of a goal a person set (seed 000, Req 16), at
/// the instant it was checked off or its amount recorded. `name` is the goal's name,
/// `value` the amount reached in the target's unit (NULL when none was measured), `unit`
/// how it was found met (`checked_off` or `measured`), `detail_value` 1 when it was met and
/// 0 when not, and `detail_text` the goal and period (``GoalRowFields``).
///
/// A row of another shape stays as stored.
struct GoalCodec: EventCodec {
    var readsDetails: Bool { true }

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for outcome in record.goalOutcomes {
            rows.add(outcome.at, outcome.goal.name, outcome.amount, outcome.how.rawValue,
                     detailText: GoalRowFields.text(of: outcome), detailValue: outcome.met ? 1 : 0)
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        guard !row.unitIsNull, let method = GoalMethod(rawValue: String(decoding: row.unit, as: UTF8.self)),
              row.detailValue == 0 || row.detailValue == 1,
              let detail = row.detailText.map({ String(decoding: $0, as: UTF8.self) }),
              let (goal, periodStart) = GoalRowFields.goal(named: String(decoding: row.name, as: UTF8.self),
                                                           method: method, from: detail)
        else { return record.otherEvents.append(row.other(.goal)) }
        record.goalOutcomes.append(GoalOutcome(goal: goal, periodStart: periodStart, amount: row.value.isNaN ? nil : row.value,
                                               met: row.detailValue == 1, at: row.timestamp))
    }
}
