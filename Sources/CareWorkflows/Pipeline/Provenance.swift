import Foundation

/// How a run folder was made, written as `provenance.json` into it: CareLab's version and
/// commit, the command line and the time, beside the scenario's hash and seed that the
/// report also states.
///
/// It is the one file of a run folder that differs between two runs of the same scenario
/// and seed (the time, and the command line of a merge or a report), so byte-for-byte
/// comparisons of run folders leave it out. The time is `SOURCE_DATE_EPOCH` when that is
/// set (the reproducible-builds convention), else the clock's.
public struct Provenance: Encodable {
    public static let fileName = "provenance.json"

    public var carelabVersion = CareLabRelease.version
    public var commit = BuildCommit.current
    /// The arguments as typed, after the program's name (written `carelab`).
    public var commandLine = (["carelab"] + CommandLine.arguments.dropFirst().map(Self.shellQuoted)).joined(separator: " ")
    /// When the folder was written, UTC, ISO 8601.
    public var writtenAt = Self.now()
    /// The scenario file as named, its SHA-256 (``ShardManifest/fingerprint(of:)``) and the seed.
    public var scenarioFile: String?
    public var scenarioSHA256: String?
    public var seed: UInt64?

    /// The provenance of a folder written now, of `scenarioFile` (with its SHA-256) and `seed`
    /// when they are known.
    public init(scenarioFile: String? = nil, scenarioSHA256: String? = nil, seed: UInt64? = nil) {
        self.scenarioFile = scenarioFile
        self.scenarioSHA256 = scenarioSHA256
        self.seed = seed
    }

    public enum CodingKeys: String, CodingKey {
        case carelabVersion = "carelab_version", commit, commandLine = "command_line", writtenAt = "written_at"
        case scenarioFile = "scenario_file", scenarioSHA256 = "scenario_sha256", seed
    }

    /// The report's provenance lines from a run's information (the database's `run_info`):
    /// the same for every run of the same scenario and seed.
    public static func reportLines(_ info: [String: String]) -> [String] {
        var lines: [String] = []
        if let version = info["carelab_version"] { lines.append("Data written by CareLab \(version).") }
        if let file = info["scenario_file"], let hash = info["scenario_sha256"] {
            lines.append("Scenario `\(file)`, SHA-256 of its settings `\(hash)`.")
        }
        if let seed = info["seed"], let people = info["people"], let days = info["days"] {
            lines.append("Seed \(seed), \(people) people, \(days) days.")
        }
        if let rule = info["scoring_rule_version"] { lines.append("Daily scores under scoring rule version \(rule).") }
        return lines
    }

    /// Writes `provenance.json` into `folder`.
    public func write(into folder: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(UInt8(ascii: "\n"))
        try data.write(to: folder.appendingPathComponent(Self.fileName))
    }

    private static func now() -> String {
        let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init)
        let date = epoch.map { Date(timeIntervalSince1970: $0) } ?? Date()
        return date.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!))
    }

    /// `argument` as a POSIX shell reads it back: unchanged when it needs no quoting.
    public static func shellQuoted(_ argument: String) -> String {
        let plain = !argument.isEmpty && argument.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./=:,@%+".contains($0)) }
        return plain ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
