import ArgumentParser
import Testing
@testable import CareCLI

/// Help that starts with an example on every command, and the exit codes on the root.
@Suite struct HelpTests {
    static func commands(_ root: any ParsableCommand.Type) -> [any ParsableCommand.Type] {
        [root] + root.configuration.subcommands.flatMap(commands)
    }

    @Test func everyCommandsDiscussionStartsWithExamples() {
        for command in Self.commands(CareLabCommand.self) {
            #expect(command.configuration.discussion.hasPrefix("EXAMPLE:\n  carelab "), "\(command)")
        }
    }

    @Test func rootHelpDocumentsTheExitCodes() throws {
        let outcome = try CarelabProcess.run(["--help"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("Exit codes: 0 success, 1 failure, 64 usage error, 65 bad input data, 66 a"))
        #expect(outcome.stdout.contains("70 an internal error, 73 an output that cannot be created,"))
    }
}
