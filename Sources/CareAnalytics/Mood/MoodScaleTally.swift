import CareModel
import CareStats
import CareStore
import Foundation

/// Moods on an app's own scale (Daylio's `daylio_1_5`, Bearable's `bearable_0_10`, a
/// generic CSV's): the `mood` rows that are not the mood survey's check-ins, summarised per
/// scale and never mixed with another scale or with the survey's valence.
struct MoodScaleTally {
    private struct Sums {
        var answers = 0, people = 0
        var values: [Double: (answers: Int, people: Int, names: Set<String>)] = [:]
        var months: [CalendarMonth: (sum: Double, answers: Int, people: Int)] = [:]
        var slopes: [Double] = []
    }
    private var scales: [String: Sums] = [:]

    /// Adds one person's moods on any app scale.
    mutating func add(_ log: PersonRecord) {
        let moods = log.otherEvents.filter { $0.kind == EventKind.mood.rawValue && $0.value?.isFinite == true }
        guard !moods.isEmpty else { return }
        let timeline = log.timeline
        for (scale, answers) in Dictionary(grouping: moods, by: { $0.unit ?? "" }) {
            let answers = answers.sorted { $0.timestamp < $1.timestamp }
            var sums = scales[scale, default: Sums()]
            sums.answers += answers.count
            sums.people += 1
            for (value, same) in Dictionary(grouping: answers, by: { $0.value! }) {
                let cell = sums.values[value, default: (0, 0, [])]
                sums.values[value] = (cell.answers + same.count, cell.people + 1, cell.names.union(same.map { $0.name }))
            }
            var mine: [CalendarMonth: (sum: Double, answers: Int)] = [:]
            for answer in answers {
                let month = CalendarMonth(timeline.localDay(of: answer.timestamp))
                mine[month, default: (0, 0)] = (mine[month, default: (0, 0)].sum + answer.value!, mine[month, default: (0, 0)].answers + 1)
            }
            for (month, sum) in mine {
                let cell = sums.months[month, default: (0, 0, 0)]
                sums.months[month] = (cell.sum + sum.sum, cell.answers + sum.answers, cell.people + 1)
            }
            let origin = answers[0].timestamp
            let days = answers.map { $0.timestamp.timeIntervalSince(origin) / 86_400 }
            if answers.count >= 3, let last = days.last, last >= 1,
               let fit = try? LinearRegression.ordinaryLeastSquares(
                   y: answers.map { $0.value! }, predictors: [Predictor(name: "day", values: days)]),
               let slope = fit.term(named: "day") {
                sums.slopes.append(slope.estimate)
            }
            scales[scale] = sums
        }
    }

    /// One summary per scale, by the scale's name.
    var scaleReports: [MoodReport.Scale] {
        scales.keys.sorted().map { scale in
            let sums = scales[scale]!
            return MoodReport.Scale(
                scale: scale, answers: sums.answers, people: sums.people,
                values: sums.values.keys.sorted().map { value in
                    let cell = sums.values[value]!
                    return MoodReport.ScaleValue(value: value, name: cell.names.count == 1 ? cell.names.first : nil,
                                                 answers: cell.answers, people: cell.people)
                },
                months: sums.months.keys.sorted().map { month in
                    let cell = sums.months[month]!
                    return MoodReport.ScaleMonth(month: month, mean: cell.sum / Double(cell.answers), answers: cell.answers,
                                                 people: cell.people)
                },
                personTrends: try? DistributionSummary(sums.slopes))
        }
    }
}
