import Testing
@testable import CareReports

@Suite struct KaplanMeierChartTests {
    /// Survival 1 until day 2, 0.5 from day 2, 0.25 from day 4, on 5 columns (one per day)
    /// and 5 rows from 0 (25 % per row): rows 0, 0, 2, 2, 3. Each drop is drawn in the column
    /// where the new value starts: ┐ on the old row, │ between, └ on the new row.
    static let chart = KaplanMeierChart(
        title: "Still logging", timeTitle: "days",
        curves: [.init(name: "everyone", times: [0, 2, 4], survival: [1, 0.5, 0.25])], floor: 0, height: 5, width: 5)

    @Test func drawsTheStepFunction() {
        #expect(Self.chart.text == """
            Still logging
            survival (%)
            100 ┤──┐
             75 ┤  │
             50 ┤  └─┐
             25 ┤    └
              0 ┤
                └─────
                 0   4
                 days
            ─ everyone

            """)
    }

    @Test func asciiFallback() {
        var chart = Self.chart
        chart.ascii = true
        #expect(chart.text.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(chart.text.contains("100 +--+\n 75 +  |\n 50 +  +-+\n 25 +    +\n"))
    }

    @Test func survivalIsOneBeforeTheFirstTimeAndHoldsBetweenTimes() {
        let curve = KaplanMeierChart.Curve(name: "a", times: [3, 7], survival: [0.9, 0.6])
        #expect(curve.survival(at: 0) == 1)
        #expect(curve.survival(at: 3) == 0.9)
        #expect(curve.survival(at: 6.99) == 0.9)
        #expect(curve.survival(at: 100) == 0.6)
    }

    @Test func twoCurvesHaveTheirOwnStylesAndSharedCellsAreMarked() {
        let chart = KaplanMeierChart(
            title: "Retention by arm", timeTitle: "days since joining",
            curves: [.init(name: "control", times: [10, 30], survival: [0.8, 0.5]),
                     .init(name: "reminders", times: [20], survival: [0.9])], maximumTime: 60)
        let lines = chart.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= 80 })
        // Both start at 100 %: the shared cells of the top row are overlaps.
        #expect(lines[2].hasPrefix("100 ┤▣▣▣"))
        #expect(chart.text.contains("─ control  ═ reminders  ▣ several curves"))
        #expect(chart.text.contains("╗") && chart.text.contains("╚"))
        // The default 11 rows run from the tenth below the lowest survival (50 %), labelled every 10 %.
        #expect(lines.filter { $0.contains("┤") }.map { $0.prefix(3).trimmingCharacters(in: .whitespaces) }
                == ["100", "90", "80", "70", "60", "50"])
    }

    /// Arms that end at 88 % and 92 % share a row on an axis from 0 (10 % a row); on the
    /// default axis from 80 % (2 % a row) they are 2 rows apart: 0.88 on row 6, 0.92 on row 4.
    @Test func theAxisStartsAtTheTenthBelowTheDataSoCloseArmsDiffer() {
        let curves: [KaplanMeierChart.Curve] = [.init(name: "control", times: [10], survival: [0.88]),
                                                .init(name: "reminders", times: [10], survival: [0.92])]
        let fromZero = KaplanMeierChart(title: "t", timeTitle: "days", curves: curves, maximumTime: 20, floor: 0)
        let scaled = KaplanMeierChart(title: "t", timeTitle: "days", curves: curves, maximumTime: 20)
        #expect(scaled.dataFloor(until: 20) == 0.8)
        let rowsFromZero = fromZero.text.split(separator: "\n").dropFirst(2).prefix(11)
        #expect(rowsFromZero[rowsFromZero.startIndex + 1].contains("▣"), "both arms on the 90 % row")
        let rows = Array(scaled.text.split(separator: "\n").dropFirst(2).prefix(11))
        #expect(rows[6].contains("─") && !rows[6].contains("═") && rows[4].contains("═") && !rows[4].contains("─"))
        #expect(rows.map { $0.prefix(3).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                == ["100", "96", "92", "88", "84", "80"])
        // A curve that never drops still gets a 10 % axis.
        #expect(KaplanMeierChart(title: "t", timeTitle: "d", curves: [.init(name: "a", times: [], survival: [])]).dataFloor(until: 1) == 0.9)
    }
}
