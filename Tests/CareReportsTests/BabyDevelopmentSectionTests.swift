import CareModel
import CareStats
import Foundation
import Testing
@testable import CareAnalytics
@testable import CareReports

/// Seed 004 DR5.FR7.2: the report's baby-development section, Markdown and HTML, with a
/// trimester backed by too few people suppressed.
@Suite struct BabyDevelopmentSectionTests {
    static let period = StudyPeriod(first: CalendarDay(year: 2026, month: 3, day: 2), last: CalendarDay(year: 2026, month: 3, day: 4))

    static func report(_ babyDevelopment: BabyDevelopmentReport?) -> RunReport {
        let overview = RunOverview(people: 60, events: 1_000, period: period, rule: .version1, dailyMeans: [],
                                   correlations: CorrelationGrid(people: 60, period: period, cells: []), doseResponse: nil)
        var report = RunReport(context: .init(name: "baby", source: "made by hand", description: "", plantedEffects: []),
                               overview: overview)
        report.results[BabyDevelopmentAnalysis.self] = babyDevelopment
        return report
    }

    static let analysed = BabyDevelopmentReport(
        people: 60, peopleWithUse: 58, peopleDated: 58, viewers: 55,
        trimesters: [
            .init(trimester: .first, people: 4, useDays: 30, views: 6, viewsPerUseDay: nil),
            .init(trimester: .second, people: 50, useDays: 1_000, views: 300,
                  viewsPerUseDay: try? RatioEstimate((0..<50).map { (y: Double(6 + $0 % 2), x: 20) })),
        ],
        weeks: [.init(week: 12, trimester: .first, views: 6, people: 4), .init(week: 20, trimester: .second, views: 300, people: 50)])

    @Test("Seed 004 DR5.FR7.2: the baby-development section shows each trimester's views per day in the app, small cells suppressed")
    func theSectionSuppressesSmallCells() throws {
        let report = Self.report(Self.analysed)
        let rows = BabyDevelopmentAnalysis.rows(Self.analysed, smallCells: report.smallCells)
        #expect(rows.map(\.first) == ["first", "second"])
        #expect(rows[0].contains("suppressed") && !rows[0].contains("6"), "\(rows[0])")
        #expect(rows[1].prefix(4) == ["second", "50", "1,000", "300"], "\(rows[1])")
        #expect(rows[1][4].hasPrefix("0.3"), "\(rows[1])")
        #expect(report.markdown.contains("## Baby development week by week"))
        #expect(report.html.contains("<section id=\"baby-development\">"))
    }

    @Test("Seed 004 DR5.FR7.2: without views there is no baby-development section")
    func noViewsNoSection() {
        let empty = BabyDevelopmentReport(people: 60, peopleWithUse: 58, peopleDated: 0, viewers: 0, trimesters: [], weeks: [])
        for report in [Self.report(nil), Self.report(empty)] {
            #expect(!report.markdown.contains("Baby development") && !report.html.contains("baby-development"))
        }
    }
}
