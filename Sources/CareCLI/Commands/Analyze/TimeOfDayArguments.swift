import ArgumentParser
import CareAnalytics
import CareReports

/// The options of `carelab analyze time-of-day` (``TimeOfDayAnalysis``): the lags in days
/// and the windows of hours.
struct TimeOfDayArguments: AnalysisArguments {
    typealias Analysis = TimeOfDayAnalysis

    @Option(help: ArgumentHelp("Lags in days of the factor_part rows.", valueName: "days"),
            transform: { text in try text.split(separator: ",").map { part in
                guard let lag = Int(part), (0...30).contains(lag) else { throw ValidationError("--lag-days takes whole days from 0 to 30, e.g. 0,1") }
                return lag
            } })
    var lagDays: [Int] = [0, 1]

    @Option(help: ArgumentHelp("Windows of hours after a factor entry for the hour_lag rows.", valueName: "from-to,..."),
            transform: { text in try text.split(separator: ",").map { window in
                let ends = window.split(separator: "-").compactMap { Int($0) }
                guard ends.count == 2, ends[0] >= 0, ends[1] > ends[0] else {
                    throw ValidationError("--hour-windows takes windows like 0-6,6-12,12-24 (from below to)")
                }
                return HourWindow(from: ends[0], to: ends[1])
            } })
    var hourWindows: [HourWindow] = HourWindow.standard

    func options() throws -> TimeOfDayAnalysis {
        TimeOfDayAnalysis(lags: lagDays, windows: hourWindows)
    }
}
