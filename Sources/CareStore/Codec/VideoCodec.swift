import CareModel
import Foundation

/// `video` rows: a learning-centre video watched (seed 004; DR6.FR8.0), at the instant the
/// viewing started. `name` is the video's identifier, `value` the seconds watched, `unit`
/// `seconds` and `detail_text` `completed` when it was watched to the end, `partial` when
/// not. The points a completed video earns are `reward` rows, as before.
///
/// A row of another shape (seconds negative or not whole, another unit or detail) stays as
/// stored.
struct VideoCodec: EventCodec {
    var readsDetails: Bool { true }

    /// The detail of a video watched to the end.
    static let completed = "completed"
    /// The detail of a video left before its end.
    static let partial = "partial"

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for view in record.videoViews {
            rows.add(view.startedAt, view.video, Double(view.secondsWatched), "seconds",
                     detailText: view.completed ? Self.completed : Self.partial)
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        let detail = row.detailText.map { String(decoding: $0, as: UTF8.self) }
        guard row.unitIs("seconds"), row.value.isFinite, row.value >= 0, row.value.rounded() == row.value,
              row.value <= Double(Int32.max), detail == Self.completed || detail == Self.partial, !row.name.isEmpty
        else { return record.otherEvents.append(row.other(.video)) }
        record.videoViews.append(VideoView(video: String(decoding: row.name, as: UTF8.self), startedAt: row.timestamp,
                                           secondsWatched: Int(row.value), completed: detail == Self.completed))
    }
}
