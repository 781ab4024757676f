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
              carelab adherence episodes refills.csv --id person --date filled \\
                --supply days --medication drug --dose per_day \\
                --follow-up-start-days 60 --follow-up-days 365

            A gap in supply longer than --gap days (90 by default) or than
            --gap-percent of the supply before it ends an episode; the next
            dispensing starts a new one. Supply left over is carried into the next
            interval unless --no-carry-over.

            With --medication (a column naming each dispensing's medication class)
            and --dose (a column with its daily dose), the rules are AdhereR's
            defaults: a change of medication ends the episode (unless
            --medication-change-continues-episode), supply is carried over only to
            the same medication (unless --carry-across-medications), and at a change
            of dose the days carried over are rescaled by the old dose over the new
            one (unless --ignore-dose-changes), so a gap can be a fraction of a day.
            --dose-change-starts-episode ends the episode at a change of dose too
            (AdhereR 0.8.1 has this option but ignores it). Without the two columns
            every dispensing counts as one medication at one dose.

            Follow-up as for `adherence cma` (--follow-up-start-days and
            --follow-up-start-column give each person their own start).
            Output: id,episode,start,gap,end,duration: gap is the whole days without
            supply after the episode's last dispensing, duration its days (a
            fraction when a percentage gap is appended or a dose changes), end the
            start plus them.
            """
    )

    @OptionGroup var input: RefillInputOptions
    @OptionGroup var changes: EpisodeChangeOptions
    @OptionGroup var gap: EpisodeGapOptions
    @OptionGroup var carryOver: CarryOverOptions

    @OptionGroup var followUp: FollowUpOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let (csv, people) = try input.histories(medication: changes.medication, dose: changes.dose)
        let starts = try followUp.starts(in: csv, of: input)
        let rule = carryOver.apply(to: changes.apply(to: try gap.rule()))
        var table = CSVTable(columns: [
            AdherenceColumns.id, AdherenceColumns.episode, AdherenceColumns.episodeStart, AdherenceColumns.gap,
            AdherenceColumns.episodeEnd, AdherenceColumns.duration,
        ])
        for (id, history) in people {
            guard let window = followUp.window(for: history, start: starts[id]) else { continue }
            for episode in history.treatmentEpisodes(followUp: window, rule: rule) {
                table.append([id, String(episode.number), episode.start.description, String(episode.gapDays),
                              episode.end.description, dayCount(episode.durationDays)])
            }
        }
        try output.write(table)
    }
}
