import CareModel
import Foundation

/// Progress of a long run on stderr: only when stderr is a terminal, only after the run has
/// taken two seconds, and never with `--quiet`.
public final class ProgressLine: Sendable {
    /// The count at which the work is done; nil when it is not known ahead (rows of a file).
    private let total: Int?
    private let label: String
    private let enabled: Bool
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant
    /// Whether a line was written, which ``finish()`` then clears; held while writing.
    private let shown = Locked(false)

    public init(label: String, total: Int?, quiet: Bool) {
        self.label = label
        self.total = total
        enabled = !quiet && isatty(STDERR_FILENO) != 0
        started = clock.now
    }

    public func update(done: Int) {
        guard enabled, clock.now - started > .seconds(2) else { return }
        let text = total.map { total in "\(done)/\(total) (\(total > 0 ? done * 100 / total : 100)%)" } ?? String(done)
        shown.withLock { shown in
            FileHandle.standardError.write(Data("\r\(label) \(text)".utf8))
            shown = true
        }
    }

    public func finish() {
        shown.withLock { shown in
            if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        }
    }
}
