import CareModel
import CareStats
import Foundation
import Testing
@testable import CareAnalytics
@testable import CareReports

/// Seed 004 DR8's run-report sections "Sections used", "Log-ins" and "Moods over time" from
/// reports made by hand: 30 people active over two study weeks in two cohorts, one of 5
/// people, a section used by 3 and a week in which 4 people answered the mood survey, all
/// three below the small-cell minimum of 11.
@Suite struct RunReportProgrammeAnalyticsTests {
    static let sections = SectionReport(
        people: 32, weeks: 2, hasGroups: true,
        active: [.init(group: "all", week: nil, people: 30), .init(group: "all", week: 1, people: 25),
                 .init(group: "all", week: 2, people: 20)],
        usage: [
            .init(section: .moodSurvey, group: "all", week: nil, events: 100, people: 28, activePeople: 30),
            .init(section: .moodSurvey, group: "all", week: 1, events: 60, people: 22, activePeople: 25),
            .init(section: .moodSurvey, group: "all", week: 2, events: 40, people: 4, activePeople: 20),
            .init(section: .forum, group: "all", week: nil, events: 3, people: 3, activePeople: 30),
        ],
        logins: [
            .init(group: "all", week: nil, logins: 90, perPerson: try? DistributionSummary(Array(repeating: 3, count: 30)),
                  perLoginDay: try? RatioEstimate([(y: 3, x: 2), (y: 4, x: 2), (y: 2, x: 2)])),
            .init(group: "all", week: 1, logins: 100, perPerson: try? DistributionSummary(Array(repeating: 4, count: 25))),
            .init(group: "all", week: 2, logins: 40, perPerson: try? DistributionSummary(Array(repeating: 2, count: 20))),
            .init(group: "due 2026-10", week: nil, logins: 10, perPerson: try? DistributionSummary([2, 2, 2, 2, 2])),
        ])

    static let mood = MoodReport(
        distribution: [], answers: 40, personTrends: nil, cohortMonths: [], transitions: [:], transitionPeople: [:],
        afterRecommendation: [],
        weeks: [
            .init(group: "all", week: 1, answers: 36, people: 20, meanValence: 0.45, meanValenceInterval: nil,
                  negativeShare: 0.5, negativeShareInterval: ConfidenceInterval(lower: 0.4, upper: 0.6, level: 0.95)),
            .init(group: "all", week: 2, answers: 4, people: 4, meanValence: 0.9, meanValenceInterval: nil,
                  negativeShare: 0, negativeShareInterval: nil),
        ])

    static var report: RunReport {
        var report = RunReportHTMLTests.report
        report.sections = sections
        report.mood = mood
        return report
    }

    @Test func seed004DR8SectionsShowSharesOfTheActivePeopleAndSuppressSmallCells() {
        let markdown = Self.report.markdown
        #expect(markdown.contains("## Sections used\n"))
        #expect(markdown.contains("| mood survey | 100 | 28 | \(NumberFormat.fixed(28.0 / 30 * 100, 1)) % |"))
        #expect(markdown.contains("| forum | suppressed | fewer than 11 |"))
        let shares = Self.report.sectionWeeklyShares
        #expect(shares.map(\.section) == [.moodSurvey])
        #expect(shares.first?.percent.first == 22.0 / 25 * 100 && shares.first?.percent.last?.isNaN == true)
    }

    @Test func seed004DR8LogInsShowSessionsPerDayAndSuppressASmallCohort() {
        let markdown = Self.report.markdown
        #expect(markdown.contains("## Log-ins\n") && markdown.contains("sessions per day with a log-in"))
        #expect(markdown.contains("| all | 30 | 3.00 | 3.00 | 3.00 to 3.00 | 1.50 | "))
        #expect(markdown.contains("| due 2026-10 | fewer than 11 | suppressed |"))
        #expect(Self.report.loginWeeklySeries.first?.values == [4, 2])
    }

    @Test func seed004DR8MoodsOverTimeSuppressAWeekOfFewAnswers() {
        let markdown = Self.report.markdown
        #expect(markdown.contains("## Moods over time\n"))
        #expect(markdown.contains("| week 1 | 36 | 20 | 0.450 |  | 50.0 % | 40.0 to 60.0 % |"))
        #expect(markdown.contains("| week 2 | suppressed | fewer than 11 |"))
        #expect(Self.report.moodWeeklySeries.allSatisfy { $0.values.count == 2 && $0.values[1].isNaN })
    }

    @Test func seed004DR8TheHTMLReportHasTheThreeSectionsOnlyWithTheirData() {
        let html = Self.report.html
        for id in ["sections", "logins", "mood"] {
            #expect(html.contains("<section id=\"\(id)\">") && html.contains("<a href=\"#\(id)\">"), "\(id)")
        }
        let without = RunReportHTMLTests.report
        for id in ["sections", "logins", "mood"] { #expect(!without.html.contains("<section id=\"\(id)\">")) }
        #expect(!without.markdown.contains("## Sections used") && !without.markdown.contains("## Moods over time"))
    }
}
