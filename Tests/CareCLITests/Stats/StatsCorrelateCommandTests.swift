import CareStats
import Testing
@testable import CareCLI

@Suite struct StatsCorrelateCommandTests {
    static let csv = """
        day,caffeine_mg,score
        1,0,2
        2,100,NA
        3,200,5
        4,,1
        5,50,3
        6,150,4
        7,300,5

        """

    @Test(arguments: CorrelationMethod.allCases)
    func writesTheLibrarysResultInFullPrecision(_ method: CorrelationMethod) throws {
        let rows = try StatsRun.run(["correlate", "FILE", "--x", "caffeine_mg", "--y", "score",
                                     "--method", method.rawValue, "--level", "0.9"], csv: Self.csv)
        #expect(rows[0] == ["x", "y", "method", "n", "r", "ci_lower", "ci_upper", "level", "p"])
        let expected = try Correlation.compute(method, [0, 200, 50, 150, 300], [2, 5, 3, 4, 5])
        let interval = try expected.confidenceInterval(level: 0.9)
        let row = rows[1]
        #expect(row[0...3] == ["caffeine_mg", "score", method.rawValue, "5"])
        #expect(Double(row[4]) == expected.r)
        #expect(Double(row[5]) == interval.lower)
        #expect(Double(row[6]) == interval.upper)
        #expect(row[7] == "0.9")
        #expect(Double(row[8]) == expected.pValue)
    }

    @Test func perfectLineHasRankCorrelationOne() throws {
        let rows = try StatsRun.run(["correlate", "FILE", "--x", "a", "--y", "b", "--method", "spearman"],
                                    csv: "a,b\n1,10\n2,20\n3,40\n4,80\n")
        #expect(rows[1][4] == "1.0")
        // Never a p of 0: the smallest double stands for "below what a double holds".
        #expect(Double(rows[1][8]) == Double.leastNormalMagnitude)
    }

    @Test func constantColumnIsBadDataSayingUndefined() {
        #expect {
            try StatsRun.run(["correlate", "FILE", "--x", "a", "--y", "b"], csv: "a,b\n1,2\n1,3\n1,4\n")
        } throws: { error in
            StatsRun.exitCode(of: error) == 65 && "\(error)".hasSuffix("pearson correlation of a and b: undefined: x is constant")
        }
    }

    @Test func unknownMethodIsAUsageError() {
        #expect {
            try StatsRun.run(["correlate", "FILE", "--x", "a", "--y", "b", "--method", "tau"], csv: "a,b\n1,2\n")
        } throws: { error in
            StatsRun.exitCode(of: error) == 64
        }
    }

    @Test(arguments: ["0", "1", "95"])
    func levelOutsideZeroToOneIsAUsageError(level: String) {
        #expect {
            try StatsRun.run(["correlate", "FILE", "--x", "a", "--y", "b", "--level", level], csv: "a,b\n1,2\n")
        } throws: { error in
            StatsRun.exitCode(of: error) == 64
        }
    }
}
