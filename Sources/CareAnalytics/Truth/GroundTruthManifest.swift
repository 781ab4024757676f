import Foundation

/// The planted effects of a simulated run, read from its `truth.json` (written by
/// `CareSimulation.GroundTruth` beside the database).
public struct GroundTruthManifest: Decodable, Sendable {
    /// One planted effect of a factor on a symptom.
    public struct Effect: Decodable, Hashable, Sendable {
        public var factor: String
        public var factorUnit: String
        public var symptom: String
        /// Day t's factor acts on day t + lag.
        public var lagDays: Int
        /// Latent severity points per factor unit above the person's habit.
        public var withinPerUnit: Double
        /// Latent severity points per unit of habit above the population mean.
        public var betweenPerUnit: Double
    }

    /// The scenario's name.
    public var scenario: String
    /// The simulation seed.
    public var seed: UInt64
    /// The planted effects.
    public var effects: [Effect]

    /// Reads a manifest from `path`.
    public static func load(contentsOf path: String) throws(AnalysisError) -> GroundTruthManifest {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        do {
            return try decoder.decode(GroundTruthManifest.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw .unreadableTruth(path: path, reason: String(describing: error))
        }
    }
}
