import ArgumentParser
import CareAnalytics
import CareModel
import CareReports
import CareScenario
import CareSimulation
import CareWorkflows
import Foundation

/// `carelab power`: replicates of a scenario over a grid of sizes and settings, each
/// analysed as `analyze truth` does, summarised as power, bias, RMSE, coverage and false
/// discoveries (issue 20).
struct PowerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "power",
        abstract: "Estimate power, bias and coverage by simulating replicates of a scenario over a grid of sizes.",
        discussion: """
            EXAMPLE:
              carelab power Scenarios/default.yaml --replicates 200 \\
                --people 50,100,200,500 --out /tmp/power
              carelab power Scenarios/default.yaml --replicates 100 --people 100 \\
                --vary 'effects[0].within=0.002,0.004,0.008' --out /tmp/power-effect
              carelab power Scenarios/default.yaml --replicates 200 --shard 1/4 \\
                --out /tmp/power   # then --shard 2/4, 3/4 and 4/4
              carelab power Scenarios/default.yaml --replicates 200 \\
                --out /tmp/power   # runs what is missing, then summarises

            The grid is --people × the values of each --vary (PATH=v1,v2,…; the paths are
            effects[i].within and effects[i].between, i counting the scenario's effects
            from 0). At every grid point, replicate r (0-based) simulates the scenario
            with seed SplitMix64(scenario seed, r) = finalise(seed + (r + 1) ×
            0x9E3779B97F4A7C15): the same seed at every grid point (common random
            numbers). Each replicate is simulated on one thread into a temporary
            database, analysed with analyze truth's estimator, and only its estimates
            are kept (--keep-runs keeps its database and truth.json under DIR/runs/).

            DIR gets replicates.csv (every estimate), power.csv (per grid point and
            effect: power with its Wilson interval, bias, RMSE, coverage; per grid point
            the false discoveries among null cells), power-curve.txt and README.md (the
            method and its definitions). Power is the share of replicates whose grid
            q-value is below 0.05 (analyze truth's detected); power_single_test the
            share whose own regression p is below 0.05. The chart and the table of
            power are printed on stdout too.

            Resuming: each finished replicate is saved in DIR/replicates/ at once, and
            a rerun with the same arguments (study.json, and the scenario's bytes in
            scenario.yaml) runs only the replicates missing; other arguments are
            refused. --shard K/N runs the replicates whose index modulo N is K − 1 and
            writes no summary; a run without --shard then runs whatever is missing and
            writes it. The files are byte-identical however the work was split, resumed
            or threaded.
            """
    )

    @Argument(help: "The scenario file (YAML).", completion: .file(extensions: ["yaml", "yml"]))
    var scenario: String

    @Option(help: "Replicates at each grid point.")
    var replicates: Int

    @Option(help: ArgumentHelp("Grid sizes, comma-separated (default: the scenario's people).", valueName: "n,n,…"),
            transform: PowerArguments.people)
    var people: [Int]?

    @Option(help: ArgumentHelp("A scenario parameter and its values, e.g. 'effects[0].within=0.004,0.008' "
                               + "(repeat for several; the grid is their product).", valueName: "path=v,v,…"),
            transform: PowerArguments.vary)
    var vary: [PowerStudy.Variation] = []

    @Option(help: ArgumentHelp("Run only part K of N of the replicates (index modulo N = K − 1); no summary.",
                               valueName: "k/n"),
            transform: PowerArguments.shard)
    var shard: Shard?

    @Option(help: "Replicates run at once (default: the number of cores); each simulates on one thread.")
    var threads: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Keep each replicate's database and truth.json under DIR/runs/.")
    var keepRuns = false

    @Option(name: .shortAndLong, help: ArgumentHelp("The study folder to write or resume.", valueName: "dir"))
    var out: String

    @Flag(name: .shortAndLong, help: "Print no messages or progress, only errors (the summary still goes to stdout).")
    var quiet = false

    func validate() throws {
        if replicates < 1 { throw ValidationError("--replicates must be at least 1, got \(replicates)") }
        if threads < 1 { throw ValidationError("--threads must be at least 1, got \(threads)") }
        let paths = vary.map(\.path)
        if let twice = paths.first(where: { path in paths.filter { $0 == path }.count > 1 }) {
            throw ValidationError("--vary names \(twice) twice; give all its values in one --vary")
        }
    }

    func run() throws {
        try Failure.requireInput(scenario)
        let base: Scenario
        do {
            base = try ScenarioLoader.load(contentsOf: scenario)
        } catch {
            throw Failure.badData(error.description)
        }
        let parameters = try vary.map { variation in
            do throws(ScenarioParameter.PathError) {
                return try ScenarioParameter(path: variation.path, in: base)
            } catch {
                throw ValidationError("--vary: \(error.description)")
            }
        }
        let sizes = people ?? [base.people]
        if people == nil, base.people < 2 {
            throw ValidationError("the scenario has \(base.people) person; give --people with at least 2")
        }
        guard let scenarioBytes = FileManager.default.contents(atPath: scenario) else {
            throw Failure.noInput("\(scenario): cannot read the file")
        }
        let study = PowerStudy(scenarioFile: scenario, scenario: base.name, seed: base.seed, replicates: replicates,
                               people: sizes, vary: zip(vary, parameters).map { .init(path: $1.description, values: $0.values) })
        let folder = try PowerFolder.open(out, study: study, scenario: scenarioBytes)

        let clock = ContinuousClock(), started = clock.now
        let ran = try runReplicates(of: study, base: base, parameters: parameters, in: folder)
        let seconds = (clock.now - started).inSeconds
        var message = ran == 0 ? "no replicate left to run" : "ran \(English.count(ran, "replicate")) in "
            + "\(NumberFormat.fixed(seconds, 2)) s on \(English.count(min(threads, ran), "thread")): "
            + "\(NumberFormat.fixed(seconds / Double(ran), 3)) s per replicate"
        if let shard {
            let done = study.points.indices.map { p in
                (0..<replicates).filter { folder.isDone(point: p, replicate: $0) }.count
            }.reduce(0, +)
            message += "; shard \(shard) done, \(done) of \(study.points.count * replicates) "
                + "replicates of the study done. Run again without --shard to summarise."
            if !quiet { Console.message(message) }
            return
        }
        let report = try summary(of: study, base: base, in: folder)
        do {
            try report.replicatesTable.validate()
            try report.powerTable.validate()
        } catch {
            throw Failure.misfit("a power table", error)
        }
        try folder.writeSummary(report.files)
        FileHandle.standardOutput.write(Data((report.chart + "\n" + OutputFormat.table.render(overview(report))).utf8))
        if !quiet { Console.message(message + "\nresults: \(out)/README.md") }
    }

    /// Runs the replicates this invocation owes (its shard's, or all) that are not saved
    /// yet; returns how many it ran.
    private func runReplicates(of study: PowerStudy, base: Scenario, parameters: [ScenarioParameter],
                               in folder: PowerFolder) throws -> Int {
        let points = study.points
        var jobs: [(point: Int, replicate: Int)] = []
        for replicate in 0..<study.replicates where shard?.contains(replicate: replicate) ?? true {
            for point in points.indices where !folder.isDone(point: point, replicate: replicate) {
                jobs.append((point, replicate))
            }
        }
        guard !jobs.isEmpty else { return 0 }
        let scratch = keepRuns ? nil : try folder.makeScratch()
        defer { if let scratch { try? FileManager.default.removeItem(at: scratch) } }
        let progress = ProgressLine(label: "replicates", total: jobs.count, quiet: quiet)
        let finished = Counter()
        let analysis = TruthAnalysis(maxLag: study.maxLag, falseDiscoveryRate: study.falseDiscoveryRate)
        let scenarioPath = scenario, todo = jobs
        _ = try ParallelJobs.map(count: todo.count, threads: threads) { index in
            let (point, replicate) = todo[index]
            let run = ReplicateRun(scenario: study.scenario(base, at: points[point], replicate: replicate,
                                                            parameters: parameters),
                                   scenarioPath: scenarioPath, analysis: analysis)
            let estimates: ReplicateEstimates
            if let scratch {
                let runFolder = scratch.appendingPathComponent("p\(point)-r\(replicate)")
                try FileManager.default.createDirectory(at: runFolder, withIntermediateDirectories: false)
                defer { try? FileManager.default.removeItem(at: runFolder) }
                estimates = try run.estimates(writingInto: runFolder)
            } else {
                estimates = try RunFolder.write(to: folder.runFolder(point: point, replicate: replicate)) {
                    try run.estimates(writingInto: $0)
                }
            }
            try folder.save(ReplicateRecord(point: point, replicate: replicate,
                                            seed: study.seed(ofReplicate: replicate), estimates: estimates))
            progress.update(done: finished.increment())
        }
        progress.finish()
        return jobs.count
    }

    /// The report of every replicate, read back from the folder in grid and replicate order.
    private func summary(of study: PowerStudy, base: Scenario, in folder: PowerFolder) throws -> PowerReport {
        let points = try study.points.enumerated().map { index, point in
            PowerReport.Point(people: point.people, values: point.values, replicates: try (0..<study.replicates).map {
                let record = try folder.load(point: index, replicate: $0, seed: study.seed(ofReplicate: $0))
                return (record.seed, record.estimates)
            })
        }
        let context = PowerReport.Context(
            scenarioName: study.scenario, scenarioFile: study.scenarioFile, seed: study.seed, seedRule: PowerStudy.seedRule,
            days: base.days, replicates: study.replicates, varyPaths: study.vary.map(\.path),
            falseDiscoveryRate: study.falseDiscoveryRate, maxLag: study.maxLag, carelabVersion: study.carelabVersion)
        return PowerReport(context: context, points: points)
    }

    /// The table printed under the chart: power and coverage per grid point and effect, and
    /// the observed false discovery rate.
    private func overview(_ report: PowerReport) -> CSVTable {
        var table = CSVTable(columns: [TableColumn("people", .integer, "people per replicate")]
            + report.context.varyPaths.map { TableColumn($0, .number, "the varied parameter's value") } + [
                TableColumn("effect", .text, "the planted effect"),
                TableColumn("power", .number, "share of replicates where it was detected"),
                TableColumn("power_lower", .number, "its 95 % Wilson interval, lower end"),
                TableColumn("power_upper", .number, "its upper end"),
                TableColumn("single_test", .number, "share of replicates with the effect's own p < 0.05"),
                TableColumn("bias", .number, "mean estimate minus the planted value on the estimate's scale"),
                TableColumn("rmse", .number, "root mean squared error"),
                TableColumn("coverage", .number, "share of 95 % intervals that cover the planted value"),
                TableColumn("observed_fdr", .number, "false discoveries among the null cells"),
            ])
        for point in report.points {
            let grid = [String(point.people)] + point.values.map(NumberFormat.roundTrip)
            for effect in point.effects {
                func fixed(_ value: Double?, _ digits: Int) -> String { value.map { NumberFormat.fixed($0, digits) } ?? "" }
                table.append(grid + [effect.key.label, fixed(effect.power?.estimate, 2), fixed(effect.power?.interval.lower, 2),
                                     fixed(effect.power?.interval.upper, 2), fixed(effect.powerSingleTest.estimate, 2),
                                     String(format: "%.2e", effect.bias), String(format: "%.2e", effect.rmse),
                                     fixed(effect.coverage?.estimate, 2), fixed(point.nulls.falseDiscoveryRate, 3)])
            }
        }
        return table
    }
}

/// A count shared by worker threads.
private final class Counter: Sendable {
    private let value = Locked<Int>(0)

    /// Adds one and returns the new count.
    func increment() -> Int {
        value.withLock { $0 += 1; return $0 }
    }
}
