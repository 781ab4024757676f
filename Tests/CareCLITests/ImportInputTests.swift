import Foundation
import Testing
import ZIPFoundation

/// `carelab import` reads standard input (`-`) and ZIP archives such as the Health app's
/// `export.zip` (issue 19, CLI habits): the same events as from the file itself, errors that
/// name the input as given, and no copy left behind.
@Suite struct ImportInputTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-input-\(UUID().uuidString)")
    static let fixtures = CarelabProcess.packageRoot.appendingPathComponent("Tests/CareImportTests/Fixtures")

    init() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    var db: String { scratch.appendingPathComponent("study.sqlite").path }

    /// The events of a database as `export events` writes them.
    func events(_ database: String) throws -> String {
        let outcome = try CarelabProcess.run(["export", "events", "--db", database])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return outcome.stdout
    }

    /// An archive at `path` holding `entries` (path in the archive, contents).
    func archive(_ path: URL, _ entries: [(String, Data)]) throws {
        let archive = try Archive(url: path, accessMode: .create)
        for (name, data) in entries {
            try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count),
                                 compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
    }

    /// The private folders a run may make, left behind.
    func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("tmp").path)
    }

    var environment: [String: String?] { ["TMPDIR": scratch.appendingPathComponent("tmp").path] }

    @Test func standardInputImportsTheSameEventsAsTheFile() throws {
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("tmp"), withIntermediateDirectories: true)
        let csv = try Data(contentsOf: Self.fixtures.appendingPathComponent("generic.csv"))
        let piped = try CarelabProcess.run(["import", "csv", "-", "--db", db, "--time-zone", "UTC"],
                                           environment: environment, input: csv)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stderr.hasPrefix("imported stdin (csv) as import 1:"))
        let direct = scratch.appendingPathComponent("direct.sqlite").path
        #expect(try CarelabProcess.run(["import", "csv", Self.fixtures.appendingPathComponent("generic.csv").path,
                                        "--db", direct, "--time-zone", "UTC"]).status == 0)
        let fromStdin = try events(db)
        #expect(fromStdin.split(whereSeparator: \.isNewline).count > 10)
        #expect(try events(direct) == fromStdin)
        #expect(try leftovers().isEmpty)
        // The same file again through stdin adds nothing (same SHA-256).
        let again = try CarelabProcess.run(["import", "csv", "-", "--db", db], environment: environment, input: csv)
        #expect(again.status == 0 && again.stderr.contains("stdin was already imported as import 1"))
        #expect(try events(db) == fromStdin)
    }

    @Test func aBadRowFromStandardInputIsReportedAtStdin() throws {
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("tmp"), withIntermediateDirectories: true)
        let bad = try Data(contentsOf: Self.fixtures.appendingPathComponent("generic-bad.csv"))
        let outcome = try CarelabProcess.run(["import", "csv", "-", "--db", db], environment: environment, input: bad)
        #expect(outcome.status == 65)
        #expect(outcome.stderr.hasPrefix("carelab: error: stdin:3:2: field 'timestamp'"), "\(outcome.stderr)")
        #expect(!FileManager.default.fileExists(atPath: db))
        #expect(try leftovers().isEmpty)
        let noRejects = try CarelabProcess.run(["import", "csv", "-", "--db", db, "--skip-invalid"], input: bad)
        #expect(noRejects.status == 64 && noRejects.stderr.contains("needs --rejects FILE"))
    }

    @Test func theHealthAppsExportZipImportsItsExportXML() throws {
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("tmp"), withIntermediateDirectories: true)
        let xml = try Data(contentsOf: Self.fixtures.appendingPathComponent("export.xml"))
        let zip = scratch.appendingPathComponent("export.zip")
        // The layout the Health app shares: the export, its clinical twin and a folder of routes.
        try archive(zip, [("apple_health_export/export.xml", xml),
                          ("apple_health_export/export_cda.xml", Data("<ClinicalDocument/>".utf8)),
                          ("apple_health_export/workout-routes/route_1.gpx", Data("<gpx/>".utf8))])
        let zipped = try CarelabProcess.run(["import", "apple-health", zip.path, "--db", db, "--user", "P1"],
                                            environment: environment)
        #expect(zipped.status == 0, "\(zipped.stderr)")
        #expect(zipped.stderr.hasPrefix("imported \(zip.path):apple_health_export/export.xml (apple-health) as import 1:"))
        let direct = scratch.appendingPathComponent("direct.sqlite").path
        #expect(try CarelabProcess.run(["import", "apple-health", Self.fixtures.appendingPathComponent("export.xml").path,
                                        "--db", direct, "--user", "P1"]).status == 0)
        #expect(try events(db) == events(direct))
        #expect(try leftovers().isEmpty)
    }

    @Test func anArchiveWithoutItsExportOrNotAnArchiveIsBadData() throws {
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("tmp"), withIntermediateDirectories: true)
        let zip = scratch.appendingPathComponent("photos.zip")
        try archive(zip, [("a.jpg", Data([1, 2, 3])), ("b.jpg", Data([4]))])
        let missing = try CarelabProcess.run(["import", "apple-health", zip.path, "--db", db, "--user", "P1"],
                                             environment: environment)
        #expect(missing.status == 65)
        #expect(missing.stderr.contains("expected one export.xml in the archive, found 0 among: a.jpg, b.jpg"), "\(missing.stderr)")
        let two = try CarelabProcess.run(["import", "csv", zip.path, "--db", db], environment: environment)
        #expect(two.status == 65 && two.stderr.contains("expected one file in the archive, found 2"))

        // A ZIP header and nothing after it.
        let broken = scratch.appendingPathComponent("broken.zip")
        try Data([0x50, 0x4B, 0x03, 0x04, 0, 0, 0]).write(to: broken)
        let unreadable = try CarelabProcess.run(["import", "apple-health", broken.path, "--db", db, "--user", "P1"],
                                                environment: environment)
        #expect(unreadable.status == 65 && unreadable.stderr.contains("not a readable ZIP archive"), "\(unreadable.stderr)")
        #expect(!FileManager.default.fileExists(atPath: db))
        #expect(try leftovers().isEmpty)
    }
}
