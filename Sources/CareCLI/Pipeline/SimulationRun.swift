import CareAnalytics
import CareModel
import CareReports
import CareScenario
import CareSimulation
import CareStore
import Foundation

/// One pass through the whole pipeline: simulate a scenario, store its events, analyse
/// them and write the report.
struct SimulationRun {
    /// The database's file name inside the run folder.
    static let databaseName = "carelab.sqlite"
    /// People stored per transaction.
    static let batchSize = 256

    let scenario: Scenario
    /// The scenario file as the user named it, for the report.
    let scenarioPath: String

    /// What a run produced.
    struct Summary {
        var events: Int
        var databaseBytes: Int
    }

    /// Writes the database and the report files into `folder`.
    func write(into folder: URL) throws -> Summary {
        let databasePath = folder.appendingPathComponent(Self.databaseName).path
        let database = try CareDatabase.create(at: databasePath)
        try database.setRunInfo(runInfo)
        try database.setSymptoms(scenario.symptoms.map(\.symptom))

        var batch: [PersonLog] = []
        var events = 0
        try Simulator(scenario: scenario).run { person in
            events += person.eventCount
            batch.append(PersonLog(personID: person.index + 1, timeZone: person.timeZone,
                                   symptomEntries: person.symptomEntries, factorEntries: person.factorEntries))
            if batch.count == Self.batchSize {
                try database.append(batch)
                batch.removeAll(keepingCapacity: true)
            }
        }
        try database.append(batch)

        let overview = try RunOverviewAnalysis().run(on: database)
        let report = RunReport(context: reportContext, overview: overview)
        for file in report.files {
            try Data(file.contents.utf8).write(to: folder.appendingPathComponent(file.name))
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: databasePath)
        return Summary(events: events, databaseBytes: (attributes?[.size] as? Int) ?? 0)
    }

    private var runInfo: [String: String] {
        [
            "source": "simulation",
            "scenario_name": scenario.name,
            "scenario_file": scenarioPath,
            "seed": String(scenario.seed),
            "people": String(scenario.people),
            "days": String(scenario.days),
            "start_date": scenario.startDay.description,
            "carelab_version": CareLabCommand.version,
            "scoring_rule_version": String(ScoringRule.version1.version),
        ]
    }

    private var reportContext: RunReport.Context {
        RunReport.Context(
            name: scenario.name,
            source: "simulated from `\(scenarioPath)` with seed \(scenario.seed)",
            description: scenario.description,
            plantedEffects: scenario.effects.map { effect in
                let unit = scenario.factors.first { $0.name == effect.factor }?.unit.rawValue ?? "unit"
                let later = effect.lagDays == 0 ? "the same day" : "day t+\(effect.lagDays)"
                return "Each \(unit) of \(effect.factor) above a person's habitual amount on day t changes "
                    + "the latent \(effect.symptom) severity on \(later) by \(effect.perUnit) points "
                    + "(within-person effect)."
            }
        )
    }
}
