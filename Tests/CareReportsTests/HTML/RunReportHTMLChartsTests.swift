import CareModel
import CareStats
import Foundation
import Testing
@testable import CareAnalytics
@testable import CareReports

/// The report's weekly adherence and score-distribution charts from hand-made figures: two
/// weeks of iron in arms a and b, one week of arm b backed by too few people; a symptom
/// whose people fall in three bins, one of them of too few people.
@Suite struct RunReportHTMLChartsTests {
    static let period = StudyPeriod(first: CalendarDay(year: 2026, month: 3, day: 2), last: CalendarDay(year: 2026, month: 3, day: 15))

    static func week(_ group: String, _ week: Int, scheduled: Int, taken: Int, people: Int) -> AdherenceReport.WeeklyShare {
        .init(medication: "iron", group: group, week: week, first: period.first.adding(days: 7 * week),
              observedScheduledDoses: scheduled, observedTakenDoses: taken, people: people)
    }

    static let report: RunReport = {
        var overview = RunOverview(people: 45, events: 1_000, period: period, rule: .version1, dailyMeans: [],
                                   correlations: CorrelationGrid(people: 45, period: period, cells: []), doseResponse: nil)
        overview.scoreDistributions = [ScoreDistribution(symptom: "headache", edges: [0, 0.5, 1, 1.5], counts: [30, 4, 0]),
                                       ScoreDistribution(symptom: "nausea", edges: [0, 0.5, 1, 1.5], counts: [12, 12, 10])]
        let summary = AdherenceReport.Summary(
            medication: "iron", group: "all", observedTakenShare: nil, takenShare: nil, onTimeRate: nil, observedDosesTaken: nil,
            dosesTaken: nil, drugHolidays: nil, people: 40, refillDelay: nil, cma7: nil, peopleWithFills: 0)
        let adherence = AdherenceReport(
            period: period, people: [], refills: [], summaries: [summary], scoreRelation: [],
            weekly: [week("all", 0, scheduled: 200, taken: 150, people: 40), week("a", 0, scheduled: 140, taken: 105, people: 25),
                     week("b", 0, scheduled: 60, taken: 45, people: 15), week("all", 1, scheduled: 100, taken: 90, people: 20),
                     week("a", 1, scheduled: 80, taken: 72, people: 16), week("b", 1, scheduled: 20, taken: 9, people: 4)])
        return RunReport(context: .init(name: "charts", source: "made by hand", description: "", plantedEffects: []),
                         overview: overview, adherence: adherence)
    }()

    static func section(_ id: String) throws -> String {
        let html = report.html
        let start = try #require(html.range(of: "<section id=\"\(id)\">"))
        return String(html[start.lowerBound...]).components(separatedBy: "</section>")[0]
    }

    /// Weeks 0 and 1 on -0.5…1.5 at x 204 and 484 (plot x 64-624); 75 % and 90 % of 0-100
    /// at y 112 and 76 (plot y 52-292).
    @Test func weeklyAdherenceIsALinePerArmOnOneAxisFrom0To100() throws {
        let html = try Self.section("adherence")
        #expect(html.contains("iron: share of doses taken while observed, by week"))
        #expect(html.contains("<path d=\"M204.0 112.0 L484.0 76.0\""), "arm a, both weeks")
        // Arm b's second week (4 people) is not drawn: its first week stands alone as a dot.
        #expect(!html.contains("45.0 %") && html.contains("<circle cx=\"204.0\" cy=\"112.0\""))
        #expect(html.contains(">0 %</text>") && html.contains(">100 %</text>"))
        #expect(html.contains("<td>2026-03-09</td><td class=\"num\">90.0 %</td><td class=\"num\">16</td>"
            + "<td class=\"num\">suppressed</td><td class=\"num\">fewer than 11</td>"))
        #expect(!html.contains(">4<") && !html.contains(">9<"))
    }

    /// Bins 0.5 wide on 0-1.5 over x 64-624; 30 people of an axis to 30 fill the plot (32-172).
    @Test func aBinOfTooFewPeopleHasNoBarAndIsSuppressedInTheTable() throws {
        let html = try Self.section("score-distributions")
        #expect(html.contains("<rect x=\"64.5\" y=\"32.0\" width=\"185.7\" height=\"140.0\""))
        #expect(html.components(separatedBy: "<rect").count == 1 + 1 + 2, "headache's first bin and nausea's first two")
        #expect(html.contains(">&lt;11</text>"))
        #expect(html.contains("<td>[0.5, 1.0)</td><td class=\"num\">fewer than 11</td><td class=\"num\">12</td>"))
        #expect(html.contains("<td>[1.0, 1.5]</td><td class=\"num\"></td><td class=\"num\">fewer than 11</td>"))
        #expect(!html.contains(">4<"))
    }

    @Test func twoRendersAreByteIdentical() {
        #expect(Data(Self.report.html.utf8) == Data(Self.report.html.utf8))
    }
}
