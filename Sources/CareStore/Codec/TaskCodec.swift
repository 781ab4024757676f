import CareModel
import Foundation

/// `task` rows: an occurrence done or snoozed. `name` the task, `unit` the action (`done` or
/// `snoozed`), `value` the occurrence's due instant (Unix seconds), `occurred_at_unix` when
/// the action was recorded; for a snooze, `detail_value` its length in seconds. An
/// occurrence without a `done` row was missed.
struct TaskCodec: EventCodec {
    var readsDetails: Bool { true }
    private var task = DecodedStrings { TaskID($0) }

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for outcome in record.taskOutcomes {
            let due = outcome.occurrence.scheduled.timeIntervalSince1970
            switch outcome.action {
            case .done:
                rows.add(outcome.recordedAt, outcome.occurrence.task.rawValue, due, "done")
            case .snoozed(let until):
                rows.add(outcome.recordedAt, outcome.occurrence.task.rawValue, due, "snoozed",
                         detailValue: until.timeIntervalSince(outcome.recordedAt))
            }
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        guard row.value.isFinite else { return record.otherEvents.append(row.other(.task)) }
        let occurrence = TaskOccurrence(task: task(row.name), scheduled: Date(timeIntervalSince1970: row.value))
        if row.unitIs("done") {
            record.taskOutcomes.append(.done(occurrence, at: row.timestamp))
        } else if row.unitIs("snoozed"), row.detailValue.isFinite,
                  let outcome = try? TaskOutcome.snoozed(occurrence, at: row.timestamp, for: row.detailValue) {
            record.taskOutcomes.append(outcome)
        } else {
            // A snooze stored before v6 has no length: kept as stored, not given a default.
            record.otherEvents.append(row.other(.task))
        }
    }
}
