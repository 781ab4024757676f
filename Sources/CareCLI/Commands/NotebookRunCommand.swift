import ArgumentParser
import CareWorkflows
import Foundation

/// `carelab notebook run`: runs a notebook's carelab blocks and writes the document with
/// their output.
struct NotebookRunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a notebook's carelab blocks and write it with their output.",
        discussion: """
            EXAMPLE:
              carelab notebook run Notebooks/schedules.md
              carelab notebook run Notebooks/scoring-rules.md --out /tmp/notebooks
              carelab notebook run Notebooks/scoring-rules.md --check

            A notebook is Markdown with fenced ```carelab blocks. Each line of a block is
            one carelab command (shell-like quoting; a trailing backslash continues a
            line; # starts a comment line; $WORK names a scratch folder for this run; no
            pipes or redirections). Blocks run in order from the package root (the
            nearest folder above the notebook with Package.swift), each command in its
            own carelab process with NO_COLOR=1 and TZ=UTC; its stdout goes into a
            ```text block under the block, its messages to the terminal. The document is
            written to Reports/notebooks/<name>.md under the package root, or to --out;
            a command that fails stops the run and nothing is written. Commands must
            print nothing that changes between runs (timings and paths go to stderr), so
            the written notebook is byte-identical each time. --check writes nothing and
            exits 1 when the written notebook is missing or differs.
            """
    )

    @Argument(help: ArgumentHelp("The notebook (Markdown).", valueName: "file"), completion: .file(extensions: ["md"]))
    var file: String

    @Option(help: ArgumentHelp("The folder to write the notebook to (default: Reports/notebooks under the package root).",
                               valueName: "dir"))
    var out: String?

    @Flag(help: "Compare with the written notebook instead of writing; exit 1 when it differs.")
    var check = false

    @Flag(name: [.short, .long], help: "Print no messages, only errors.")
    var quiet = false

    func run() throws {
        try Failure.requireInput(file)
        let source = URL(fileURLWithPath: file).standardizedFileURL
        let root = Self.packageRoot(above: source.deletingLastPathComponent())
        let folder = out.map { URL(fileURLWithPath: $0) } ?? root.appendingPathComponent("Reports/notebooks")
        let target = folder.appendingPathComponent(source.lastPathComponent)
        if target.standardizedFileURL.resolvingSymlinksInPath() == source.resolvingSymlinksInPath() {
            throw ValidationError("the output \(target.path) would replace the notebook itself; choose another --out")
        }
        let text: String
        do {
            text = try String(contentsOf: source, encoding: .utf8)
        } catch {
            throw Failure.ioError("cannot read \(file): \(error.localizedDescription)")
        }
        let document: NotebookDocument
        do { document = try NotebookDocument(parsing: text, file: file) } catch { throw Failure.badData(error.description) }
        let runner = NotebookRunner(executable: Self.executable, directory: root)
        let result: String
        do { result = try runner.run(document, file: file) } catch let error as NotebookError {
            throw Failure.badData(error.description)
        }

        if check {
            guard (try? String(contentsOf: target, encoding: .utf8)) == result else {
                throw Failure.failed("\(target.path) is not what \(file) gives now; run: carelab notebook run \(file)")
            }
            if !quiet { Console.message("\(target.path) is up to date") }
            return
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(result.utf8).write(to: target, options: .atomic)
        } catch {
            throw Failure.ioError("cannot write \(target.path): \(error.localizedDescription)")
        }
        if !quiet { Console.message("wrote \(target.path)") }
    }

    /// The running carelab executable, which runs every command of the notebook.
    static var executable: URL {
        Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    }

    /// The nearest folder at or above `folder` that holds Package.swift, else the current
    /// directory.
    static func packageRoot(above folder: URL) -> URL {
        var candidate = folder
        while true {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path) { return candidate }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { break }
            candidate = parent
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }
}
