import ArgumentParser
import CareModel
import CareReports
import CareWorkflows

/// `carelab adherence per-episode`: a CMA in each treatment episode (AdhereR's
/// `CMA_per_episode`).
struct AdherencePerEpisodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "per-episode",
        abstract: "A CMA in each treatment episode, as AdhereR's CMA_per_episode.",
        discussion: """
            EXAMPLE:
              carelab adherence per-episode refills.csv --id person --date filled \\
                --supply days --measure cma7 --gap 60
              carelab adherence per-episode refills.csv --id person --date filled \\
                --supply days --measure cma2 --gap-percent 50 --observation-days 365
              carelab adherence per-episode refills.csv --id person --date filled \\
                --supply days --medication drug --measure cma9

            Episodes as for `adherence episodes`, cut to the observation window;
            each episode is the follow-up window of its measure. As in AdhereR's
            CMA_per_episode, supply is carried over for CMA5-CMA9 only, to any
            medication and not rescaled at a change of dose; with --medication a
            change of medication still starts an episode (unless
            --medication-change-continues-episode), and with --dose and
            --dose-change-starts-episode a change of dose does. Windows as for
            `adherence cma`. Output: id,episode,start,gap,end,duration,measure,value:
            start and end are the episode cut to the observation window, gap and
            duration the whole episode's, as AdhereR writes them.
            """
    )

    @OptionGroup var input: RefillInputOptions

    @Option(help: ArgumentHelp("The measure in each episode, cma1 to cma9.", valueName: "measure"))
    var measure: MeasureName = .cma7

    @OptionGroup var changes: EpisodeChangeOptions
    @OptionGroup var gap: EpisodeGapOptions
    @OptionGroup var followUp: FollowUpOptions
    @OptionGroup var observation: ObservationOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let (csv, people) = try input.histories(medication: changes.medication, dose: changes.dose)
        let starts = try followUp.starts(in: csv, of: input)
        let rule = changes.apply(to: try gap.rule())
        var table = CSVTable(columns: [
            AdherenceColumns.id, AdherenceColumns.episode, AdherenceColumns.episodeStart, AdherenceColumns.gap,
            AdherenceColumns.episodeEnd, AdherenceColumns.duration, AdherenceColumns.measure, AdherenceColumns.value,
        ])
        for (id, history) in people {
            guard let window = followUp.window(for: history, start: starts[id]) else { continue }
            let rows: [EpisodeCMA]
            do {
                rows = try history.cmaPerEpisode(measure.cma, followUp: window, observation: try observation.window(in: window),
                                                 rule: rule)
            } catch {
                throw Failure.adherence(error, in: csv, person: id)
            }
            for row in rows {
                table.append([
                    id, String(row.episode.number), row.start.description, String(row.episode.gapDays),
                    row.start.adding(days: Int(row.days.rounded(.down))).description,
                    dayCount(row.episode.durationDays), measure.cma.description,
                    NumberFormat.csvNumber(row.value),
                ])
            }
        }
        try output.write(table)
    }
}
