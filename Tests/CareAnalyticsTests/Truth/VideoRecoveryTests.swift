import CareModel
import CareReports
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 004 (learning centre videos; DR6.FR8.0 points for watching videos): from scenario to
/// `analyze truth`.
@Suite struct VideoRecoveryTests {
    static let plain = """
        format: 1
        name: videos
        seed: 71
        people: 200
        days: 60
        start_date: 2026-03-02
        time_zones: [America/New_York]
        segments:
          - {name: everyone, share: 1, traits: {logging: 0.8, dropout_hazard: 0.003}}
        symptoms:
          - {name: cravings, baseline_mean: 0.2, baseline_sd: 0.5, daily_sd: 0.6}
        factors:
          - {name: sleep, unit: hours, mean: 7, between_sd: 0.8, within_sd: 1}
        pregnancy: {weeks_at_enrolment: {normal: [18, 8]}}
        """

    static let videos = """
        videos:
          chance_per_day: 0.35
          completed_share: 0.55
          catalogue:
            - {id: cravings-toolkit, minutes: 8}
            - {id: first-scan, minutes: 4, trimester: 1}
            - {id: safe-sleep, minutes: 7, trimester: 3}
        """

    /// The planted chance per day and share watched to the end lie in their intervals (a
    /// fixed seed); every viewing is of a video offered in the person's trimester that day,
    /// within its length; each viewing watched to the end, and only those, earn video points.
    @Test("Seed 004 DR6.FR8.0: the planted video viewing is recovered, and only videos watched to the end earn points")
    func plantedViewingIsRecovered() throws {
        let run = try SimulatedDatabase(yaml: Self.plain + "\n" + Self.videos)
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        #expect(truth.videos == GroundTruth.VideoTruth(videos: ["cravings-toolkit", "first-scan", "safe-sleep"],
                                                       chancePerDay: 0.35, completedShare: 0.55))
        let rows = VideoAnalysis.truthRows(truth, try VideoAnalysis.run(on: run.database))
        #expect(rows.map(\.parameter) == ["chance_per_day", "completed_share"])
        for row in rows {
            #expect(row.recovered == true, "\(row.parameter): planted \(row.planted), \(String(describing: row.interval))")
        }
        let lengths = ["cravings-toolkit": 480, "first-scan": 240, "safe-sleep": 420]
        var views = 0
        try run.database.forEachPerson { log in
            views += log.videoViews.count
            for view in log.videoViews {
                let length = try #require(lengths[view.video])
                #expect(view.secondsWatched <= length && view.completed == (view.secondsWatched == length))
            }
            let points = log.rewards.filter { $0.activity == .video }
            #expect(points.map(\.instant) == log.videoViews.filter(\.completed).map(\.endedAt))
            #expect(points.allSatisfy { $0.points == RewardRule.version1.points[.video] })
        }
        #expect(views > 1000, "\(views)")
    }

    /// The catalogue is stored with the run (the `video` table) and read back as it was; the
    /// share of each video's length watched is the planted share watched to the end plus, for
    /// the others, a uniform share of the video: 0.55 + 0.45 × 0.5 = 0.775.
    @Test("Seed 004: the video catalogue is stored and read back, and the share of a video's length watched is estimated")
    func catalogueAndShareWatched() throws {
        let run = try SimulatedDatabase(yaml: Self.plain + "\n" + Self.videos)
        defer { run.remove() }
        let catalogue = try run.database.videoCatalogue()
        #expect(catalogue.map(\.id) == ["cravings-toolkit", "first-scan", "safe-sleep"])
        #expect(catalogue.map(\.lengthSeconds) == [480, 240, 420])
        #expect(catalogue.map(\.trimester) == [nil, .first, .third])
        let report = try VideoAnalysis().run(on: run.database)
        let all = try #require(report.all?.shareWatched)
        #expect(all.interval.lower < 0.775 && all.interval.upper > 0.775, "\(all.estimate) \(all.interval)")
        #expect(report.rows.filter { !$0.video.isEmpty }.allSatisfy { $0.title == $0.video && $0.shareWatched != nil })
    }

    /// The videos come from a stream of their own: everything a person logs but the videos
    /// and their points is as it was without them.
    @Test("Seed 004: adding videos changes nothing else the scenario simulates but the points they earn")
    func addingVideosChangesNothingElse() throws {
        let small = Self.plain.replacingOccurrences(of: "people: 200", with: "people: 30")
        let with = try SimulatedDatabase(yaml: small + "\n" + Self.videos)
        let without = try SimulatedDatabase(yaml: small)
        defer { with.remove(); without.remove() }
        var a: [PersonRecord] = [], b: [PersonRecord] = []
        try with.database.forEachPerson { record in
            var log = record
            log.videoViews = []
            log.rewards.removeAll { $0.activity == .video }
            a.append(log)
        }
        try without.database.forEachPerson { b.append($0) }
        #expect(a == b)
        #expect(try GroundTruth.load(contentsOf: without.truthPath).videos == nil)
        #expect(try VideoAnalysis().run(on: without.database).rows.isEmpty)
    }
}
