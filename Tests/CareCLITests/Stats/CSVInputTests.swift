import Foundation
import Testing
@testable import CareCLI
@testable import CareWorkflows

@Suite struct CSVInputTests {
    @Test(arguments: ["", "NA", "na", "N/A", "NaN", "null", " NA "])
    func missingCellsReadAsNaN(cell: String) throws {
        let input = try CSVInput.parse("x\r\n1\r\n\(cell)\r\n", name: "t.csv")
        let values = try input.numbers("x")
        #expect(values.count == 2)
        #expect(values[0] == 1)
        #expect(values[1].isNaN)
    }

    @Test func badNumberIsReportedWithFileLineAndColumn() {
        // The quoted note spans lines 2 and 3, so the second record starts on line 4.
        let text = "id,note,x\n1,\"two\nlines\",3.5\n2,plain,abc\n"
        #expect {
            try CSVInput.parse(text, name: "t.csv").numbers("x")
        } throws: { error in
            (error as? Failure)?.description == "t.csv:4:3: \"abc\" in column \"x\" is not a number"
        }
    }

    @Test func infinityIsNotANumberHere() {
        #expect(throws: Failure.self) { try CSVInput.parse("x\n1\ninf\n", name: "t.csv").numbers("x") }
    }

    @Test func recordWithTheWrongNumberOfFieldsIsBadData() {
        #expect {
            try CSVInput.parse("a,b\n1,2\n3\n", name: "t.csv")
        } throws: { error in
            (error as? Failure)?.description == "t.csv:3: expected 2 fields, found 1"
        }
    }

    @Test func standardInputIsReadForADash() throws {
        let input = try CSVInput.read("-", standardInput: { Data("\u{FEFF}a,b\n1,2\n\n3,4\n".utf8) })
        #expect(input.name == "stdin")
        #expect(input.header == ["a", "b"])
        #expect(try input.numbers("b") == [2, 4])
        #expect(input.lines == [2, 4])
    }

    @Test func unknownColumnIsAUsageErrorListingTheColumns() {
        #expect {
            try CSVInput.parse("a,b\n1,2\n", name: "t.csv").numbers("c")
        } throws: { error in
            StatsRun.exitCode(of: error) == 64 && "\(error)".contains("its columns are a, b")
        }
    }

    @Test(arguments: [("1", true), ("0", false), ("TRUE", true), ("false", false), ("1.0", true)])
    func eventIndicatorsAreOneZeroTrueFalse(cell: String, expected: Bool) throws {
        #expect(try CSVInput.parse("e\n\(cell)\n", name: "t.csv").events("e") == [expected])
    }

    @Test func otherEventValuesAreBadData() {
        #expect {
            try CSVInput.parse("t,e\n1,yes\n", name: "t.csv").events("e")
        } throws: { error in
            StatsRun.exitCode(of: error) == 65 && "\(error)".hasPrefix("t.csv:2:2:")
        }
    }
}
