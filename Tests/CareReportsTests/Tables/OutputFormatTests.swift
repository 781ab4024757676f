import CareModel
import Foundation
import Testing
@testable import CareReports

@Suite struct OutputFormatTests {
    /// Two scores; the second's value is missing (empty) and its name holds a comma, a
    /// quote, a tab and a line break.
    static var table: CSVTable {
        var table = CSVTable(columns: [TableColumn("person_id", .integer), TableColumn("date", .date), TableColumn("name"),
                                       TableColumn("score_points", .integer)])
        table.append(["1", "2026-03-28", "headache", "3"])
        table.append(["12", "2026-03-29", "say \"hi\",\tnow\nplease", ""])
        return table
    }

    @Test func csvIsRFC4180() {
        #expect(OutputFormat.csv.render(Self.table) == Self.table.text)
    }

    @Test func tsvEscapesTabsAndLineBreaksSoEveryLineIsARow() {
        #expect(OutputFormat.tsv.render(Self.table) == """
            person_id\tdate\tname\tscore_points
            1\t2026-03-28\theadache\t3
            12\t2026-03-29\tsay "hi",\\tnow\\nplease\t

            """)
    }

    @Test func jsonHasTypedNumbersAndNullForMissing() throws {
        let text = OutputFormat.json.render(Self.table)
        #expect(text == """
            [
              {"person_id": 1, "date": "2026-03-28", "name": "headache", "score_points": 3},
              {"person_id": 12, "date": "2026-03-29", "name": "say \\"hi\\",\\tnow\\nplease", "score_points": null}
            ]

            """)
        // An independent parser reads it back.
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(objects.count == 2)
        #expect(objects[1]["name"] as? String == "say \"hi\",\tnow\nplease")
        #expect(objects[0]["person_id"] as? Int == 1)
        #expect(objects[1]["score_points"] is NSNull)
    }

    @Test func emptyJsonIsAnEmptyArray() {
        #expect(OutputFormat.json.render(CSVTable(header: ["a"])) == "[]\n")
    }

    @Test func tableAlignsTextLeftAndNumbersRight() {
        #expect(OutputFormat.table.render(Self.table) == """
            person_id  date        name                    score_points
            ---------  ----------  ----------------------  ------------
                    1  2026-03-28  headache                           3
                   12  2026-03-29  say "hi",\\tnow\\nplease

            """)
    }

    /// A number or probability column is rounded for reading, a figure already written for
    /// reading (`1.00`, `3.33e-04`) kept as it is; the CSV and JSON keep every digit.
    @Test func tableRoundsNumbersToFourSignificantDigitsAndTheOtherFormatsDoNot() {
        var table = CSVTable(columns: [TableColumn("estimate", .number), TableColumn("q_value", .probability),
                                       TableColumn("people", .integer), TableColumn("note")])
        table.append(["0.0030000000000000022", "5e-324", "123456", "0.0030000000000000022"])
        table.append(["123.456789", "0.000123456", "7", ""])
        table.append(["-0.00001", "1", "8", "x"])
        table.append(["123456.7", "", "9", ""])
        table.append(["-4.0000001e-20", "0.5", "10", ""])
        table.append(["1.00", "3.33e-04", "11", ""])
        #expect(OutputFormat.table.render(table) == """
            estimate    q_value  people  note
            --------  ---------  ------  ---------------------
               0.003     5e-324  123456  0.0030000000000000022
               123.5  0.0001235       7
            -0.00001          1       8  x
              123457                  9
              -4e-20        0.5      10
                1.00   3.33e-04      11

            """)
        #expect(OutputFormat.csv.render(table).contains("0.0030000000000000022,5e-324,123456"))
        #expect(OutputFormat.json.render(table).contains("\"estimate\": 123.456789, \"q_value\": 0.000123456"))
    }

    @Test(arguments: [(0.0030000000000000022, "0.003"), (2.0 / 3.0, "0.6667"), (12_345.678, "12346"), (-0.0, "0"),
                      (.leastNonzeroMagnitude, "5e-324"), (1e20, "1e+20"), (.infinity, "Inf")])
    func readableNumbers(_ value: Double, _ expected: String) {
        #expect(NumberFormat.readable(value) == expected)
    }

    @Test("RFC 8259 §6 number grammar", arguments: [
        ("0", true), ("-1.5", true), ("10", true), ("1e-05", true), ("1.234560e-05", true), ("2E+3", true),
        ("01", false), ("1.", false), (".5", false), ("+1", false), ("NaN", false), ("1e", false), ("", false),
        ("-", false), ("1,000", false), ("2026-03-28", false),
    ])
    func numberGrammar(_ text: String, _ isNumber: Bool) {
        #expect(JSONText.isNumber(text) == isNumber)
    }

    @Test func controlCharactersAreEscapedInJSONStrings() {
        #expect(JSONText.string("a\u{01}b\\") == "\"a\\u0001b\\\\\"")
    }

    @Test func streamingGivesTheSameTextAsRenderingTheWholeTable() {
        for format in OutputFormat.allCases {
            var encoder = TableEncoder(format: format, columns: Self.table.columns)
            let streamed = encoder.start() + Self.table.rows.map { encoder.encode($0) }.joined() + encoder.finish()
            #expect(streamed == format.render(Self.table))
        }
    }
}
