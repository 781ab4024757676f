import ArgumentParser

/// `carelab stats`: CareStats' functions on any CSV file, for researchers and for comparison
/// with other tools.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Correlations, regressions, survival curves and p-value adjustment on any CSV file.",
        discussion: """
            EXAMPLE:
              carelab stats correlate data.csv --x caffeine_mg --y score --method kendall
              carelab stats rmcorr data.csv --subject person --x sleep_h --y mood
              carelab stats ols data.csv --y score --x caffeine_mg,sleep_h --cluster person
              carelab stats km data.csv --time days --event dropped_out --group arm
              carelab stats adjust results.csv --p p --method bh
              cat data.csv | carelab stats correlate - --x a --y b

            FILE is a CSV file with a header row, or - for stdin. Empty cells and NA,
            N/A, NaN or null are missing values. Results are CSV on stdout (or -o FILE),
            numbers in full precision, NA where a value is undefined.
            """,
        subcommands: [
            StatsCorrelateCommand.self, StatsRMCorrCommand.self, StatsOLSCommand.self,
            StatsKMCommand.self, StatsCoxCommand.self, StatsAdjustCommand.self,
        ]
    )
}
