import CareReports
import CareScenario
import CareStats
import Foundation

/// What a power study runs: the scenario, the replicates and the grid. Saved as
/// `study.json` in the study folder, so that a rerun resumes the same study and refuses a
/// different one.
public struct PowerStudy: Codable, Equatable, Sendable {
    /// A scenario parameter and the values it takes over the grid.
    public struct Variation: Codable, Equatable, Sendable {
        /// The path, e.g. `effects[0].within` (``ScenarioParameter``).
        public var path: String
        public var values: [Double]

        /// The values of the parameter at `path`.
        public init(path: String, values: [Double]) {
            self.path = path
            self.values = values
        }
    }

    /// One point of the grid: a number of people and a value of each variation.
    public struct Point: Equatable, Sendable {
        public var people: Int
        /// One value per ``PowerStudy/vary`` entry, in its order.
        public var values: [Double]
    }

    /// The version of this file's layout.
    public static let currentFormat = 1

    public var format = currentFormat
    public var carelabVersion = CareLabRelease.version
    /// The scenario file as the user named it.
    public var scenarioFile: String
    /// The scenario's name and seed.
    public var scenario: String
    public var seed: UInt64
    public var replicates: Int
    public var people: [Int]
    public var vary: [Variation]
    /// The estimator's settings (`analyze truth`'s defaults).
    public var maxLag = 3
    public var falseDiscoveryRate = 0.05

    /// A study of `scenario` (read from `scenarioFile`, simulated from `seed`): `replicates`
    /// runs at each population size in `people` and each value of the `vary` parameters.
    public init(scenarioFile: String, scenario: String, seed: UInt64, replicates: Int, people: [Int], vary: [Variation]) {
        self.scenarioFile = scenarioFile
        self.scenario = scenario
        self.seed = seed
        self.replicates = replicates
        self.people = people
        self.vary = vary
    }

    /// How replicate seeds derive from the scenario's, in words, for help and reports.
    public static let seedRule = "replicate r (0-based) is simulated with seed SplitMix64(scenario seed, r): "
        + "output r + 1 of SplitMix64 seeded with the scenario's seed, "
        + "finalise(seed + (r + 1) × 0x9E3779B97F4A7C15) modulo 2^64"

    /// The seed of replicate `replicate`, the same at every grid point (common random
    /// numbers: grid points differ by their settings, not by their draws).
    public func seed(ofReplicate replicate: Int) -> UInt64 {
        SplitMix64.output(seed: seed, index: UInt64(replicate))
    }

    /// The grid: people × the values of each variation, people varying slowest.
    public var points: [Point] {
        var points = people.map { Point(people: $0, values: []) }
        for variation in vary {
            points = points.flatMap { point in variation.values.map { Point(people: point.people, values: point.values + [$0]) } }
        }
        return points
    }

    /// The scenario of one grid point and replicate.
    public func scenario(_ base: Scenario, at point: Point, replicate: Int, parameters: [ScenarioParameter]) -> Scenario {
        var scenario = base
        scenario.people = point.people
        scenario.seed = seed(ofReplicate: replicate)
        for (parameter, value) in zip(parameters, point.values) { parameter.set(value, in: &scenario) }
        return scenario
    }

    /// The arguments in which `earlier` differs from this study, named as options.
    public func differences(from earlier: PowerStudy) -> [String] {
        var found: [String] = []
        func compare<T: Equatable>(_ name: String, _ mine: T, _ theirs: T) {
            if mine != theirs { found.append("\(name) \(theirs) before, \(mine) now") }
        }
        compare("format", format, earlier.format)
        compare("CareLab version", carelabVersion, earlier.carelabVersion)
        compare("scenario file", scenarioFile, earlier.scenarioFile)
        compare("scenario", scenario, earlier.scenario)
        compare("seed", seed, earlier.seed)
        compare("--replicates", replicates, earlier.replicates)
        compare("--people", people.map(String.init).joined(separator: ","),
                earlier.people.map(String.init).joined(separator: ","))
        compare("--vary", vary.map(\.argument).joined(separator: " "), earlier.vary.map(\.argument).joined(separator: " "))
        compare("max lag", maxLag, earlier.maxLag)
        compare("false discovery rate", falseDiscoveryRate, earlier.falseDiscoveryRate)
        return found
    }

    /// The manifest as pretty, key-sorted JSON.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// Reads a manifest written by ``json``.
    public static func decode(_ data: Data) throws -> PowerStudy {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(PowerStudy.self, from: data)
    }
}

extension PowerStudy.Variation {
    /// The variation as `--vary` takes it: `PATH=v1,v2`.
    public var argument: String {
        path + "=" + values.map { NumberFormat.roundTrip($0) }.joined(separator: ",")
    }
}
