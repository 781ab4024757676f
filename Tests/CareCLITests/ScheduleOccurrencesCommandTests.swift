import ArgumentParser
@testable import CareCLI
@testable import CareWorkflows
import Foundation
import Testing

/// `carelab schedule occurrences`, run end to end from its arguments.
@Suite struct ScheduleOccurrencesCommandTests {
    private func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("carelab-\(UUID().uuidString)-\(name)").path
    }

    /// Runs the command with `-o` and returns what it wrote.
    private func run(_ arguments: [String]) throws -> [String] {
        let output = temporaryPath("out.txt")
        defer { try? FileManager.default.removeItem(atPath: output) }
        var command = try CareLabCommand.parseAsRoot(["schedule", "occurrences"] + arguments + ["-o", output])
        try command.run()
        return try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    private func yaml(_ text: String) throws -> String {
        let path = temporaryPath("schedule.yaml")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The last Friday of each month, six times, given as an RRULE: the list ends with the
    /// count, without --through.
    @Test func anRRuleIsReadAndItsCountEndsTheList() throws {
        let lines = try run(["--start", "2026-01-05", "--times", "09:00", "--rrule", "FREQ=MONTHLY;BYDAY=-1FR;COUNT=6",
                             "--time-zone", "Europe/London"])
        #expect(lines == ["2026-01-30T09:00:00Z", "2026-02-27T09:00:00Z", "2026-03-27T09:00:00Z",
                          "2026-04-24T09:00:00+01:00", "2026-05-29T09:00:00+01:00", "2026-06-26T09:00:00+01:00"])
    }

    /// The month options, with negative values, written back as an RRULE.
    @Test func monthOptionsPrintAsAnRRule() throws {
        let lines = try run(["--start", "2026-01-01", "--repeat", "monthly", "--month-weekdays", "mon,tue,wed,thu,fri",
                             "--set-positions", "-1", "--month-days", "-1,-2,-3", "--times", "17:00", "--print-rrule"])
        #expect(lines == ["FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYMONTHDAY=-3,-2,-1;BYSETPOS=-1"])
    }

    @Test func anRRuleWithRuleOptionsIsAUsageError() {
        let error = #expect(throws: (any Error).self) {
            _ = try CareLabCommand.parseAsRoot(["schedule", "occurrences", "--start", "2026-01-01", "--times", "08:00",
                                                "--rrule", "FREQ=DAILY", "--repeat", "daily"])
        }
        #expect(CareLabCommand.exitCode(for: error!) == ExitCode(64))
        #expect(CareLabCommand.message(for: error!).contains("--rrule replaces --repeat"))
    }

    /// Daily at 02:30 and 08:00 in New York over the March 2026 change: 02:30 does not
    /// exist on the 8th and moves forward to 03:30 EDT.
    @Test func optionsGiveOneInstantPerLineWithTheLocalOffset() throws {
        let lines = try run(["--start", "2026-03-07", "--repeat", "daily", "--times", "02:30,08:00",
                             "--through", "2026-03-09", "--time-zone", "America/New_York"])
        #expect(lines == ["2026-03-07T02:30:00-05:00", "2026-03-07T08:00:00-05:00", "2026-03-08T03:30:00-04:00",
                          "2026-03-08T08:00:00-04:00", "2026-03-09T02:30:00-04:00", "2026-03-09T08:00:00-04:00"])
    }

    /// Monthly on the 31st, January to June: March and May only besides January.
    @Test func aScheduleFileGivesTheSameRule() throws {
        let file = try yaml("time_zone: UTC\nstart: 2026-01-31\nrepeat: monthly\ntimes: [\"08:00\"]\nend: 2026-06-30\n")
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(try run(["--file", file]) == ["2026-01-31T08:00:00Z", "2026-03-31T08:00:00Z", "2026-05-31T08:00:00Z"])
        #expect(try run(["--file", file, "--from", "2026-02-01", "--through", "2026-04-30"]) == ["2026-03-31T08:00:00Z"])
    }

    @Test func anImpossibleRuleOnTheCommandLineIsAUsageError() throws {
        let error = #expect(throws: ValidationError.self) {
            _ = try run(["--start", "2026-01-31", "--repeat", "monthly", "--every", "0", "--times", "08:00", "--through", "2026-02-01"])
        }
        #expect(error?.message == "--every is 0: expected a whole number of at least 1")
        #expect(CareLabCommand.exitCode(for: error!) == ExitCode(64))
    }

    /// Issue 15: an interval this large overflowed the day arithmetic and trapped.
    @Test func aHugeIntervalIsAUsageErrorNotACrash() throws {
        let error = #expect(throws: ValidationError.self) {
            _ = try run(["--start", "2026-01-01", "--repeat", "weekly", "--every", String(Int.max), "--times", "08:00",
                         "--through", "2026-12-31"])
        }
        #expect(error?.message == "--every is \(Int.max): expected a whole number from 1 to 100000")
    }

    @Test func anImpossibleRuleInAFileIsBadDataAtItsLineAndColumn() throws {
        let file = try yaml("start: 2026-03-27\nrepeat: daily\ntimes: [\"02:30\", \"25:00\"]\n")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let error = #expect(throws: Failure.self) { _ = try run(["--file", file, "--through", "2026-04-01"]) }
        #expect(error?.description == "\(file):3:18: 'times[1]' is 25:00, expected a time of day from 00:00 to 23:59 (HH:MM)")
        #expect(error?.exitCode == ExitCode(65))
    }

    @Test func aFileAndRuleOptionsTogetherAreRejected() {
        #expect(throws: (any Error).self) {
            _ = try CareLabCommand.parseAsRoot(["schedule", "occurrences", "--file", "x.yaml", "--start", "2026-01-01"])
        }
        #expect(throws: (any Error).self) { _ = try CareLabCommand.parseAsRoot(["schedule", "occurrences", "--start", "2026-01-01"]) }
    }

    @Test func aScheduleWithoutEndNeedsThrough() {
        let error = #expect(throws: ValidationError.self) { _ = try run(["--start", "2026-01-01", "--repeat", "daily", "--times", "08:00"]) }
        #expect(error?.message == "--through is needed: the schedule has no end")
    }
}
