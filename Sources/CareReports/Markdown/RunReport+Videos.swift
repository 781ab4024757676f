import CareAnalytics
import CareStats

extension RunReport {
    /// The header of ``videoRows``.
    static let videoHeader = ["video", "people", "viewings", "watched to the end (95 % interval)",
                              "share of its length watched (95 % interval)"]

    /// The learning centre's videos (seed 004; DR6.FR8.0), for the Markdown and HTML reports
    /// alike: every video first, then each by its catalogue title, with the share watched to
    /// the end and the share of its length watched, each with its interval clustered by
    /// person. Nil when nobody watched one; a row backed by fewer
    /// people than the small-cell minimum shows `suppressed`.
    var videoRows: [[String]]? {
        guard let videos, !videos.rows.isEmpty else { return nil }
        return videos.rows.map { row in
            let name = row.video.isEmpty ? "all" : row.title ?? row.video
            guard smallCells.allows(row.people) else {
                return [name, "fewer than \(smallCells.minimumCount)", "suppressed", "", ""]
            }
            func share(_ mean: GroupMean?) -> String {
                mean.map { Self.percent($0.estimate) + " (" + Self.range($0.interval.lower, $0.interval.upper, 1, scale: 100,
                                                                         suffix: " %") + ")" } ?? "NA"
            }
            return [name, NumberFormat.grouped(row.people), NumberFormat.grouped(row.views), share(row.completedByPerson),
                    share(row.shareWatched)]
        }
    }

    /// The text above the videos' table.
    var videoText: String? {
        guard let videos, let all = videos.all, videoRows != nil else { return nil }
        var text = "Learning-centre videos (seed 004) watched by \(smallCells.shown(all.people)) of "
            + "\(NumberFormat.grouped(videos.people)) people; a video watched to the end earns the reward rule's video points "
            + "(DR6.FR8.0)."
        if let rate = videos.viewsPerUseDay, smallCells.allows(videos.peopleWithUse) {
            text += " Viewings per day with a log-in: \(NumberFormat.fixed(rate.estimate, 3)) ("
                + Self.range(rate.interval.lower, rate.interval.upper, 3) + ", clustered by person)."
        }
        return text + " `carelab analyze videos` writes the same figures."
    }

    /// The Markdown section of ``videoRows``.
    var videosSection: [String] {
        guard let rows = videoRows, let text = videoText else { return [] }
        return ["## Learning-centre videos", "", text, "", "| " + Self.videoHeader.joined(separator: " | ") + " |",
                "|" + String(repeating: "---|", count: Self.videoHeader.count)]
            + rows.map { "| " + $0.joined(separator: " | ") + " |" } + [""]
    }
}
