import CareScenario
import CareSimulation
import Crypto
import Foundation

/// What a shard run (`carelab simulate --shard K/N`) writes beside its database,
/// `shard.json`: which shard of which run it is, and what the ground-truth tally keeps of
/// each of its people, so that `carelab merge` can rebuild the single run's `truth.json`
/// without simulating anyone again.
public struct ShardManifest: Codable {
    /// The manifest's file name inside a shard folder.
    public static let fileName = "shard.json"
    /// The manifest's format; a merge refuses another.
    public static let currentFormat = 1

    public var format: Int
    public var carelabVersion: String
    /// `K/N`.
    public var shard: String
    /// The indexes (from 0) of the shard's people: `peopleFrom ..< peopleTo`.
    public var peopleFrom: Int
    public var peopleTo: Int
    /// The run the shard belongs to: the scenario file as the user named it, its settings'
    /// fingerprint (``fingerprint(of:)``), and the seed, people and days after overrides.
    public var scenarioFile: String
    public var scenarioFingerprint: String
    public var seed: UInt64
    public var people: Int
    public var days: Int
    /// Per person of the shard, in person order, what the ground-truth tally keeps.
    public var members: [PopulationTally.Member]

    public init(run: SimulationRun, shard: Shard, members: [PopulationTally.Member]) {
        let range = shard.people(of: run.scenario.people, batchSize: SimulationRun.batchSize(days: run.scenario.days))
        format = Self.currentFormat
        carelabVersion = CareLabRelease.version
        self.shard = shard.description
        peopleFrom = range.lowerBound
        peopleTo = range.upperBound
        scenarioFile = run.scenarioPath
        scenarioFingerprint = Self.fingerprint(of: run.scenario)
        seed = run.scenario.seed
        people = run.scenario.people
        days = run.scenario.days
        self.members = members
    }

    /// The SHA-256 of the scenario's settings (``Scenario/canonicalText``), in hexadecimal.
    public static func fingerprint(of scenario: Scenario) -> String {
        SHA256.hash(data: Data(scenario.canonicalText.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    public func write(into folder: URL) throws {
        try Self.encoder.encode(self).write(to: folder.appendingPathComponent(Self.fileName))
    }

    /// Reads the manifest of the shard folder `folder`.
    public static func read(from folder: String) throws -> ShardManifest {
        let path = URL(fileURLWithPath: folder).appendingPathComponent(fileName).path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure.noInput("\(folder) is not a shard folder: it has no \(fileName) "
                                  + "(write one with carelab simulate SCENARIO --shard K/N --out FOLDER)")
        }
        let manifest: ShardManifest
        do {
            manifest = try decoder.decode(ShardManifest.self, from: data)
        } catch {
            throw Failure.badData("\(path): not a shard manifest CareLab can read: \(error)")
        }
        guard manifest.format == currentFormat else {
            throw Failure.badData("\(path): shard manifest format \(manifest.format); this CareLab reads format \(currentFormat)")
        }
        guard manifest.members.count == manifest.peopleTo - manifest.peopleFrom else {
            throw Failure.badData("\(path): \(manifest.members.count) people's ground truth for the people "
                                  + "\(manifest.peopleFrom)..<\(manifest.peopleTo)")
        }
        return manifest
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }
}
