import CareModel
import Foundation

/// `notification` rows: the life cycle of a task occurrence's notification (seed 003,
/// stories 1 and 6). `name` the task, `value` the occurrence's due instant (Unix seconds),
/// `unit` `sent` on the row at the instant it was sent and `seen` on the row at the instant
/// the patient saw it on the alarm page (none when never seen). Resolved, snoozed or left
/// is not stored twice: it follows from the occurrence's `task` rows.
///
/// A notification is seen no earlier than it is sent, so reading rows in time order finds
/// the `sent` row first. A row of another shape, or a `seen` row without its `sent` row,
/// stays as stored.
struct NotificationCodec: EventCodec {
    private var task = DecodedStrings { TaskID($0) }

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for notification in record.taskNotifications {
            let name = notification.occurrence.task.rawValue, due = notification.sentAt.timeIntervalSince1970
            rows.add(notification.sentAt, name, due, "sent")
            if let seen = notification.seenAt { rows.add(seen, name, due, "seen") }
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        guard row.value.isFinite else { return record.otherEvents.append(row.other(.notification)) }
        let occurrence = TaskOccurrence(task: task(row.name), scheduled: Date(timeIntervalSince1970: row.value))
        if row.unitIs("sent"), occurrence.scheduled == row.timestamp {
            record.taskNotifications.append(try! TaskNotification(occurrence: occurrence))
        } else if row.unitIs("seen"),
                  let index = record.taskNotifications.lastIndex(where: { $0.occurrence == occurrence && $0.seenAt == nil }),
                  let seen = try? TaskNotification(occurrence: occurrence, seenAt: row.timestamp) {
            record.taskNotifications[index] = seen
        } else {
            record.otherEvents.append(row.other(.notification))
        }
    }
}
