import Foundation
import Testing
@testable import CareImport

@Suite struct CSVRecordReaderTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-csv-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func records(_ bytes: [UInt8]) throws -> [CSVRecord] {
        let path = folder.appendingPathComponent("t.csv").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let reader = try CSVRecordReader(path: path, file: "t.csv")
        var out: [CSVRecord] = []
        while let record = try reader.next() { out.append(record) }
        return out
    }

    func records(_ text: String) throws -> [CSVRecord] { try records(Array(text.utf8)) }

    @Test func quotedFieldsHoldCommasQuotesAndLineBreaksAsRFC4180Says() throws {
        let read = try records("a,b,c\r\n\"x, y\",\"say \"\"hi\"\"\",\"two\r\nlines\"\r\nlast,,\r\n")
        #expect(read.map(\.fields) == [["a", "b", "c"], ["x, y", "say \"hi\"", "two\nlines"], ["last", "", ""]])
        #expect(read.allSatisfy { $0.problem == nil })
    }

    @Test func aRecordIsNumberedByTheLineItStartsOn() throws {
        let read = try records("h\n\"one\ntwo\nthree\"\nnext\n\nafter blank\rcr only\n")
        #expect(read.map(\.line) == [1, 2, 5, 7, 8])
        #expect(read.map(\.fields) == [["h"], ["one\ntwo\nthree"], ["next"], ["after blank"], ["cr only"]])
    }

    @Test func aLineBreakInAQuotedFieldReadsTheSameWhateverTheFileEndsLinesWith() throws {
        let crlf = try records("note\r\n\"one\r\ntwo\"\r\nnext\r\n")
        let lf = try records("note\n\"one\ntwo\"\nnext\n")
        let cr = try records("note\r\"one\rtwo\"\rnext\r")
        #expect(crlf.map(\.fields) == [["note"], ["one\ntwo"], ["next"]])
        #expect(lf.map(\.fields) == crlf.map(\.fields))
        #expect(cr.map(\.fields) == crlf.map(\.fields))
        #expect(crlf.map(\.line) == [1, 2, 4])
        #expect(cr.map(\.line) == [1, 2, 4])
    }

    @Test func aNULByteIsAProblemOfItsFieldNotTheEndOfItsText() throws {
        let read = try records(Array("a,b\nok,\"x".utf8) + [0] + Array("y\"\n".utf8))
        #expect(read[1].problem?.column == 2)
        #expect(read[1].problem?.reason == "holds a NUL byte (U+0000), which is not text")
    }

    @Test func aRecordLongerThanTheLimitStopsTheFileAtItsLine() throws {
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: CSVRecordReader.maximumRecordBytes + 1)
        #expect {
            _ = try records(Array("a\nshort\n".utf8) + long)
        } throws: { error in
            guard case ImportError.malformed(let location, let reason) = error else { return false }
            return location.line == 3 && reason.hasPrefix("the record is longer than 16 MiB")
        }
    }

    @Test func aByteOrderMarkIsSkippedAndTheLastLineNeedsNoLineEnd() throws {
        let read = try records([0xEF, 0xBB, 0xBF] + Array("user_id,kind\nP1,symptom".utf8))
        #expect(read.map(\.fields) == [["user_id", "kind"], ["P1", "symptom"]])
    }

    @Test func aMalformedFieldIsReportedWithItsColumnAndTheNextRecordsStillRead() throws {
        let read = try records("a,b,c\n1,\"x\"y,3\n4,ab\"c,6\n7,8,9\n")
        #expect(read.count == 4)
        #expect(read[1].problem?.column == 2)
        #expect(read[1].problem?.reason == "has text after its closing quote")
        #expect(read[2].problem?.column == 2)
        #expect(read[2].problem?.reason.hasPrefix("has a quote but is not enclosed in quotes") == true)
        #expect(read[3].fields == ["7", "8", "9"])
        #expect(read[3].problem == nil)
    }

    @Test func invalidUTF8IsAProblemOfItsField() throws {
        let read = try records(Array("a,b\n".utf8) + [0x6F, 0x6B, 0x2C, 0xFF, 0xFE, 0x0A])
        #expect(read[1].problem?.column == 2)
        #expect(read[1].problem?.reason == "is not valid UTF-8")
    }

    @Test func anUnclosedQuoteStopsTheFileAtTheLineWhereItOpened() throws {
        #expect {
            _ = try records("a,b\n1,2\n3,\"never closed\n4,5\n")
        } throws: { error in
            guard case ImportError.malformed(let location, let reason) = error else { return false }
            return location == SourceLocation(file: "t.csv", line: 3, column: 2)
                && reason == "a quoted field opened here is never closed"
        }
    }

    @Test func recordsLongerThanTheReadBufferAreWhole() throws {
        let long = String(repeating: "x", count: 3 << 20)
        let read = try records("a,b\n\(long),\"\(long)\"\nend,1\n")
        #expect(read.map { $0.fields.map(\.count) } == [[1, 1], [3 << 20, 3 << 20], [3, 1]])
        #expect(read[2].line == 3)
    }
}
