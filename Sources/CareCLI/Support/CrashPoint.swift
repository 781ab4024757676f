import Foundation

/// Named points where a run or an import commits, at which the kill harness
/// (`Tests/KillHarness`) can stop CareLab: with `CARELAB_KILL_AT=NAME` in the environment
/// the process kills itself with SIGKILL on reaching the point `NAME`, as a power cut would.
enum CrashPoint {
    private static let requested = ProcessInfo.processInfo.environment["CARELAB_KILL_AT"]

    static func reach(_ name: String) {
        guard requested == name else { return }
        kill(getpid(), SIGKILL)
    }
}
