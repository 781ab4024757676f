import Foundation

/// A process told apart from any later one given the same id: its id and its start time
/// (clock ticks after boot, field 22 of Linux's `/proc/PID/stat`).
public struct ProcessIdentity: Hashable, Sendable, CustomStringConvertible {
    public var pid: Int32
    /// Nil where `/proc` cannot be read.
    public var startTicks: UInt64?

    /// This process.
    public static var current: ProcessIdentity {
        let pid = getpid()
        return ProcessIdentity(pid: pid, startTicks: Self.status(of: pid)?.startTicks)
    }

    /// `PID START` (or `PID` alone without a start time), as a staging folder's marker holds it.
    public var description: String { startTicks.map { "\(pid) \($0)" } ?? "\(pid)" }

    /// Reads `PID START` or `PID`; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(whereSeparator: \.isWhitespace)
        guard (1...2).contains(parts.count), let pid = Int32(parts[0]), pid > 0 else { return nil }
        self.pid = pid
        if parts.count == 2 {
            guard let ticks = UInt64(parts[1]) else { return nil }
            startTicks = ticks
        }
    }

    public init(pid: Int32, startTicks: UInt64?) {
        self.pid = pid
        self.startTicks = startTicks
    }

    /// Whether this process still runs: a process with its id exists, is not a zombie (a
    /// killed process its parent has not yet reaped), and started when this one did (the id
    /// was not given to another program since).
    public var isRunning: Bool {
        guard pid > 0 else { return false }
        if let status = Self.status(of: pid) {
            guard !status.isZombie else { return false }
            return startTicks.map { $0 == status.startTicks } ?? true
        }
        // No /proc entry: gone where /proc exists; elsewhere ask the kernel (a signal-0
        // probe; EPERM means it exists but belongs to someone else).
        if FileManager.default.fileExists(atPath: "/proc/self/stat") { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }

    /// The state and start time of process `pid` from `/proc/PID/stat`; nil without one.
    private static func status(of pid: Int32) -> (isZombie: Bool, startTicks: UInt64)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return nil }
        // After the command name in parentheses: field 3 (the state) onwards.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let start = UInt64(fields[19]) else { return nil }
        return (fields[0] == "Z" || fields[0] == "X", start)
    }
}
