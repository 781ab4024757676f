import Foundation

/// Runs a notebook's carelab commands in order and returns the document with each block's
/// output in a ```` ```text ```` block under it.
///
/// Each command runs as its own `carelab` process rather than in this one. A command writes
/// its data straight to the process's stdout and may stream it; capturing that in-process
/// would mean redirecting file descriptor 1 for the whole process, and a command that fails
/// would exit or leave state behind. A child process has its own stdout (a pipe read here),
/// its real exit code, and nothing to clean up; starting one costs a few milliseconds.
///
/// Children run in ``directory`` with `NO_COLOR=1` and `TZ=UTC`, so output does not depend
/// on the terminal or the machine's time zone, and stdin empty. Their stderr (messages,
/// errors) goes to this process's stderr and never into the document. `$WORK` in a command
/// names a fresh folder that lives for one run of the notebook.
public struct NotebookRunner {
    /// The carelab executable.
    public let executable: URL
    /// Where the commands run: the package root, so paths read like the README's.
    public let directory: URL

    /// A runner of `executable` in `directory`.
    public init(executable: URL, directory: URL) {
        self.executable = executable
        self.directory = directory
    }

    /// Runs `document`, read from `file`.
    public func run(_ document: NotebookDocument, file: String) throws -> String {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-notebook-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        var lines: [String] = []
        for part in document.parts {
            switch part {
            case .prose(let prose):
                lines += prose
            case .block(let source, let commands):
                var output = ""
                for command in commands {
                    output += try execute(command, file: file, variables: ["WORK": work.path])
                }
                lines += source + [""] + Self.fenced(output)
            }
        }
        let text = lines.joined(separator: "\n")
        return text.hasSuffix("\n") ? text : text + "\n"
    }

    /// Runs one command line and returns its stdout, line ends normalised to LF.
    private func execute(_ command: NotebookDocument.CommandLine, file: String, variables: [String: String]) throws -> String {
        let words: [String]
        do {
            words = try CommandWords.split(command.text, variables: variables)
        } catch {
            throw NotebookError.syntax(file: file, line: command.line, column: error.column, message: error.message)
        }
        guard words.first == "carelab", words.count > 1, words[1] != "notebook" else {
            throw NotebookError.notACarelabCommand(file: file, line: command.line, found: words.prefix(2).joined(separator: " "))
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = Array(words.dropFirst())
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1", "TZ": "UTC"]) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.standardError
        let stdout = Pipe()
        process.standardOutput = stdout
        do {
            try process.run()
        } catch {
            throw Failure.failed("cannot run \(executable.path): \(error.localizedDescription)")
        }
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure.failed("\(file):\(command.line): '\(command.text)' stopped with exit code "
                                 + "\(process.terminationStatus); nothing was written")
        }
        let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        return text.isEmpty || text.hasSuffix("\n") ? text : text + "\n"
    }

    /// `output` in a text block whose fence is longer than any run of backticks inside it.
    public static func fenced(_ output: String) -> [String] {
        var longest = 0, run = 0
        for character in output {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        let body = output.isEmpty ? [] : output.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return [fence + "text"] + body + [fence]
    }
}
