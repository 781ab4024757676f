import CareModel
import CareStats
import Foundation
import Testing
@testable import CareAnalytics
@testable import CareReports

/// The run's `report.html` from a small hand-made overview: three days, a symptom whose
/// name carries markup, one day logged by too few people, one correlation of enough people
/// and one of too few.
@Suite struct RunReportHTMLTests {
    static let symptom = #"<b>"head" & ache"#
    static let period = StudyPeriod(first: CalendarDay(year: 2026, month: 3, day: 2), last: CalendarDay(year: 2026, month: 3, day: 4))

    static func estimate(_ r: Double, pairs: Int, people: Int) -> CorrelationEstimate {
        CorrelationEstimate(Result<Correlation, StatisticsError>.success(Correlation(r: r, n: pairs, pValue: 0.001)),
                            pairs: pairs, people: people)
    }

    static func cell(_ outcome: String, people: Int) -> CorrelationGrid.Cell {
        CorrelationGrid.Cell(factor: "caffeine & tea", unit: "mg", outcome: outcome, level: .symptom, lagDays: 1,
                             pooled: estimate(0.3, pairs: 600, people: people), between: estimate(0.1, pairs: people, people: people),
                             within: estimate(0.45, pairs: 600, people: people), withinSlope: 0.01, ordinal: nil)
    }

    static let report: RunReport = {
        let means = [
            DailyMeanScore(day: period.first, level: .symptom, name: symptom, people: 40, meanScore: 1.25),
            DailyMeanScore(day: period.first.adding(days: 1), level: .symptom, name: symptom, people: 4, meanScore: 3.75),
            DailyMeanScore(day: period.last, level: .symptom, name: symptom, people: 38, meanScore: 0.5),
        ]
        let overview = RunOverview(
            people: 45, events: 1_234, period: period, rule: .version1, dailyMeans: means,
            correlations: CorrelationGrid(people: 45, period: period, cells: [cell(symptom, people: 40), cell("nausea", people: 7)]),
            doseResponse: nil)
        return RunReport(context: .init(name: "tiny", source: "made by hand", description: "A test & nothing more.",
                                        plantedEffects: ["caffeine <raises> headache"]),
                         overview: overview)
    }()

    @Test func theReportFolderListsReportHTML() {
        #expect(Self.report.files.map(\.name).last == "report.html")
    }

    @Test func everySectionIsThereWithItsIdAndTheTagsBalance() {
        let html = Self.report.html
        for id in ["overview", "daily-scores", "correlations"] {
            #expect(html.contains("<section id=\"\(id)\">"), "\(id)")
            #expect(html.contains("<a href=\"#\(id)\">"), "\(id)")
        }
        #expect(HTMLBalance.unbalanced(in: html, tags: ["html", "body", "section", "figure", "svg", "table", "tr", "text"]).isEmpty)
    }

    @Test func labelsAreEscapedEverywhere() {
        let html = Self.report.html
        #expect(!html.contains(Self.symptom) && !html.contains("<raises>") && !html.contains("caffeine & tea"))
        #expect(html.contains("&lt;b&gt;&quot;head&quot; &amp; ache"))
        #expect(html.contains("caffeine &amp; tea → &lt;b&gt;"))
        #expect(html.contains("caffeine &lt;raises&gt; headache"))
    }

    @Test func aDayOrAPairOfFewerPeopleThanTheMinimumIsNotShown() {
        let html = Self.report.html
        // The day of 4 people: neither its mean nor its count, in the table or the line.
        #expect(html.contains("<td>2026-03-03</td><td class=\"num\">suppressed</td><td class=\"num\">fewer than 11</td>"))
        #expect(!html.contains("3.75") && !html.contains(">4<"))
        #expect(html.contains("<td class=\"num\">1.25</td><td class=\"num\">40</td>"))
        // The line breaks at the suppressed day: two dots, no segment through it.
        #expect(html.components(separatedBy: "<circle").count == 3)
        // The correlation of 7 people is left out of the forest plot and its table.
        #expect(!html.contains("nausea"))
    }

    @Test func twoRendersAreByteIdentical() {
        #expect(Data(Self.report.html.utf8) == Data(Self.report.html.utf8))
        #expect(Self.report.files.map(\.contents) == Self.report.files.map(\.contents))
    }

    @Test func everyPathAndCoordinateIsANumber() throws {
        let html = Self.report.html
        let attribute = try Regex(#" (d|x|y|x1|y1|x2|y2|cx|cy|width|height)="([^"]*)""#)
        var count = 0
        for match in html.matches(of: attribute) {
            let value = String(match.output[2].substring ?? "")
            #expect(value.allSatisfy { "MLHVZ0123456789.- ".contains($0) }, "\(value)")
            count += 1
        }
        #expect(count > 50)
    }
}
