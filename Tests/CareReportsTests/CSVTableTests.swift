import Testing
@testable import CareReports

@Suite struct CSVTableTests {
    @Test("RFC 4180: fields with commas, quotes or line breaks are quoted, quotes doubled", arguments: [
        ("plain", "plain"),
        ("a,b", "\"a,b\""),
        ("say \"hi\"", "\"say \"\"hi\"\"\""),
        ("two\nlines", "\"two\nlines\""),
        ("cr\r", "\"cr\r\""),
        ("crlf\r\nnext", "\"crlf\r\nnext\""),
        ("é, ü", "\"é, ü\""),
        ("", ""),
    ])
    func escaping(_ field: String, _ expected: String) {
        #expect(CSVTable.escape(field) == expected)
    }

    @Test("RFC 4180: a header, then one CRLF-terminated record per row")
    func wholeTable() {
        var table = CSVTable(header: ["name", "note"])
        table.append(["headache", "worse, after coffee"])
        #expect(table.text == "name,note\r\nheadache,\"worse, after coffee\"\r\n")
    }
}

@Suite struct NumberFormatTests {
    @Test func fixedDecimalsNeverPrintNegativeZero() {
        #expect(NumberFormat.fixed(-0.00001, 3) == "0.000")
        #expect(NumberFormat.fixed(2.34567, 2) == "2.35")
        #expect(NumberFormat.fixed(.nan, 2) == "NA")
    }

    @Test func groupsThousands() {
        #expect(NumberFormat.grouped(1_234_567) == "1,234,567")
        #expect(NumberFormat.grouped(999) == "999")
        #expect(NumberFormat.grouped(-1000) == "-1,000")
    }

    @Test func smallPValuesAreBounded() {
        #expect(NumberFormat.pValue(1e-9) == "< 0.0001")
        #expect(NumberFormat.pValue(0.03125) == "0.0312")
    }
}

@Suite struct ChartTests {
    @Test func barsScaleToTheLongestAndFitEightyColumns() {
        let chart = BarChart(title: "Mean score", bars: [
            .init(label: "0-94 mg", value: 1, annotation: "1.00 (n=20)"),
            .init(label: "95-155 mg", value: 2, annotation: "2.00 (n=20)"),
        ])
        let lines = chart.text.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(lines[2].filter { $0 == "█" }.count == 40)
        #expect(lines[1].filter { $0 == "█" }.count == 20)
    }

    @Test func asciiFallbackUsesNoUnicode() {
        let chart = BarChart(title: "t", bars: [.init(label: "a", value: 3), .init(label: "b", value: 1.5)], ascii: true)
        #expect(chart.text.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(chart.text.contains(String(repeating: "#", count: 40)))
    }

    @Test func sparklineSpansLowestToHighest() {
        #expect(Sparkline.render([0, 1, 2, 3, 4, 5, 6, 7]) == "▁▂▃▄▅▆▇█")
        #expect(Sparkline.render([1, .nan, 1]) == "▅ ▅")
        #expect(Sparkline.render([0, 7], ascii: true) == "_#")
        // On a shared range, a series keeps its level: 1 to 2 on 0 to 8 stays low.
        #expect(Sparkline.render([1, 2], range: 0...8) == "▂▃")
        #expect(Sparkline.render([1, 2]) == "▁█")
    }
}
