import ArgumentParser
import CareModel
import CareReports
import CareWorkflows

/// `carelab adherence sliding`: a CMA in windows sliding across the observation window
/// (AdhereR's `CMA_sliding_window`).
struct AdherenceSlidingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sliding",
        abstract: "A CMA in sliding windows, as AdhereR's CMA_sliding_window.",
        discussion: """
            EXAMPLE:
              carelab adherence sliding refills.csv --id person --date filled \\
                --supply days --window-days 90 --step-days 30
              carelab adherence sliding refills.csv --id person --date filled \\
                --supply days --measure cma9 --window-days 60 --windows 5

            Windows of --window-days (90) start --window-offset days (0) into the
            observation window and every --step-days (30), as many as fit; or
            --windows N spreads N windows over it as AdhereR does (the step is
            kept between 1 day and the window length, so fewer may fit). Windows
            as for `adherence cma`. Output: id,window,start,end,measure,value,
            end being the day after the window (AdhereR's window.end).
            """
    )

    @OptionGroup var input: RefillInputOptions

    @Option(help: ArgumentHelp("The measure in each window, cma1 to cma9.", valueName: "measure"))
    var measure: MeasureName = .cma7

    @Option(help: ArgumentHelp("The length of each window.", valueName: "days"))
    var windowDays = 90

    @Option(help: ArgumentHelp("Days between the starts of consecutive windows (default 30).", valueName: "days"))
    var stepDays: Int?

    @Option(help: ArgumentHelp("Spread this many windows over the observation window.", valueName: "count"))
    var windows: Int?

    @Option(help: ArgumentHelp("Days from the start of the observation window to the first window.", valueName: "days"))
    var windowOffset = 0

    @OptionGroup var followUp: FollowUpOptions
    @OptionGroup var observation: ObservationOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if stepDays != nil, windows != nil { throw ValidationError("give --step-days or --windows, not both") }
        do {
            _ = try sliding()
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The windows asked for.
    func sliding() throws(AdherenceError) -> SlidingWindows {
        try SlidingWindows(offsetDays: windowOffset, days: windowDays,
                           spacing: windows.map { .count($0) } ?? .step(days: stepDays ?? 30))
    }

    func run() throws {
        let (csv, people) = try input.histories()
        let starts = try followUp.starts(in: csv, of: input)
        let sliding = try sliding()
        var table = CSVTable(columns: [
            AdherenceColumns.id, AdherenceColumns.window, AdherenceColumns.windowStart, AdherenceColumns.windowEnd,
            AdherenceColumns.measure, AdherenceColumns.value,
        ])
        for (id, history) in people {
            guard let window = followUp.window(for: history, start: starts[id]) else { continue }
            let rows: [WindowCMA]
            do {
                rows = try history.cmaPerWindow(measure.cma, followUp: window, observation: try observation.window(in: window),
                                                windows: sliding)
            } catch {
                throw Failure.adherence(error, in: csv, person: id)
            }
            for row in rows {
                table.append([id, String(row.number), row.window.start.description, row.window.end.description,
                              measure.cma.description, NumberFormat.csvNumber(row.value)])
            }
        }
        try output.write(table)
    }
}
