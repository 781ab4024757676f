import CareAnalytics
import CareModel
import CareScenario
import CareStore
import Foundation

/// One replicate of a power study: the scenario simulated and stored as `carelab simulate
/// --no-report` does (``SimulationRun``, one simulating thread), then analysed as `carelab
/// analyze truth` does (``TruthAnalysis`` against the run's own `truth.json`).
public struct ReplicateRun: Sendable {
    /// The scenario of the replicate's grid point, with the replicate's seed.
    public let scenario: Scenario
    /// The scenario file as the user named it, recorded in the run's database.
    public let scenarioPath: String
    public let analysis: TruthAnalysis

    /// A replicate of `scenario` (read from `scenarioPath`), analysed by `analysis`.
    public init(scenario: Scenario, scenarioPath: String, analysis: TruthAnalysis) {
        self.scenario = scenario
        self.scenarioPath = scenarioPath
        self.analysis = analysis
    }

    /// Writes the run's database and truth.json into `folder`, an empty folder, and returns
    /// what the estimator finds in them.
    public func estimates(writingInto folder: URL) throws -> ReplicateEstimates {
        let run = SimulationRun(scenario: scenario, scenarioPath: scenarioPath, threads: 1, report: false,
                                progress: ProgressLine(label: "", total: 0, quiet: true))
        _ = try run.write(into: folder)
        let database = try CareDatabase.open(at: folder.appendingPathComponent(SimulationRun.databaseName).path,
                                             durability: .rebuildable)
        let truth = try GroundTruth.load(contentsOf: folder.appendingPathComponent(SimulationRun.truthName).path)
        return ReplicateEstimates(try analysis.run(on: database, truth: truth))
    }
}
