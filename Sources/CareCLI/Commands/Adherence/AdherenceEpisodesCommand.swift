import ArgumentParser
import CareModel
import CareReports

/// `carelab adherence episodes`: AdhereR's treatment episodes per person.
struct AdherenceEpisodesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "episodes",
        abstract: "Treatment episodes per person, as AdhereR cuts them.",
        discussion: """
            EXAMPLE:
              carelab adherence episodes refills.csv --id person --date filled \\
                --supply days --gap 60
              carelab adherence episodes refills.csv --id person --date filled \\
                --supply days --gap-percent 100 --append-gap

            A gap in supply longer than --gap days (90 by default) or than
            --gap-percent of the supply before it ends an episode; the next
            dispensing starts a new one. Supply left over is carried into the next
            interval unless --no-carry-over. Follow-up as for `adherence cma`.
            Output: id,episode,start,gap,end,duration: gap is the days without
            supply after the episode's last dispensing, duration its days (a
            fraction when a percentage gap is appended), end the start plus them.
            """
    )

    @OptionGroup var input: RefillInputOptions
    @OptionGroup var gap: EpisodeGapOptions

    @Flag(help: "Do not carry supply left over into the next interval.")
    var noCarryOver = false

    @OptionGroup var followUp: FollowUpOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let (_, people) = try input.histories()
        let rule = try gap.rule(carriesOver: !noCarryOver)
        var table = CSVTable(columns: [
            AdherenceColumns.id, AdherenceColumns.episode, AdherenceColumns.episodeStart, AdherenceColumns.gap,
            AdherenceColumns.episodeEnd, AdherenceColumns.duration,
        ])
        for (id, history) in people {
            guard let window = followUp.window(for: history) else { continue }
            for episode in history.treatmentEpisodes(followUp: window, rule: rule) {
                table.append([id, String(episode.number), episode.start.description, String(episode.gapDays),
                              episode.end.description, dayCount(episode.durationDays)])
            }
        }
        try output.write(table)
    }
}
