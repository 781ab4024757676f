import CareModel
import CareStats
import Foundation

/// The mood survey's answers by study week (seven local days from the study's first day),
/// for everyone and per cohort (or arm): what ``MoodReport/weeks`` is made from.
struct MoodWeeks {
    private struct Cell: Hashable { var group: String, week: Int }
    private let period: StudyPeriod
    private var answers: [Cell: (valence: [Double], negative: [Double], people: [Int])] = [:]

    init(period: StudyPeriod) { self.period = period }

    /// Adds the answers of one person of `group` (nil: the person is only in `all`).
    mutating func add(_ moods: [MoodCheckIn], of log: PersonRecord, group: String?) {
        let timeline = log.timeline
        for check in moods {
            let day = period.first.days(to: timeline.localDay(of: check.timestamp))
            guard day >= 0, day < period.dayCount else { continue }
            for name in [MoodReport.everyone] + (group.map { [$0] } ?? []) {
                let cell = Cell(group: name, week: day / 7 + 1)
                answers[cell, default: ([], [], [])].valence.append(check.mood.affect.valence)
                answers[cell, default: ([], [], [])].negative.append(check.mood.group == .negative ? 1 : 0)
                answers[cell, default: ([], [], [])].people.append(log.personID)
            }
        }
    }

    /// One row per group and week with answers, `all` first, then the groups by name.
    var weeks: [MoodReport.Week] {
        answers.keys.sorted {
            ($0.group == MoodReport.everyone ? 0 : 1, $0.group, $0.week) < ($1.group == MoodReport.everyone ? 0 : 1, $1.group, $1.week)
        }.map { cell in
            let cellAnswers = answers[cell]!
            let negatives = cellAnswers.negative.reduce(0, +)
            return MoodReport.Week(
                group: cell.group, week: cell.week, answers: cellAnswers.valence.count,
                people: Set(cellAnswers.people).count,
                meanValence: cellAnswers.valence.reduce(0, +) / Double(cellAnswers.valence.count),
                meanValenceInterval: GroupMean.mean(cellAnswers.valence, people: cellAnswers.people)?.interval,
                negativeShare: negatives / Double(cellAnswers.negative.count),
                negativeShareInterval: GroupMean.mean(cellAnswers.negative, people: cellAnswers.people)?.interval)
        }
    }
}
