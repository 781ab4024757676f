import CareModel
import CareScenario
import CareStats
import Foundation

/// The helpline messages one simulated person sees (``HelplineCalls``, seed 004,
/// DR5.FR7.1): after each negative mood they choose in the survey the app shows the message
/// a second later, and they call a line from it with the planted chance of that mood, 1 to
/// 10 minutes after.
///
/// The draws come from a random stream of the person's own, derived from the run's seed and
/// the person's index: recording the messages changes no other draw.
struct HelplineSimulation {
    let calls: HelplineCalls
    let random: RandomSource

    /// The seed of the messages' streams: the run's seed, moved so that the streams differ
    /// from every other stream of the person.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0004_4E1B_0071 }

    init(calls: HelplineCalls, scenario: Scenario, index: Int) {
        self.calls = calls
        random = RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index))
    }

    /// The message after `mood` chosen at `answered`, and the call from it if any; nil after
    /// a mood that shows no helplines.
    func prompt(after mood: Mood, answeredAt answered: Date) -> HelplinePrompt? {
        guard mood.group == .negative else { return nil }
        let shown = answered.addingTimeInterval(1)
        let called = random.bernoulli(calls.callChance(after: mood))
            ? shown.addingTimeInterval(Double(1 + random.integer(below: 10)) * 60) : nil
        return try? HelplinePrompt(mood: mood, shownAt: shown, calledAt: called)
    }
}
