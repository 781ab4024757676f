import Foundation
import Testing
@testable import CareCLI

/// Colour only on a terminal, never with NO_COLOR set to a non-empty value
/// (https://no-color.org) or TERM=dumb.
@Suite struct TerminalColourTests {
    /// `script` (util-linux) runs a command on a pseudo-terminal, a real terminal device.
    static let script = "/usr/bin/script"

    /// Runs `carelab scores` on a missing database under `script`, so stderr is a terminal,
    /// and returns what the terminal showed.
    private func errorOnATerminal(noColor: String?) throws -> String {
        let command = "\(CarelabProcess.executable.path) scores --db /nonexistent/carelab.sqlite"
        let outcome = try CarelabProcess.runProgram(Self.script, ["-qec", command, "/dev/null"],
                                                    environment: ["NO_COLOR": noColor, "TERM": "xterm"])
        return outcome.stdout
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: script)))
    func aTerminalGetsARedErrorPrefixUnlessNoColorIsSet() throws {
        #expect(try errorOnATerminal(noColor: nil).contains("carelab: \u{1B}[1;31merror:\u{1B}[0m "))
        #expect(try errorOnATerminal(noColor: "").contains("\u{1B}[1;31m"))
        #expect(try !errorOnATerminal(noColor: "1").contains("\u{1B}"))
    }

    @Test func noColorOrADumbTerminalTurnsColourOffWhateverTheDevice() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            #expect(!TerminalColour.isEnabled(for: descriptor, environment: ["NO_COLOR": "1"]))
            #expect(!TerminalColour.isEnabled(for: descriptor, environment: ["TERM": "dumb"]))
        }
    }

    @Test func aPipeNeverGetsColour() {
        let pipe = Pipe()
        #expect(!TerminalColour.isEnabled(for: pipe.fileHandleForWriting.fileDescriptor, environment: [:]))
    }

    @Test func errorPrefixIsRedOnlyWhenColourIsOn() {
        #expect(Console.errorLine("bad", colour: false) == "carelab: error: bad")
        #expect(Console.errorLine("bad", colour: true) == "carelab: \u{1B}[1;31merror:\u{1B}[0m bad")
    }

    @Test func errorsThroughAPipeCarryNoEscapeCodes() throws {
        let outcome = try CarelabProcess.run(["scores", "--db", "/nonexistent/carelab.sqlite"])
        #expect(outcome.status == 66)
        #expect(outcome.stderr.hasPrefix("carelab: error: "))
        #expect(!outcome.stderr.contains("\u{1B}"))
    }
}
