import ArgumentParser
import CareAnalytics
import CareModel
import CareReports
import CareStore
import CareWorkflows
import Foundation

/// `carelab fit`: a scenario estimated from a stored database, the synthetic twin of a
/// real or simulated study.
struct FitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fit",
        abstract: "Fit a scenario to a database: a synthetic twin of a study, each value with its interval.",
        discussion: """
            EXAMPLE:
              carelab fit --db study.sqlite -o twin.yaml
              carelab simulate twin.yaml --out twin
              carelab fit --db /tmp/run -o twin.yaml --check-against /tmp/run/truth.json

            Estimates, from an imported or simulated database, the scenario that
            simulate would need to make a study like it: the period, people and time
            zones; engagement (the chance of using the app on a day at full
            engagement as a beta distribution, its half-life and floor), the daily
            dropout hazard and the MAR strength, by maximum likelihood of each
            person's days of use with their unseen dropout day summed over; each
            symptom's baseline mean, baseline SD and daily SD, by marginal maximum
            likelihood of the day's score as a latent normal coarsened at 0.5, 1.5,
            2.5 and 3.5 with a random intercept per person; each factor's mean,
            between SD and within SD (people resampled for the intervals) and its
            parts of the day; and each within-person effect the correlation grid
            finds (q < 0.05, lags 0 to --max-lag), in latent points per unit.

            The file says which database it was fitted to (by SHA-256, never a
            person) and which CareLab made it; each value is followed by its 95 %
            interval in a comment, and what was not fitted is listed at the top and
            left at the format's defaults (people are one segment, for one).

            --check-against truth.json sets the fit against the run's planted values:
            one row per value (family, parameter, planted, fitted, ci_lower, ci_upper,
            recovered) on stdout, and the share recovered on stderr.
            """
    )

    @Option(help: ArgumentHelp("The research database, or a run folder.", valueName: "file"))
    var db: String

    @Option(name: [.short, .long], help: ArgumentHelp("Where to write the fitted scenario (YAML).", valueName: "file"))
    var output: String

    @Option(help: ArgumentHelp("A run's truth.json: print how many planted values the fit recovers.", valueName: "file"))
    var checkAgainst: String?

    @Option(help: "The seed written into the scenario.")
    var seed: UInt64 = 1

    @Option(help: "The largest lag in days searched for effects.")
    var maxLag = 3

    @Option(help: ArgumentHelp("The check table's format.", valueName: "format"))
    var format: OutputFormat?

    @Flag(name: [.short, .long], help: "Print no messages, only errors.")
    var quiet = false

    func validate() throws {
        guard (0...30).contains(maxLag) else { throw ValidationError("--max-lag must be from 0 to 30, got \(maxLag)") }
    }

    func run() throws {
        let paths = try DatabaseSelection.paths([db])
        guard paths.count == 1 else { throw ValidationError("fit reads one database; merge the shards first (carelab merge)") }
        let truth = try checkAgainst.map { path throws -> GroundTruth in
            try Failure.requireInput(path, "truth manifest")
            do { return try GroundTruth(json: Data(contentsOf: URL(fileURLWithPath: path))) } catch {
                throw Failure.badData("\(path): not a truth.json manifest (\(error))")
            }
        }
        let database = try CareDatabase.open(at: paths[0])
        if !quiet { Console.message("fitting \(db) ...") }
        let fit = try StudyFitAnalysis(maxLag: maxLag).run(on: database)
        let file = TwinScenarioFile(fit: fit, databaseSHA256: try TwinScenarioFile.sha256(ofFile: paths[0]), seed: seed)
        try OutputFile.write(file.text, to: output)
        if !quiet {
            Console.message("fitted \(English.count(fit.symptoms.count, "symptom")), \(English.count(fit.factors.count, "factor")) "
                            + "and \(English.count(fit.effects.count, "effect")) from \(English.count(fit.people, "person", "people")); "
                            + "\(English.count(fit.notFitted.count, "part")) not fitted (listed at the top of \(output))")
        }
        guard let truth else { return }
        let check = FitCheck(fit: fit, truth: truth)
        try OutputFile.write((format ?? .csv).render(check.table), to: nil)
        if !quiet {
            let recovered = check.rows.filter(\.recovered).count
            Console.message("recovered \(recovered) of \(check.rows.count) planted values within their 95 % intervals "
                            + "(\(Int((check.recoveredShare * 100).rounded())) %)")
        }
    }
}
