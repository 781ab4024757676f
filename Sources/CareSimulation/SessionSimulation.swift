import CareScenario
import CareStats
import Foundation

/// The sessions after the first on a simulated person's day in the app (seed 004 DR8: how
/// often people log in, sessions per day): a Poisson number with mean `sessions_per_day − 1`,
/// each a log-in at a uniformly drawn whole second from the day's first log-in to the end
/// of the day. Nothing else happens in them, so they change only the person's log-ins.
///
/// The draws come from a random stream of the person's own: adding `sessions_per_day` to a
/// scenario leaves every other draw as it was.
struct SessionSimulation {
    let extraMean: Double
    let random: RandomSource

    /// The seed of the sessions' streams: the run's seed, moved so that the streams differ
    /// from every other stream of the person.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0000_5E55_0408 }

    /// The simulation of a scenario with `sessions_per_day`; nil without it.
    init?(scenario: Scenario, index: Int) {
        guard let sessions = scenario.activities.sessionsPerDay else { return nil }
        extraMean = sessions - 1
        random = RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index))
    }

    /// The later sessions of a day whose first log-in is at `login` and which ends at `end`,
    /// in time order, drawn from `random` (the sessions' own stream unless a feature that
    /// brings in a log-in of its own draws them from its stream, seed 004 DR7.FR9.1).
    func laterSessions(after login: Date, dayEnd end: Date, using random: RandomSource? = nil) -> [Date] {
        let random = random ?? self.random
        let count = extraMean > 0 ? random.poisson(mean: extraMean) : 0
        let span = end.timeIntervalSince(login)
        guard count > 0, span > 1 else { return [] }
        return (0..<count).map { _ in login.addingTimeInterval((1 + random.uniform() * (span - 1)).rounded(.down)) }.sorted()
    }
}
