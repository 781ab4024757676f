import CareModel
import Foundation

/// `push` rows: the push notifications a person was sent (seed 004, DR7.FR9.0-9.1) and the
/// kinds they chose to receive (DR7.FR9.2), never what a notification said. A notification
/// is one row at the instant sent: `name` its kind (`daily_check_in`, `cohort_message`, …),
/// `value` 1 when opened and 0 when not, `unit` `sent`. The choice is one row per kind at
/// the instant chosen: `name` the kind, `value` 1 when it reaches the person and 0 when
/// muted, `unit` `preference`, `detail_text` `all` when the person chose every kind and
/// `only` when they chose specific ones.
///
/// A row of another shape (an unknown kind, a value other than 0 or 1, a `preference` row
/// that disagrees with the person's other ones) stays as stored.
struct PushCodec: EventCodec {
    var readsDetails: Bool { true }

    /// The detail of a choice of every kind.
    static let all = "all"
    /// The detail of a choice of specific kinds.
    static let only = "only"

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        if let choice = record.pushPreferences {
            for kind in NotificationKind.allCases {
                rows.add(choice.since, kind.name, choice.preferences.allows(kind) ? 1 : 0, "preference",
                         detailText: choice.keepsAll ? Self.all : Self.only)
            }
        }
        for notification in record.pushNotifications {
            rows.add(notification.sentAt, notification.kind.name, notification.opened ? 1 : 0, "sent")
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        guard row.value == 0 || row.value == 1, let kind = NotificationKind(name: String(decoding: row.name, as: UTF8.self))
        else { return record.otherEvents.append(row.other(.push)) }
        if row.unitIs("sent") {
            record.pushNotifications.append(PushNotification(kind: kind, sentAt: row.timestamp, opened: row.value == 1))
        } else if row.unitIs("preference"), let choice = Self.choice(record.pushPreferences, adding: kind, row: row) {
            record.pushPreferences = choice
        } else {
            record.otherEvents.append(row.other(.push))
        }
    }

    /// `choice` with the preference row of `kind` added; nil when the row disagrees with it
    /// (another instant, all and only mixed, a muted kind under all).
    private static func choice(_ choice: PushPreferencesChoice?, adding kind: NotificationKind,
                               row: EventRows.Row) -> PushPreferencesChoice? {
        let detail = row.detailText.map { String(decoding: $0, as: UTF8.self) }
        let kept = row.value == 1
        switch (detail, choice?.preferences.selection) {
        case (Self.all, nil) where kept:
            return PushPreferencesChoice(preferences: NotificationPreferences(selection: .all), since: row.timestamp)
        case (Self.all, .all) where kept && choice?.since == row.timestamp:
            return choice
        case (Self.only, nil):
            return PushPreferencesChoice(preferences: NotificationPreferences(selection: .only(kept ? [kind] : [])),
                                         since: row.timestamp)
        case (Self.only, .only(let kinds)) where choice?.since == row.timestamp:
            return PushPreferencesChoice(preferences: NotificationPreferences(selection: .only(kept ? kinds.union([kind]) : kinds)),
                                         since: row.timestamp)
        default:
            return nil
        }
    }
}
