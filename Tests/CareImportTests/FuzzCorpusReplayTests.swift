import Foundation
import Testing
import CareImport

/// Replays the fuzz harness's corpus and every input it ever crashed on (`Fuzz/Corpus/` and
/// `Fuzz/Regressions/`, one folder per format) through the same entry point as the fuzz
/// target, `Importer.read(file:)`: each input must end in counts or an error, never a crash.
@Suite struct FuzzCorpusReplayTests {
    static let fuzzFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")

    static func inputs(of format: ImportFormat) -> [URL] {
        ["Corpus", "Regressions"].flatMap { set -> [URL] in
            let folder = fuzzFolder.appendingPathComponent(set).appendingPathComponent(format.rawValue)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
        }
    }

    @Test(arguments: ImportFormat.allCases)
    func everyKeptInputIsReadOrRefusedWithoutACrash(format: ImportFormat) throws {
        let inputs = Self.inputs(of: format)
        #expect(!inputs.isEmpty, "no corpus for \(format.rawValue) in \(Self.fuzzFolder.path)")
        let importer = Importer(format: format, options: ImportOptions(user: "replay"))
        for input in inputs {
            _ = try? importer.read(file: input.path)
        }
    }

    @Test func theRegressionsOfTheAppleHealthReaderAreRefusedOrRead() throws {
        let importer = Importer(format: .appleHealth, options: ImportOptions(user: "replay"))
        let folder = Self.fuzzFolder.appendingPathComponent("Regressions/apple-health")
        #expect(try importer.read(file: folder.appendingPathComponent("doctype-in-comment.xml").path).rows == 1)
        for refused in ["invalid-utf8-name.xml", "utf16.xml", "truncated.xml"] {
            #expect(throws: ImportError.self) { try importer.read(file: folder.appendingPathComponent(refused).path) }
        }
    }
}
