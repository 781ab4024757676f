import CareModel
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 004 DR3: the information desk from scenario to `analyze truth`.
@Suite struct ForumRecoveryTests {
    static let plain = """
        format: 1
        name: forum
        seed: 41
        people: 300
        days: 60
        start_date: 2026-03-02
        time_zones: [America/New_York, America/Chicago]
        segments:
          - {name: everyone, share: 1, traits: {logging: 0.8, dropout_hazard: 0.005}}
        symptoms:
          - {name: cravings, baseline_mean: 0.2, baseline_sd: 0.5, daily_sd: 0.6}
        factors:
          - {name: sleep, unit: hours, mean: 7, between_sd: 0.8, within_sd: 1}
        activities: {forum_question: 0.06}
        """

    static let forum = "forum: {anonymous_share: 0.3, replies_per_question: 0.8, answer_chance: 0.8, answer_hours: {gamma: [1.5, 10]}}"

    /// With 300 people asking about a thousand questions, the planted share anonymous,
    /// chance of an answer, replies per question and median hours to the first answer
    /// (the 0.625 quantile of gamma(1.5, 10): 0.5 / 0.8) lie in the estimates' 95 %
    /// intervals (a fixed seed).
    @Test func seed004DR3PlantedForumParametersAreRecovered() throws {
        let run = try SimulatedDatabase(yaml: Self.plain + "\n" + Self.forum)
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        let planted = try #require(truth.forum)
        #expect(planted.anonymousShare == 0.3 && planted.answerChance == 0.8 && planted.answerHours == "gamma(1.5, 10.0)")
        let median = try #require(planted.medianHoursToAnswer)
        #expect(abs(median - 15.549135848351206) < 1e-6, "\(median)")  // scipy.stats.gamma.ppf(0.625, 1.5, scale=10)
        let comparison = try TruthAnalysis().run(on: run.database, truth: truth)
        #expect(comparison.forum.map(\.parameter)
                == ["anonymous_share", "answer_chance", "median_hours_to_answer", "replies_per_question"])
        for row in comparison.forum {
            #expect(row.recovered == true, "\(row.parameter): planted \(row.planted), \(String(describing: row.interval))")
        }
        let report = try ForumAnalysis().run(on: run.database)
        #expect(report.questions > 500, "\(report.questions)")
    }

    /// The forum's draws come from a stream of their own: everything else a person logs is
    /// as it was without a forum, and a run without one plants nothing in truth.json.
    @Test func seed004DR3AddingAForumChangesNothingElseTheScenarioSimulates() throws {
        let small = Self.plain.replacingOccurrences(of: "people: 300", with: "people: 40")
        let with = try SimulatedDatabase(yaml: small + "\n" + Self.forum)
        let without = try SimulatedDatabase(yaml: small)
        defer { with.remove(); without.remove() }
        var a: [PersonRecord] = [], b: [PersonRecord] = []
        var questions = 0
        try with.database.forEachPerson { var log = $0; questions += log.forumQuestions.count; log.forumQuestions = []; a.append(log) }
        try without.database.forEachPerson { b.append($0) }
        #expect(questions > 0)
        #expect(a == b)
        #expect(try GroundTruth.load(contentsOf: without.truthPath).forum == nil)
        #expect(try ForumAnalysis().run(on: without.database).questions == 0)
    }
}
