@testable import CareCLI
import Foundation
import Testing

/// Seed 000 Req 12 end to end with the built `carelab`: a scenario's level factor is in the
/// run report's level distribution, `analyze correlations` adds its rank correlations, and
/// `analyze truth` recovers its planted effect per level step.
@Suite struct FactorLevelCommandTests {
    /// The simulated run's folder, made on first use.
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-levels-\(UUID().uuidString)")
        let outcome = try! CarelabProcess.run(["simulate", "Tests/CareCLITests/Fixtures/levels.yaml", "--out", folder.path])
        precondition(outcome.status == 0, outcome.stderr)
        return folder
    }()
    static var database: String { folder.appendingPathComponent("carelab.sqlite").path }

    @Test func req12TheRunReportShowsTheShareOfEntriesAtEachLevel() throws {
        let readme = try String(contentsOf: Self.folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("## Lifestyle factors logged as levels"))
        #expect(readme.contains("| factor | a little | moderate | a lot | entries | people |"))
        let row = try #require(readme.split(separator: "\n").first { $0.hasPrefix("| stress | ") })
        let shares = row.split(separator: "|").dropFirst().prefix(3).map { Double($0.trimmingCharacters(in: .whitespaces).dropLast(2))! }
        #expect(abs(shares.reduce(0, +) - 100) < 0.2)
        #expect(!readme.contains("| caffeine | "))
    }

    @Test func req12SmallLevelCellsAreSuppressed() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-levels-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let outcome = try CarelabProcess.run(["report", "--db", Self.database, "--out", out.path, "--min-cell", "1000"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let readme = try String(contentsOf: out.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("| stress | suppressed | | | | fewer than 1000 |"))
    }

    @Test func req12CorrelationsAddRankCorrelationsForLevelFactorsOnly() throws {
        let outcome = try CarelabProcess.run(["analyze", "correlations", "--db", Self.database, "--max-lag", "0"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let table = try CSVInput.parse(outcome.stdout, name: "stdout").table
        let column = { (name: String) in table[0].firstIndex(of: name)! }
        let stress = try #require(table.first { $0[0] == "stress" && $0[2] == "nausea" })
        #expect(stress[column("factor_unit")] == "level")
        #expect(Double(stress[column("pooled_spearman_rho")])! > 0 && Double(stress[column("pooled_kendall_tau")])! > 0)
        #expect(Double(stress[column("pooled_spearman_p")])! < 0.001)
        let caffeine = try #require(table.first { $0[0] == "caffeine" && $0[2] == "nausea" })
        #expect(caffeine[column("pooled_spearman_rho")].isEmpty && caffeine[column("pooled_kendall_tau")].isEmpty)
    }

    @Test func req12TruthRecoversTheEffectPerLevelStep() throws {
        let truth = try String(contentsOf: Self.folder.appendingPathComponent("truth.json"), encoding: .utf8)
        #expect(truth.contains("\"factor_unit\" : \"level\""))
        let outcome = try CarelabProcess.run(["analyze", "truth", "--db", Self.database])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let table = try CSVInput.parse(outcome.stdout, name: "stdout").table
        let row = try #require(table.first { $0.contains("stress") })
        #expect(row[table[0].firstIndex(of: "recovered")!] == "true", "\(row)")
    }
}
