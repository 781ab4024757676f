import CareModel
import Testing
@testable import CareScenario

/// Seed 004 (learning-centre videos): the `videos` section of a scenario, read and checked at
/// its place.
@Suite struct VideosScenarioTests {
    /// `ScenarioLoaderTests.valid` (25 lines) with the videos on lines 26-30.
    static let videos = """
        videos:
          chance_per_day: 0.3
          completed_share: 0.6
          catalogue:
            - {id: safe-sleep, title: Safe sleep, minutes: 6.5, trimester: 3}
        """

    func parse(_ text: String) throws(ScenarioError) -> Scenario {
        try ScenarioLoader.parse(ScenarioLoaderTests.valid + "\n" + text, file: "s.yaml")
    }

    func error(_ text: String) -> ScenarioError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test("Seed 004: the videos are read, lengths in seconds; without them there are none")
    func theVideosAreRead() throws {
        let model = try #require(try parse(Self.videos).videos)
        #expect(model.chancePerDay == 0.3 && model.completedShare == 0.6)
        #expect(model.videos == [try Video(id: "safe-sleep", title: "Safe sleep", lengthSeconds: 390, trimester: .third)])
        #expect(try ScenarioLoader.parse(ScenarioLoaderTests.valid, file: "s.yaml").videos == nil)
    }

    @Test("Seed 004: a video listed twice, a trimester 4 or a share above 1 is refused at its line")
    func badVideosAreRefused() throws {
        let twice = try #require(error(Self.videos + "\n    - {id: safe-sleep, minutes: 3}"))
        #expect(twice.problem == .duplicateName(key: "videos.catalogue[1]", name: "safe-sleep"), "\(twice)")
        #expect(twice.description.hasPrefix("s.yaml:31:"), "\(twice)")
        let fourth = try #require(error(Self.videos.replacingOccurrences(of: "trimester: 3", with: "trimester: 4")))
        #expect(fourth.description.hasPrefix("s.yaml:30:") && fourth.description.contains("trimester"), "\(fourth)")
        let share = try #require(error(Self.videos.replacingOccurrences(of: "completed_share: 0.6", with: "completed_share: 1.6")))
        #expect(share.description.hasPrefix("s.yaml:28:") && share.description.contains("probability"), "\(share)")
    }
}
