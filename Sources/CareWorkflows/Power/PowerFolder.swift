import CareAnalytics
import Foundation

/// A power study's folder (`--out`): the study's arguments, a copy of its scenario, one
/// file per finished replicate and, once every replicate is done, the summary.
///
/// ```text
/// DIR/study.json          the arguments (PowerStudy); a rerun must match them
/// DIR/scenario.yaml       the scenario file's bytes; a rerun's must match them
/// DIR/replicates/p3-r17.json   grid point 3, replicate 17: seed and estimates
/// DIR/runs/p3-r17/        its database and truth.json, with --keep-runs
/// DIR/replicates.csv, power.csv, power-curve.txt, README.md, .carelab-run
/// ```
///
/// Every file is written under a hidden name, synced and renamed into place
/// (``OutputFile``), so after a kill each is absent or complete, and a replicate is done
/// exactly when its file exists. The summary files are a function of the study and the
/// replicate files alone, so rewriting them gives the same bytes. Nothing is ever removed
/// but this process's scratch folder and those of dead earlier runs (`.scratch.partial-PID`,
/// ``StagingFolder``); a folder that is not empty and holds no `study.json` is refused.
public struct PowerFolder: Sendable {
    public static let studyName = "study.json"
    public static let scenarioName = "scenario.yaml"
    public static let replicatesName = "replicates"
    public static let runsName = "runs"
    /// The name the scratch folders derive from: `.scratch.partial-PID`.
    public static let scratchName = "scratch"

    public let root: URL

    /// Opens the study folder at `path` for `study`: creates it, or checks that it holds the
    /// same study (arguments and scenario bytes) to resume.
    ///
    /// - Throws: `Failure.cannotCreate` for a file, a folder CareLab did not write, or a
    ///   different study.
    public static func open(_ path: String, study: PowerStudy, scenario: Data) throws -> PowerFolder {
        let root = URL(fileURLWithPath: path).standardizedFileURL
        let folder = PowerFolder(root: root)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw Failure.cannotCreate("\(path) is a file, not a folder; choose a new or empty folder for --out")
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
            if !names.isEmpty, !names.contains(studyName) {
                throw Failure.cannotCreate("""
                    \(path) is not empty and holds no \(studyName): it is not a power study CareLab wrote; \
                    nothing was changed. Choose a new or empty folder for --out
                    """)
            }
        }
        StagingFolder(for: root.appendingPathComponent(scratchName)).removeDeadSiblings()
        do {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(replicatesName),
                                                    withIntermediateDirectories: true)
        } catch {
            throw Failure.cannotCreate("cannot create the folder \(path): \(error.localizedDescription)")
        }
        try folder.settle(studyName, study.json) { existing in
            guard let earlier = try? PowerStudy.decode(existing) else {
                return "its \(studyName) cannot be read"
            }
            let differences = study.differences(from: earlier)
            return differences.isEmpty ? nil : "it was started with other arguments: " + differences.joined(separator: "; ")
        }
        try folder.settle(scenarioName, String(decoding: scenario, as: UTF8.self)) { existing in
            existing == scenario ? nil : "the scenario file changed since it was started (\(scenarioName) holds the old one)"
        }
        return folder
    }

    /// Writes `name` when it is absent; then checks what is there with `mismatch`, which
    /// returns why it differs, or nil. Reading back after writing catches a concurrent run
    /// (another shard) that wrote a different study at the same moment.
    private func settle(_ name: String, _ contents: String, mismatch: (Data) -> String?) throws {
        let url = root.appendingPathComponent(name)
        if !FileManager.default.fileExists(atPath: url.path) { try OutputFile.write(contents, to: url.path) }
        guard let existing = FileManager.default.contents(atPath: url.path) else {
            throw Failure.ioError("cannot read \(url.path)")
        }
        if let reason = mismatch(existing) {
            throw Failure.cannotCreate("""
                \(root.path) holds another power study: \(reason). Nothing was changed; rerun with the same \
                arguments to resume it, or choose another --out
                """)
        }
    }

    /// The file of a finished replicate.
    public func replicateFile(point: Int, replicate: Int) -> URL {
        root.appendingPathComponent(Self.replicatesName).appendingPathComponent("p\(point)-r\(replicate).json")
    }

    /// The run folder kept with `--keep-runs`.
    public func runFolder(point: Int, replicate: Int) -> String {
        root.appendingPathComponent(Self.runsName).appendingPathComponent("p\(point)-r\(replicate)").path
    }

    /// Whether the replicate's estimates are saved.
    public func isDone(point: Int, replicate: Int) -> Bool {
        FileManager.default.fileExists(atPath: replicateFile(point: point, replicate: replicate).path)
    }

    /// Saves a finished replicate.
    public func save(_ record: ReplicateRecord) throws {
        try OutputFile.write(record.json, to: replicateFile(point: record.point, replicate: record.replicate).path)
    }

    /// Reads a finished replicate, checking that it belongs to this grid point, replicate
    /// and seed.
    public func load(point: Int, replicate: Int, seed: UInt64) throws -> ReplicateRecord {
        let url = replicateFile(point: point, replicate: replicate)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw Failure.ioError("cannot read \(url.path)")
        }
        guard let record = try? ReplicateRecord.decode(data), record.point == point, record.replicate == replicate,
              record.seed == seed else {
            throw Failure.badData("\(url.path) is not grid point \(point), replicate \(replicate) of this study; "
                                  + "remove it and rerun to redo that replicate")
        }
        return record
    }

    /// A new scratch folder for this process's temporary databases (those killed earlier
    /// runs left behind were removed by ``open(_:study:scenario:)``).
    public func makeScratch() throws -> URL {
        let staging = StagingFolder(for: root.appendingPathComponent(Self.scratchName))
        try staging.create()
        return staging.url
    }

    /// Writes the summary files in order, each in one step, then the marker listing every
    /// file CareLab wrote here.
    public func writeSummary(_ files: [(name: String, contents: String)]) throws {
        for file in files { try OutputFile.write(file.contents, to: root.appendingPathComponent(file.name).path) }
        try RunFolderMarker.write(into: root)
    }
}

/// What a finished replicate's file holds.
public struct ReplicateRecord: Codable, Sendable {
    public var point: Int
    public var replicate: Int
    public var seed: UInt64
    public var estimates: ReplicateEstimates

    /// The record of grid point `point`'s replicate `replicate`, simulated from `seed`.
    public init(point: Int, replicate: Int, seed: UInt64, estimates: ReplicateEstimates) {
        self.point = point
        self.replicate = replicate
        self.seed = seed
        self.estimates = estimates
    }

    /// Pretty, key-sorted JSON; numbers in Swift's shortest round-trip form.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(self), as: UTF8.self) + "\n"
    }

    public static func decode(_ data: Data) throws -> ReplicateRecord {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(ReplicateRecord.self, from: data)
    }
}
