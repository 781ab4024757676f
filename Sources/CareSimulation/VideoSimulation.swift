import CareModel
import CareScenario
import CareStats
import Foundation

/// The learning-centre videos one simulated person watches (``VideosModel``, seed 004): on a
/// day in the app, with the model's chance, one of the videos offered in the person's
/// trimester that day (each as likely), started 1 to 30 minutes after the day's log-in and
/// watched to the end with the planted chance, otherwise for a uniform share of its length;
/// a video watched to the end earns the day's reward rule's video points when it ends
/// (DR6.FR8.0).
///
/// The draws come from a random stream of the person's own, derived from the run's seed and
/// the person's index: adding videos changes no other draw, only the rewards they earn.
struct VideoSimulation {
    let model: VideosModel
    let random: RandomSource

    /// The seed of the videos' streams: the run's seed, moved so that the streams differ
    /// from every other stream of the person.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0004_71DE_0013 }

    init(model: VideosModel, scenario: Scenario, index: Int) {
        self.model = model
        random = RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index))
    }

    /// The day's viewing, if any, after the log-in at `login`, by a person in `trimester`
    /// (nil when the stage is unknown), with its points under `rule`, drawn from `random`
    /// (the videos' own stream unless a feature that brings in a log-in of its own draws
    /// them from its stream, seed 004 DR7.FR9.1).
    func watch(day: Int, after login: Date, trimester: Trimester?, rule: RewardRule, person: inout PersonInProgress,
               using random: RandomSource? = nil) {
        let random = random ?? self.random
        guard random.bernoulli(model.chancePerDay) else { return }
        let offered = model.videos.filter { $0.isOffered(in: trimester) }
        guard !offered.isEmpty else { return }
        let video = offered[random.integer(below: offered.count)]
        let started = login.addingTimeInterval(Double(1 + random.integer(below: 30)) * 60)
        let seconds = random.bernoulli(model.completedShare)
            ? video.lengthSeconds : random.integer(below: video.lengthSeconds)
        // The seconds are drawn within the video's length.
        let view = try! VideoView(of: video, startedAt: started, secondsWatched: seconds)
        person.record.videoViews.append(view)
        if view.completed {
            person.ledger.record(RewardEvent(id: "video-\(day)", activity: .video, instant: view.endedAt), rule: rule)
        }
    }
}
