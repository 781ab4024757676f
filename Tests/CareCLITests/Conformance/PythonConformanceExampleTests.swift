import Foundation
import Testing

/// The worked example of `Examples/conformance/`: an independent Python scorer passes on
/// freshly written vectors, and its wrong variant (days cut at UTC midnight) fails on the
/// labelled midnight, daylight-saving and trip cases, and only on them.
@Suite struct PythonConformanceExampleTests {
    static let script = "Examples/conformance/app_scorer.py"
    /// Every output family's file: the scorer covers them all.
    static let outputs = ["daily_scores.csv", "schedule_occurrences.csv", "dose_adherence.csv", "period_adherence.csv",
                          "monthly_points.csv", "missed_tasks.csv"]

    /// Runs the scorer on the fixture's vectors; returns the folder of its outputs.
    private func score(_ fixture: VectorsFixture, _ flags: [String]) throws -> String {
        let out = fixture.root.appendingPathComponent(flags.isEmpty ? "app" : "wrong-app").path
        let run = try CarelabProcess.runProgram("/usr/bin/env", ["python3", Self.script, fixture.vectors, out] + flags)
        #expect(run.status == 0, "\(run.stderr)")
        return out
    }

    private func check(_ fixture: VectorsFixture, _ folder: String, junit: String) throws -> CarelabProcess.Outcome {
        try CarelabProcess.run(["rules", "check", "--expected", fixture.vectors, "--actual"]
                                   + Self.outputs.map { (folder as NSString).appendingPathComponent($0) } + ["--junit", junit])
    }

    @Test func theIndependentScorerPasses() throws {
        let fixture = try VectorsFixture()
        let outcome = try check(fixture, try score(fixture, []), junit: fixture.root.appendingPathComponent("ok.xml").path)
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
    }

    @Test func cuttingDaysAtUTCFailsOnTheMidnightDaylightSavingAndTripCases() throws {
        let fixture = try VectorsFixture()
        let junit = fixture.root.appendingPathComponent("wrong.xml").path
        let outcome = try check(fixture, try score(fixture, ["--cut-days-at-utc"]), junit: junit)
        #expect(outcome.status == 1)
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        // Each piece holds one test case up to the next; a failing one holds its <failure>.
        let failing = Set(xml.components(separatedBy: "<testcase name=\"").dropFirst().filter { $0.contains("<failure") }
            .map { String($0.prefix { $0 != "\"" }) })
        let edges = ["midnight", "dst-spring-forward-north", "dst-fall-back-north", "dst-spring-forward-south",
                     "dst-fall-back-south", "trip-across-zones"]
        #expect(failing == Set(edges.map { "daily-score:\($0)" } + edges.map { "monthly-points:\($0)" }),
                "\(outcome.stdout)")
    }
}
