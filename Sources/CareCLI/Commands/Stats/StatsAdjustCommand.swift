import ArgumentParser
import CareReports
import CareStats
import CareWorkflows

/// `carelab stats adjust`: adjusts a column of p-values for multiple testing.
struct StatsAdjustCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "adjust",
        abstract: "Adjust a column of p-values for multiple testing (Benjamini-Hochberg or Bonferroni).",
        discussion: """
            EXAMPLE:
              carelab stats adjust results.csv --p p
              carelab stats adjust results.csv --p p_value --method bonferroni -o out.csv

            Writes the input table unchanged with one column added, named after the
            p column and the method (p_bh, p_value_bonferroni). Missing p-values
            stay missing (NA) and do not count as tests. Matches statsmodels'
            multipletests ('fdr_bh', 'bonferroni').
            """
    )

    @Argument(help: "The CSV file, or - for stdin.")
    var file: String

    @Option(help: "The column of p-values.")
    var p: String

    @Option(help: "bh (Benjamini-Hochberg false discovery rate) or bonferroni.")
    var method: PValueAdjustment = .benjaminiHochberg

    @OptionGroup var output: OutputOptions

    func run() throws {
        let input = try CSVInput.read(file)
        let pValues = try input.numbers(p)
        let column = try input.index(of: p)
        for (i, value) in pValues.enumerated() where !value.isNaN && !(0...1).contains(value) {
            throw Failure.badData("\(input.name):\(input.lines[i]):\(column + 1): p-value \(value) is not between 0 and 1")
        }
        let adjusted: [Double]
        do {
            adjusted = try method.adjust(pValues)
        } catch {
            throw Failure.statistics(error, in: input, "adjustment of \(p)")
        }
        let passedThrough = input.header.indices.map { index in
            let numeric = input.records.allSatisfy { $0[index].isEmpty || Double($0[index]).map { !$0.isNaN } == true }
            return TableColumn(input.header[index], numeric ? .number : .text, "from the input file")
        }
        var table = CSVTable(columns: passedThrough + [
            TableColumn("\(p)_\(method.rawValue)", .number, "the \(method.rawValue)-adjusted p-value"),
        ])
        for (record, value) in zip(input.records, adjusted) {
            table.append(record + [NumberFormat.roundTrip(value)])
        }
        try output.write(table)
    }
}
