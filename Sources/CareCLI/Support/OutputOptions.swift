import ArgumentParser
import CareReports
import CareWorkflows

/// The output options every data-producing command shares: where the data go (`-o`), in
/// which format (`--format`), and whether messages are printed (`--quiet`).
///
/// Data go to stdout or the file; messages go to stderr and never mix with the data.
struct OutputOptions: ParsableArguments {
    @Option(name: [.short, .long], help: ArgumentHelp("Write the data to this file instead of stdout (`-` is stdout).", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("The data's format; table aligns columns and rounds numbers for reading in a terminal.",
                               valueName: "format"))
    var format: OutputFormat?

    @Flag(name: [.short, .long], help: "Print no messages, only errors.")
    var quiet = false

    /// Starts streaming a table in `--format`, or in `defaultFormat` when none was given.
    func table(_ columns: [TableColumn], defaultFormat: OutputFormat = .csv) throws -> TableOutput {
        try TableOutput(path: output, columns: columns, format: format ?? defaultFormat)
    }

    /// Writes a whole table in `--format`, or in `defaultFormat` when none was given, after
    /// checking every field against the table's description.
    func write(_ table: CSVTable, defaultFormat: OutputFormat = .csv) throws {
        do { try table.validate() } catch {
            throw Failure.misfit("a table", error)
        }
        try OutputFile.write((format ?? defaultFormat).render(table), to: output)
    }

    /// A message for people on stderr, unless `--quiet`.
    func message(_ text: String) {
        if !quiet { Console.message(text) }
    }
}

extension OutputFormat: ExpressibleByArgument {}
