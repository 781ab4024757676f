import CareModel
import Foundation
import Testing
@testable import CareScenario

/// Replays the fuzz corpora and every crash the fuzzers found (`Fuzz/Corpus`,
/// `Fuzz/Regressions`) through the same calls as the fuzz targets (`Fuzz/Sources`), without
/// sanitizers: each input must load or fail with a ``ScenarioError``, never crash or hang.
@Suite struct FuzzCorpusReplayTests {
    static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz")

    static func inputs(_ target: String) -> [URL] {
        ["Corpus", "Regressions"].flatMap { part in
            let folder = fuzz.appendingPathComponent(part).appendingPathComponent(target)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
        }
    }

    @Test func theCorporaAreThere() {
        #expect(Self.inputs("scenario").count >= 10)
        #expect(Self.inputs("schedule").count >= 5)
    }

    @Test func everyScenarioInputLoadsOrFailsWithAPlace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(contentsOf: Self.fuzz.appendingPathComponent("Corpus/scenario/base.yaml"))
            .write(to: folder.appendingPathComponent("base.yaml"))
        var loaded = 0
        for input in Self.inputs("scenario") {
            let path = folder.appendingPathComponent("input.yaml")
            try Data(contentsOf: input).write(to: path)
            do {
                _ = try ScenarioLoader.load(contentsOf: path.path)
                loaded += 1
            } catch {
                #expect(error.file.hasSuffix(".yaml"), "\(input.lastPathComponent): \(error)")
            }
        }
        #expect(loaded >= 5)
    }

    @Test func everyScheduleInputLoadsOrFailsAndExpandsOver400Days() throws {
        var expanded = 0
        for input in Self.inputs("schedule") {
            guard let schedule = try? ScheduleLoader.load(contentsOf: input.path) else { continue }
            let zone = schedule.timeZone ?? TimeZone(identifier: "UTC")!
            guard let start = schedule.rule.start.start(in: zone) else { continue }
            _ = schedule.rule.occurrences(from: start, to: start.addingTimeInterval(400 * 86_400), in: zone)
            expanded += 1
        }
        #expect(expanded >= 5)
    }
}
