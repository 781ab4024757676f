import ArgumentParser

/// `carelab adherence`: AdhereR's refill adherence measures on a CSV of dispensings.
struct AdherenceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "adherence",
        abstract: "Refill adherence (AdhereR's CMA1-CMA9, treatment episodes, windows).",
        discussion: """
            EXAMPLE:
              carelab adherence cma refills.csv --id person --date filled --supply days
              carelab adherence episodes refills.csv --id person --date filled \\
                --supply days --gap 60
              carelab adherence per-episode refills.csv --id person --date filled \\
                --supply days --measure cma7 --gap-percent 100
              carelab adherence sliding refills.csv --id person --date filled \\
                --supply days --window-days 90 --step-days 30

            FILE is a CSV file with a header row, or - for stdin: one row per
            dispensing, with the person, the day (YYYY-MM-DD) and the days' supply
            (a whole number of at least 1). The CMAs take one medication at a
            constant dose; episodes and per-episode also read the medication's
            class (--medication) and the daily dose (--dose) when given.
            The measures are AdhereR's (Dima & Dediu, PLoS ONE 2017) and agree with
            AdhereR 0.8.1 to 1e-9. Results are CSV on stdout (or -o FILE), one
            person after another in the order they first appear, NA where AdhereR
            gives NA.
            """,
        subcommands: [
            AdherenceCMACommand.self, AdherenceEpisodesCommand.self,
            AdherencePerEpisodeCommand.self, AdherenceSlidingCommand.self,
        ]
    )
}
