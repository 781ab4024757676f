import CareStore
import Foundation
import Testing
@testable import CareImport

/// Apple Health files that crashed or fooled the reader before: each now imports correctly
/// or stops with an error that says where, and stores nothing.
@Suite struct AppleHealthHostileInputTests {
    let harness: ImportHarness
    init() throws { harness = try ImportHarness() }

    static let dtd = """
        <!DOCTYPE HealthData [
        <!ELEMENT HealthData (ExportDate,Record*)>
        <!ATTLIST HealthData
          locale CDATA #REQUIRED
        >
        ]>
        """
    static let body = """
        <HealthData locale="en_US">
         <ExportDate value="2026-03-02 10:00:00 +0100"/>
         <Record type="HKQuantityTypeIdentifierHeartRate" unit="count/min" value="61" startDate="2026-03-01 08:30:00 +0100" endDate="2026-03-01 08:30:00 +0100"/>
        </HealthData>

        """

    /// Imports `bytes` as an Apple Health export named `export.xml`.
    @discardableResult
    func importing(_ bytes: [UInt8]) throws -> ImportOutcome {
        let file = harness.folder.appendingPathComponent("export.xml")
        try Data(bytes).write(to: file)
        let database = try CareDatabase.openOrCreate(at: harness.databasePath)
        return try Importer(format: .appleHealth, options: ImportOptions(user: "P017")).run(
            file: file.path, into: database, carelabVersion: "test", importedAtUnix: 1_800_000_000)
    }

    func storedEvents() throws -> Int { try harness.count("SELECT COUNT(*) FROM event") }

    func failure(of bytes: [UInt8]) -> (location: CareImport.SourceLocation, reason: String)? {
        do {
            try importing(bytes)
            return nil
        } catch ImportError.malformed(let location, let reason) {
            return (location, reason)
        } catch {
            return nil
        }
    }

    @Test(arguments: [
        "<!-- an aside that mentions <!DOCTYPE HealthData [ in passing -->\n",
        "<?note <!DOCTYPE HealthData [ ?>\n",
    ])
    func aDoctypeWrittenInsideACommentOrInstructionIsNotTakenForTheRealOne(prefix: String) throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + prefix + Self.dtd + "\n" + Self.body
        try importing(Array(text.utf8))
        #expect(try storedEvents() == 1)
    }

    @Test func aTruncatedExportIsAnErrorAndNothingIsStored() throws {
        let whole = Array(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + Self.dtd + "\n" + Self.body).utf8)
        let cut = Array(whole.prefix(whole.count - "</HealthData>\n".utf8.count))
        let problem = try #require(failure(of: cut))
        #expect(problem.reason.contains("truncated"))
        #expect(try storedEvents() == 0)
    }

    @Test func invalidUTF8InAnElementNameIsAnErrorAtItsLineAndColumn() throws {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n <Rec".utf8)
        bytes += [0xFF] + Array("ord type=\"x\"/>\n</HealthData>\n".utf8)
        let problem = try #require(failure(of: bytes))
        #expect(problem.location.line == 3)
        #expect(problem.location.column == 6)
        #expect(problem.reason.contains("not valid UTF-8"))
        #expect(try storedEvents() == 0)
    }

    @Test(arguments: [true, false])
    func aUTF16FileIsRefusedWithAClearError(byteOrderMark: Bool) throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n" + Self.dtd + "\n" + Self.body
        var bytes: [UInt8] = byteOrderMark ? [0xFF, 0xFE] : []
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let problem = try #require(failure(of: bytes))
        #expect(problem.reason.contains("UTF-16"))
        #expect(try storedEvents() == 0)
    }

    @Test func aParseErrorIsReportedAtTheElementNotAtTheEndOfTheFile() throws {
        let records = String(repeating: Self.body.split(separator: "\n")[2] + "\n", count: 20)
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n <Record type=\"a\" type=\"b\"/>\n"
            + records + "</HealthData>\n"
        let problem = try #require(failure(of: Array(text.utf8)))
        #expect(problem.location.line == 3)
    }
}
