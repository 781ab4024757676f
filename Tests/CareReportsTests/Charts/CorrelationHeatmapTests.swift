import Testing
@testable import CareReports

@Suite struct CorrelationHeatmapTests {
    @Test("Shades follow Cohen's 0.1, 0.3 and 0.5; the sign is shown from 0.1 up", arguments: [
        (0.0, "  ··"), (0.099, "  ··"), (-0.1, " -░░"), (0.29, " +░░"), (0.3, " +▒▒"), (-0.49, " -▒▒"),
        (0.5, " +▓▓"), (-1.0, " -▓▓"), (Double.nan, "  NA"),
    ])
    func cellShades(_ r: Double, _ expected: String) {
        let map = CorrelationHeatmap(title: "", rowLabels: [], columnLabels: [], values: [])
        #expect(" " + map.cell(r) == expected)
    }

    /// caffeine: 0.62 (large, positive) and -0.15 (small, negative); sleep: 0.05
    /// (negligible) and no value.
    static let map = CorrelationHeatmap(
        title: "Pearson r", rowLabels: ["caffeine", "sleep"], columnLabels: ["headache", "fatigue"],
        values: [[0.62, -0.15], [0.05, .nan]])

    @Test func gridWithNumberedColumnsAndLegend() {
        #expect(Self.map.text == """
            Pearson r
                       1   2
            caffeine +▓▓ -░░
            sleep     ··  NA
            columns: 1 headache  2 fatigue
            |r|: ·· below 0.1  ░░ 0.1 to 0.3  ▒▒ 0.3 to 0.5  ▓▓ 0.5 or more (Cohen 1988)
            sign: + positive, - negative; NA: no value

            """)
    }

    @Test func asciiFallback() {
        var map = Self.map
        map.ascii = true
        #expect(map.text.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(map.text.contains("caffeine +## -::"))
        #expect(map.text.contains("sleep     ..  NA"))
    }

    @Test func fifteenColumnsWithTwentyCharacterLabelsFitEightyColumns() {
        let columns = (1...15).map { "symptom number \($0) with a long name" }
        let map = CorrelationHeatmap(title: "r", rowLabels: [String(repeating: "f", count: 20)], columnLabels: columns,
                                     values: [columns.map { _ in -0.7 }])
        #expect(map.text.split(separator: "\n").allSatisfy { $0.count <= 80 })
        #expect(map.text.contains("         15 symptom number 15 with a long name"))
    }
}
