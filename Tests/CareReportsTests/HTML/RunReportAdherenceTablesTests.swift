import CareModel
import CareStats
import Foundation
import Testing
@testable import CareAnalytics
@testable import CareReports

/// The run report's pharmacy-fill and late-logging tables (seed 000, Req 13-14), in Markdown
/// and HTML, from hand-made figures: iron for everyone (40 people, 30 with fills, 25 logging
/// late) and in arm b (8 people: suppressed).
@Suite struct RunReportAdherenceTablesTests {
    static let period = StudyPeriod(first: CalendarDay(year: 2026, month: 3, day: 2), last: CalendarDay(year: 2026, month: 3, day: 15))

    static func mean(_ estimate: Double, _ lower: Double, _ upper: Double, people: Int) -> GroupMean {
        GroupMean(estimate: estimate, interval: ConfidenceInterval(lower: lower, upper: upper, level: 0.95), pValue: 0.01,
                  people: people)
    }

    static func summary(_ group: String, people: Int, fills: Int, late: Int) -> AdherenceReport.Summary {
        var summary = AdherenceReport.Summary(
            medication: "iron", group: group, observedTakenShare: mean(0.8, 0.75, 0.85, people: people), takenShare: nil,
            onTimeRate: nil, observedDosesTaken: nil, dosesTaken: nil, drugHolidays: nil, people: people,
            refillDelay: mean(3.3, 2.5, 4.0, people: fills), cma7: mean(0.875, 0.8, 0.95, people: fills), peopleWithFills: fills)
        summary.lateLoggedShare = mean(0.2, 0.15, 0.25, people: people)
        summary.loggingDelayMinutes = mean(88.75, 80.5, 97.0, people: late)
        return summary
    }

    static let report: RunReport = {
        let overview = RunOverview(people: 48, events: 1_000, period: period, rule: .version1, dailyMeans: [],
                                   correlations: CorrelationGrid(people: 48, period: period, cells: []), doseResponse: nil)
        let adherence = AdherenceReport(period: period, people: [], refills: [],
                                        summaries: [summary("all", people: 40, fills: 30, late: 25),
                                                    summary("b", people: 8, fills: 6, late: 5)],
                                        scoreRelation: [], weekly: [])
        return RunReport(context: .init(name: "tables", source: "made by hand", description: "", plantedEffects: []),
                         overview: overview, adherence: adherence)
    }()

    @Test func seed000Req14MarkdownTablesShowFillsAndLateLoggingAndSuppressSmallGroups() {
        let markdown = Self.report.markdown
        #expect(markdown.contains("| iron | all | 3.3 | 2.5-4.0 | 87.5 % | 80.0-95.0 % | 30 |"))
        #expect(markdown.contains("| iron | all | 20.0 % | 15.0-25.0 % | 88.8 | 80.5-97.0 | 40 |"))
        #expect(markdown.components(separatedBy: "| iron | b | suppressed | | | | fewer than 11 |").count == 1 + 3,
                "arm b in the adherence, fills and late-logging tables")
    }

    @Test func seed000Req14HTMLTablesMatchTheMarkdown() throws {
        let html = Self.report.html
        let start = try #require(html.range(of: "<section id=\"adherence\">"))
        let section = String(html[start.lowerBound...]).components(separatedBy: "</section>")[0]
        #expect(section.contains("Pharmacy fills, mean over people"))
        #expect(section.contains("<td class=\"num\">3.3</td><td class=\"num\">2.5-4.0</td>"
            + "<td class=\"num\">87.5 %</td><td class=\"num\">80.0 to 95.0 %</td><td class=\"num\">30</td>"))
        #expect(section.contains("Doses logged late, mean over people"))
        #expect(section.contains("<td class=\"num\">20.0 %</td><td class=\"num\">15.0 to 25.0 %</td><td class=\"num\">88.8</td>"))
        #expect(section.components(separatedBy: "<td>b</td><td class=\"num\">suppressed</td>").count == 1 + 3)
        #expect(!section.contains(">6<") && !section.contains(">5<") && !section.contains(">8<"))
    }
}
