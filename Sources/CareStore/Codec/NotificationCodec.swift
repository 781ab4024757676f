import CareModel
import Foundation

/// `notification` rows: the life cycle of a task occurrence's notification (seed 003,
/// stories 1 and 6). `name` the task, `value` the occurrence's due instant (Unix seconds),
/// `unit` `sent` on the row at the instant it was sent and `seen` on the row at the instant
/// the patient saw it on the alarm page (none when never seen). Resolved, snoozed or left
/// is not stored twice: it follows from the occurrence's `task` rows. The caregiver's
/// opt-in (story 16) is two rows at the instant chosen, `unit` `opt_in`, `name` `misses` or
/// `completions`, `value` 1 when opted in, else 0; the messages that follow are not stored
/// (``CaregiverOptIn/messages(about:outcomes:at:gracePeriod:)``). The audio-message length
/// the caregiver set (story 15) is one row at the instant set, `unit` `setting`, `name`
/// `audio_message_seconds`, `value` the seconds.
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
        if let optIn = record.caregiverOptIn {
            rows.add(optIn.since, "misses", optIn.misses ? 1 : 0, "opt_in")
            rows.add(optIn.since, "completions", optIn.completions ? 1 : 0, "opt_in")
        }
        if let audio = record.audioMessage {
            rows.add(audio.since, "audio_message_seconds", audio.seconds, "setting")
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        guard row.value.isFinite else { return record.otherEvents.append(row.other(.notification)) }
        if row.unitIs("opt_in"), row.value == 0 || row.value == 1 {
            var optIn = record.caregiverOptIn ?? CaregiverOptIn(misses: false, completions: false, since: row.timestamp)
            switch String(decoding: row.name, as: UTF8.self) {
            case "misses": optIn.misses = row.value == 1
            case "completions": optIn.completions = row.value == 1
            default: return record.otherEvents.append(row.other(.notification))
            }
            record.caregiverOptIn = optIn
            return
        }
        if row.unitIs("setting"), String(decoding: row.name, as: UTF8.self) == "audio_message_seconds",
           record.audioMessage == nil, let audio = try? AudioMessageSetting(seconds: row.value, since: row.timestamp) {
            record.audioMessage = audio
            return
        }
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
