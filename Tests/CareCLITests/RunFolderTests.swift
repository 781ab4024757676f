import Foundation
import Testing

/// `--out` never removes a file CareLab did not write, and replacing a run is all or nothing.
@Suite struct RunFolderTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-runfolder-\(UUID().uuidString)")
    var run: URL { scratch.appendingPathComponent("run") }

    init() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    func simulate(into folder: URL, seed: Int = 1, environment: [String: String?] = [:]) throws -> CarelabProcess.Outcome {
        try CarelabProcess.run(["simulate", "Scenarios/default.yaml", "--out", folder.path, "--people", "12",
                                "--days", "10", "--seed", String(seed), "--no-report", "--quiet"],
                               environment: environment)
    }

    func entries(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    func truth(_ folder: URL) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent("truth.json"))
    }

    /// The reproduction: `report --out .` in the study's own folder deleted the database, its
    /// key file and an export.
    @Test func aReportIntoAFolderOfUserFilesIsRefusedWithExit73AndTouchesNothing() throws {
        #expect(try simulate(into: run).status == 0)
        let study = scratch.appendingPathComponent("study")
        try FileManager.default.createDirectory(at: study, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: run.appendingPathComponent("carelab.sqlite"),
                                         to: study.appendingPathComponent("study.sqlite"))
        try Data("key".utf8).write(to: study.appendingPathComponent("study.sqlite.pseudonym-key"))
        try Data("date,mood\n".utf8).write(to: study.appendingPathComponent("export.csv"))
        let before = try entries(study).map { try Data(contentsOf: study.appendingPathComponent($0)) }

        let outcome = try CarelabProcess.run(["report", "--db", study.appendingPathComponent("study.sqlite").path,
                                              "--out", study.path, "--quiet"])
        #expect(outcome.status == 73)
        #expect(outcome.stderr.contains("is not empty and was not written by CareLab"))
        #expect(try entries(study) == ["export.csv", "study.sqlite", "study.sqlite.pseudonym-key"])
        #expect(try entries(study).map { try Data(contentsOf: study.appendingPathComponent($0)) } == before)
        #expect(try entries(scratch) == ["run", "study"])
    }

    @Test func aSecondRunReplacesTheFirstAndLeavesNoStagingFolder() throws {
        #expect(try simulate(into: run, seed: 1).status == 0)
        let first = try truth(run)
        #expect(try entries(run).contains(".carelab-run"))
        let second = try simulate(into: run, seed: 2)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try truth(run) != first)
        #expect(try entries(scratch) == ["run"])
    }

    @Test func aFileAddedToAnEarlierRunIsKeptAndBlocksTheReplacement() throws {
        #expect(try simulate(into: run).status == 0)
        let notes = run.appendingPathComponent("my-notes.txt")
        try Data("mine".utf8).write(to: notes)
        let outcome = try simulate(into: run, seed: 2)
        #expect(outcome.status == 73)
        #expect(outcome.stderr.contains("my-notes.txt, which CareLab did not write"))
        #expect(try Data(contentsOf: notes) == Data("mine".utf8))
    }

    @Test func aFileInPlaceOfTheFolderIsRefused() throws {
        try Data("x".utf8).write(to: run)
        #expect(try simulate(into: run).status == 73)
        #expect(try Data(contentsOf: run) == Data("x".utf8))
    }

    @Test func anEmptyFolderIsUsed() throws {
        try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
        #expect(try simulate(into: run).status == 0)
        #expect(try entries(run).contains("carelab.sqlite"))
    }

    @Test(arguments: ["publish", "exchanged"])
    func aRunKilledWhilePublishingLeavesTheOldOrTheNewRunAndTheNextRunCleansUp(point: String) throws {
        #expect(try simulate(into: run, seed: 1).status == 0)
        let first = try truth(run)
        let killed = try simulate(into: run, seed: 2, environment: ["CARELAB_KILL_AT": point])
        #expect(killed.status != 0)
        // Killed before the swap: the first run; after it: the complete second run.
        #expect((try truth(run) == first) == (point == "publish"))
        #expect(try entries(run).contains("carelab.sqlite"))
        #expect(try entries(scratch).count == 2, "the killed run's staging folder is there until the next run")

        let next = try simulate(into: run, seed: 3)
        #expect(next.status == 0)
        #expect(try entries(scratch) == ["run"])
        #expect(next.stderr.contains("removed \(scratch.path)/.run.partial-"), "\(next.stderr)")
        #expect(!FileManager.default.fileExists(atPath: run.appendingPathComponent(".carelab-staging").path))
    }

    /// A staging folder named `.run.partial-PID` with CareLab's marker holding `contents`.
    func stagingFolder(pid: Int32, marker contents: String?) throws -> URL {
        let folder = scratch.appendingPathComponent(".run.partial-\(pid)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("half a database".utf8).write(to: folder.appendingPathComponent("carelab.sqlite"))
        if let contents { try Data(contents.utf8).write(to: folder.appendingPathComponent(".carelab-staging")) }
        return folder
    }

    @Test func theStagingFolderOfARunningProcessIsLeftAlone() throws {
        // Process 1 runs for as long as the machine does.
        let alive = try stagingFolder(pid: 1, marker: "1\n")
        #expect(try simulate(into: run).status == 0)
        #expect(FileManager.default.fileExists(atPath: alive.path))
    }

    @Test func aFolderWithoutCareLabsMarkerIsLeftAloneWhateverItsName() throws {
        let foreign = try stagingFolder(pid: 999_999_999, marker: nil)
        #expect(try simulate(into: run).status == 0)
        #expect(FileManager.default.fileExists(atPath: foreign.appendingPathComponent("carelab.sqlite").path))
    }

    @Test func aStagingFolderWhoseProcessIdWentToAnotherProgramIsRemovedAndSaid() throws {
        // Process 1 runs, but did not start at the last tick a machine could count to: the id is another program's now.
        let stale = try stagingFolder(pid: 1, marker: "1 18446744073709551615\n")
        let outcome = try simulate(into: run)
        #expect(outcome.status == 0)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(outcome.stderr.contains("removed \(stale.path), left by an earlier run"), "\(outcome.stderr)")
    }
}
