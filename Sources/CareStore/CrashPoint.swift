import Foundation

/// Named points where a run or an import commits, at which the kill harness
/// (`Tests/KillHarness/run`) can stop CareLab: with `CARELAB_KILL_AT=NAME` in the environment
/// the process kills itself with SIGKILL on reaching the point `NAME`, as a power cut would.
///
/// The points: `import-commit` (an import's rows all written, its transaction not yet
/// committed), `publish` (a run folder complete and synced, not yet in place) and
/// `exchanged` (the new run in place, the earlier one not yet removed).
public enum CrashPoint {
    private static let requested = ProcessInfo.processInfo.environment["CARELAB_KILL_AT"]

    /// Kills the process when `name` is the point the environment asks for.
    public static func reach(_ name: String) {
        guard requested == name else { return }
        kill(getpid(), SIGKILL)
    }
}
