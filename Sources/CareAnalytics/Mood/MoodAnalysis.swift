import CareModel
import CareStats
import CareStore
import Foundation

/// Computes a ``MoodReport`` in one pass over the people of a run.
public struct MoodAnalysis: Sendable {
    /// Creates the analysis.
    public init() {}

    /// Runs the analysis over `database`.
    public func run(on database: CareDatabase) throws(AnalysisError) -> MoodReport {
        var counts: [Mood: (answers: Int, people: Int)] = [:]
        var slopes: [Double] = []
        var cohorts: [String: [CalendarMonth: (sum: Double, answers: Int, people: Int)]] = [:]
        var transitions: [Mood: [Mood: Int]] = [:], transitionPeople: [Mood: Int] = [:]
        var next: [Bool: (valence: [Double], positive: Int, people: Int, ids: [Int])] = [:]
        var answers = 0
        var scales = MoodScaleTally()
        // A database with no run information and no event has no weeks.
        var weeks = (try? StudyPeriod.of(database)).map(MoodWeeks.init)
        try database.people(reading: [.mood, .usage]) { log in
            scales.add(log)
            let moods = log.moods.sorted { $0.timestamp < $1.timestamp }
            guard !moods.isEmpty else { return }
            answers += moods.count
            for mood in Set(moods.map(\.mood)) { counts[mood, default: (0, 0)].people += 1 }
            for check in moods { counts[check.mood, default: (0, 0)].answers += 1 }

            let origin = moods[0].timestamp
            let days = moods.map { $0.timestamp.timeIntervalSince(origin) / 86_400 }
            if moods.count >= 3, let last = days.last, last >= 1,
               let fit = try? LinearRegression.ordinaryLeastSquares(
                   y: moods.map(\.mood.affect.valence), predictors: [Predictor(name: "day", values: days)]),
               let slope = fit.term(named: "day") {
                slopes.append(slope.estimate)
            }

            let cohort = log.cohort ?? log.arm ?? "all"
            weeks?.add(moods, of: log, group: SectionReport.group(of: log))
            let timeline = log.timeline
            var mine: [CalendarMonth: (sum: Double, answers: Int)] = [:]
            for check in moods {
                let month = CalendarMonth(timeline.localDay(of: check.timestamp))
                mine[month, default: (0, 0)].sum += check.mood.affect.valence
                mine[month, default: (0, 0)].answers += 1
            }
            for (month, sum) in mine {
                let total = cohorts[cohort, default: [:]][month, default: (0, 0, 0)]
                cohorts[cohort, default: [:]][month] = (total.sum + sum.sum, total.answers + sum.answers, total.people + 1)
            }

            var from = Set<Mood>()
            for (a, b) in zip(moods, moods.dropFirst()) {
                transitions[a.mood, default: [:]][b.mood, default: 0] += 1
                from.insert(a.mood)
            }
            for mood in from { transitionPeople[mood, default: 0] += 1 }

            let modules = log.usageEvents.filter { $0.kind == .learningModule }.map(\.timestamp)
            var opened = Set<Bool>()
            for (a, b) in zip(moods, moods.dropFirst()) where a.mood.group != .positive {
                let wasOpened = modules.contains { $0 >= a.timestamp && $0 < b.timestamp }
                next[wasOpened, default: ([], 0, 0, [])].valence.append(b.mood.affect.valence)
                next[wasOpened, default: ([], 0, 0, [])].ids.append(log.personID)
                if b.mood.group == .positive { next[wasOpened, default: ([], 0, 0, [])].positive += 1 }
                opened.insert(wasOpened)
            }
            for flag in opened { next[flag, default: ([], 0, 0, [])].people += 1 }
        }

        var report = MoodReport(
            distribution: Mood.allCases.map { ($0, counts[$0]?.answers ?? 0, counts[$0]?.people ?? 0) },
            answers: answers,
            personTrends: try? DistributionSummary(slopes),
            cohortMonths: cohorts.keys.sorted().flatMap { cohort in
                cohorts[cohort]!.keys.sorted().map { month in
                    let sum = cohorts[cohort]![month]!
                    return MoodReport.CohortMonth(cohort: cohort, month: month, meanValence: sum.sum / Double(sum.answers),
                                                  answers: sum.answers, people: sum.people)
                }
            },
            transitions: transitions, transitionPeople: transitionPeople,
            afterRecommendation: [true, false].compactMap { flag in
                next[flag].map { group in
                    MoodReport.Recommendation(
                        moduleOpened: flag, recommendations: group.valence.count, people: group.people,
                        nextValence: GroupMean.mean(group.valence, people: group.ids),
                        nextPositive: try? Proportion.wilson(successes: group.positive, trials: group.valence.count))
                }
            })
        report.weeks = weeks?.weeks ?? []
        report.scales = scales.scaleReports
        return report
    }
}
