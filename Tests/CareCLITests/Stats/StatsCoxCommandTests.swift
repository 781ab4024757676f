import Foundation
import Testing
@testable import CareCLI

/// `carelab stats cox` on the data sets of CareStats' `cox.json`, written out as CSV, against
/// the coefficients R's survival::coxph gave for them (`make_cox.R`).
@Suite struct StatsCoxCommandTests {
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        struct Column: Decodable, Sendable { var name: String; var values: [Double] }
        struct Expected: Decodable, Sendable {
            var coef: [Double]
            var se: [Double]
            var robust_se: [Double]?
            var p: [Double]
            var hr_lower: [Double]
            var hr_upper: [Double]
        }
        var name: String
        var ties: String
        var time: [Double]?
        var start: [Double]?
        var stop: [Double]?
        var event: [Bool]
        var covariates: [Column]
        var cluster: [Int]?
        var expected: Expected

        var testDescription: String { name }

        /// The data as CSV: start (counting process), time, event, covariates, cluster.
        var csv: String {
            let times = time ?? stop ?? []
            var header = (start == nil ? [] : ["start"]) + ["time", "event"] + covariates.map(\.name)
            if cluster != nil { header.append("id") }
            var lines = [header.joined(separator: ",")]
            for i in times.indices {
                var cells = (start.map { ["\($0[i])"] } ?? []) + ["\(times[i])", event[i] ? "1" : "0"]
                cells += covariates.map { "\($0.values[i])" }
                if let cluster { cells.append("\(cluster[i])") }
                lines.append(cells.joined(separator: ","))
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    struct Fixture: Decodable { var cases: [Case] }

    static let cases: [Case] = {
        let url = CarelabProcess.packageRoot.appendingPathComponent("Tests/CareStatsTests/Fixtures/cox.json")
        return (try? JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url)).cases) ?? []
    }()

    static func close(_ text: String, _ expected: Double) -> Bool {
        guard let value = Double(text) else { return false }
        return abs(value - expected) <= 1e-9 * max(abs(expected), 1e-300)
    }

    @Test func fixturesLoad() { #expect(Self.cases.count >= 9) }

    @Test(arguments: cases)
    func matchesCoxph(_ c: Case) throws {
        var arguments = ["cox", "FILE", "--time", "time", "--event", "event",
                         "--x", c.covariates.map(\.name).joined(separator: ","), "--ties", c.ties]
        if c.start != nil { arguments += ["--start", "start"] }
        if c.cluster != nil { arguments += ["--cluster", "id"] }
        let rows = try StatsRun.run(arguments, csv: c.csv)
        #expect(rows[0] == ["term", "coefficient", "std_error", "robust_std_error", "z", "p", "hazard_ratio",
                            "ci_lower", "ci_upper", "level"])
        #expect(rows.dropFirst().map { $0[0] } == c.covariates.map(\.name))
        for (j, row) in rows.dropFirst().enumerated() {
            #expect(Self.close(row[1], c.expected.coef[j]), "\(row[0]) coefficient \(row[1])")
            #expect(Self.close(row[2], c.expected.se[j]), "\(row[0]) se \(row[2])")
            if let robust = c.expected.robust_se { #expect(Self.close(row[3], robust[j])) } else { #expect(row[3] == "") }
            #expect(Self.close(row[5], c.expected.p[j]), "\(row[0]) p \(row[5])")
            #expect(Self.close(row[7], c.expected.hr_lower[j]) && Self.close(row[8], c.expected.hr_upper[j]))
        }
    }

    @Test func aConstantCovariateIsBadDataNamingTheFit() {
        #expect {
            _ = try StatsRun.run(["cox", "FILE", "--time", "t", "--event", "e", "--x", "arm"],
                                 csv: "t,e,arm\n1,1,0\n2,0,0\n3,1,0\n")
        } throws: { StatsRun.exitCode(of: $0) == 65 && "\($0)".contains("Cox regression") }
    }
}
