import ArgumentParser
import CareModel
import CareReports
import CareWorkflows

/// `carelab adherence cma`: one of AdhereR's CMA1-CMA9 per person.
struct AdherenceCMACommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cma",
        abstract: "One of CMA1-CMA9 per person, as AdhereR computes it.",
        discussion: """
            EXAMPLE:
              carelab adherence cma refills.csv --id person --date filled --supply days
              carelab adherence cma refills.csv --id person --date filled \\
                --supply days --measure cma8 --follow-up-start 2026-01-01 \\
                --follow-up-days 365 --observation-offset 90 --observation-days 180

            Follow-up starts on each person's first dispensing (or on
            --follow-up-start for everyone, --follow-up-start-days after each
            person's first dispensing, or on the day in --follow-up-start-column on
            that dispensing's row) and lasts to their last dispensing plus its
            supply (or --follow-up-days); the observation window is the follow-up unless
            --observation-offset and --observation-days say otherwise. As in AdhereR
            a dispensing on the day after a window counts as inside it. Output:
            id,measure,value. CMA1, CMA3 and CMA5 need two dispensing days in the
            window; CMA2 is Inf when the window's only dispensing day is the day
            after it.
            """
    )

    @OptionGroup var input: RefillInputOptions

    @Option(help: ArgumentHelp("The measure, cma1 to cma9.", valueName: "measure"))
    var measure: MeasureName = .cma7

    @OptionGroup var followUp: FollowUpOptions
    @OptionGroup var observation: ObservationOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let (csv, people) = try input.histories()
        let starts = try followUp.starts(in: csv, of: input)
        var table = CSVTable(columns: [AdherenceColumns.id, AdherenceColumns.measure, AdherenceColumns.value])
        for (id, history) in people {
            var value: Double?
            if let window = followUp.window(for: history, start: starts[id]) {
                do {
                    value = try history.cma(measure.cma, followUp: window, observation: try observation.window(in: window))
                } catch {
                    throw Failure.adherence(error, in: csv, person: id)
                }
            }
            table.append([id, measure.cma.description, NumberFormat.csvNumber(value)])
        }
        try output.write(table)
    }
}
