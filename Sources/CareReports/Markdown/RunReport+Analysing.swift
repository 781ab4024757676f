import CareAnalytics
import CareStore

extension RunReport {
    /// Runs every analysis the run report shows over `database`: the one list of them, for
    /// a simulated run (`carelab simulate`) and for a stored or imported one (`carelab report`).
    /// `timeOfDay` adds the time-of-day section (runs that model time of day, and real data).
    public static func analysing(_ database: CareDatabase, context: Context, timeOfDay: Bool,
                          smallCells: SmallCellRule = SmallCellRule()) throws -> RunReport {
        let usage = try UsagePass().run(on: database)
        var report = RunReport(context: context, overview: try RunOverviewAnalysis().run(on: database),
                               engagement: usage.engagement,
                               adherence: try AdherenceAnalysis().run(on: database),
                               smallCells: smallCells)
        report.rewards = usage.rewards
        try report.results.runAll(on: database, skipping: timeOfDay ? [] : [TimeOfDayAnalysis.name])
        report.sections = usage.sections
        report.mood = try MoodAnalysis().run(on: database)
        return report
    }
}
