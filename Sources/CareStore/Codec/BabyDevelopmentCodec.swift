import CareModel
import Foundation

/// `baby_development` rows: the week's baby-development fact opened on the home screen
/// (seed 004, DR5.FR7.2), at the instant it was opened. `name` is `week`, `value` the
/// gestational week shown, `unit` `week` and `detail_text` the week's trimester (`first`,
/// `second` or `third`). The fact's text is the table's: only the week is stored.
///
/// A row of another shape (a week negative or not whole, another name, unit or a trimester
/// that is not the week's) stays as stored.
struct BabyDevelopmentCodec: EventCodec {
    var readsDetails: Bool { true }

    /// The name of every row.
    static let name = "week"

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for view in record.babyDevelopmentViews {
            rows.add(view.viewedAt, Self.name, Double(view.week), "week", detailText: view.trimester.name)
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        let detail = row.detailText.map { String(decoding: $0, as: UTF8.self) }
        guard row.unitIs("week"), String(decoding: row.name, as: UTF8.self) == Self.name, row.value.isFinite,
              row.value.rounded() == row.value, row.value <= Double(Int32.max),
              let view = try? BabyDevelopmentView(week: Int(row.value), viewedAt: row.timestamp),
              detail == view.trimester.name
        else { return record.otherEvents.append(row.other(.babyDevelopment)) }
        record.babyDevelopmentViews.append(view)
    }
}
