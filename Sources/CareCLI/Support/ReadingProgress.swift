import CareModel
import CareReports
import CareStore
import Foundation

/// A progress line while analyses read a database: every half second, once the work has
/// taken two seconds, "LABEL: N person records read (M people)" on stderr; only on a
/// terminal, never with `--quiet`. The analyses read through the database
/// (``CareDatabase/personReads``), so no analysis has to report progress itself.
final class ReadingProgress: Sendable {
    private let label: String
    private let database: CareDatabase
    private let people: Int
    private let stopped = Locked(false)
    private let finished = DispatchSemaphore(value: 0)
    private let enabled: Bool

    /// Starts watching `database` unless `quiet` or stderr is not a terminal.
    init(label: String, database: CareDatabase, quiet: Bool) {
        self.label = label
        self.database = database
        enabled = !quiet && isatty(STDERR_FILENO) != 0
        people = enabled ? (try? database.personCount()) ?? 0 : 0
        guard enabled else { return }
        Thread.detachNewThread { [self] in watch() }
    }

    /// Runs `body` on `database` with a progress line, cleared when it returns or throws.
    static func reading<T>(_ database: CareDatabase, label: String, quiet: Bool,
                           _ body: (CareDatabase) throws -> T) throws -> T {
        let progress = ReadingProgress(label: label, database: database, quiet: quiet)
        defer { progress.finish() }
        return try body(database)
    }

    private func watch() {
        let started = Date()
        var shown = false
        while !stopped.withLock({ $0 }) {
            Thread.sleep(forTimeInterval: 0.5)
            guard Date().timeIntervalSince(started) > 2, !stopped.withLock({ $0 }) else { continue }
            let line = "\r\(label): \(NumberFormat.grouped(database.personReads.value)) person records read "
                + "(\(English.count(people, "person", "people")))"
            FileHandle.standardError.write(Data(line.utf8))
            shown = true
        }
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        finished.signal()
    }

    /// Stops the line and clears it.
    func finish() {
        guard enabled else { return }
        stopped.withLock { $0 = true }
        finished.wait()
    }
}
