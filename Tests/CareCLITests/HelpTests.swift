import ArgumentParser
import Testing
@testable import CareCLI

/// Help that starts with an example on every command, examples that read whole at 80
/// columns, and the exit codes on the root.
@Suite struct HelpTests {
    static func commands(_ root: any ParsableCommand.Type) -> [any ParsableCommand.Type] {
        [root] + root.configuration.subcommands.flatMap(commands)
    }

    @Test func everyCommandsDiscussionStartsWithExamples() {
        for command in Self.commands(CareLabCommand.self) {
            #expect(command.configuration.discussion.hasPrefix("EXAMPLE:\n  carelab "), "\(command)")
        }
    }

    /// Rendered at 80 columns, every line of the EXAMPLE block (up to its first empty line) is a
    /// command of its own, indented two spaces, or the continuation of a line that ends in `\`,
    /// indented further: a command the help generator had to wrap shows as a line that is
    /// neither.
    @Test(arguments: Self.commands(CareLabCommand.self).map(HelpedCommand.init))
    func examplesNeverWrapInsideACommandAt80Columns(_ command: HelpedCommand) {
        let help = CareLabCommand.helpMessage(for: command.type, columns: 80)
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "EXAMPLE:") else {
            Issue.record("\(command): no EXAMPLE: line in its help")
            return
        }
        let block = lines[(start + 1)...].prefix { !$0.isEmpty }
        #expect(!block.isEmpty, "\(command): no example")
        var continues = false
        for line in block {
            let indent = line.prefix { $0 == " " }.count
            let whole = continues ? indent >= 4 : indent == 2
            #expect(whole, "\(command): this example line is not a whole command or a continuation:\n\(line)")
            continues = line.hasSuffix("\\")
        }
        #expect(!continues, "\(command): its last example line ends in \\")
    }

    @Test func rootHelpDocumentsTheExitCodes() throws {
        let outcome = try CarelabProcess.run(["--help"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("Exit codes: 0 success, 1 failure, 64 usage error, 65 bad input data, 66 a"))
        #expect(outcome.stdout.contains("70 an internal error, 73 an output that cannot be created,"))
    }
}

/// A command type as a test argument, named by its type in the test's output.
struct HelpedCommand: CustomStringConvertible, Sendable {
    let type: any ParsableCommand.Type

    var description: String { "\(type)" }
}
