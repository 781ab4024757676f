import Foundation
import Testing

/// `carelab rules check --expected DIR --actual FILE...`: an app's outputs against vectors.
@Suite struct RulesCheckExpectedTests {
    @Test func theVectorsThemselvesMatchAndJUnitHasOneCasePerLabel() throws {
        let fixture = try VectorsFixture()
        let names = RulesVectorsCommandTests.families
        let paths = try names.map { try fixture.actual($0, fixture.text($0)) }
        let junit = fixture.root.appendingPathComponent("conformance.xml").path
        let outcome = try CarelabProcess.run(["rules", "check", "--expected", fixture.vectors, "--actual"] + paths + ["--junit", junit])
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        let labels = Set(try names.flatMap { try fixture.cases($0) })
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == labels.count)
        #expect(!xml.contains("<failure"))
    }

    @Test func aDifferenceIsPrintedWithItsCaseAndInputs() throws {
        let fixture = try VectorsFixture()
        let expected = try fixture.text("daily_scores.csv")
        let wrong = expected.replacingOccurrences(of: "daily-score:midnight,2,2026-02-10,symptom,headache,2\r\n",
                                                  with: "daily-score:midnight,2,2026-02-10,symptom,headache,5\r\n")
        #expect(wrong != expected)
        let junit = fixture.root.appendingPathComponent("conformance.xml").path
        let outcome = try CarelabProcess.run(["rules", "check", "--expected", fixture.vectors,
                                              "--actual", try fixture.actual("daily_scores.csv", wrong), "--junit", junit])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains("  case daily-score:midnight, person 2, 2026-02-10\n"))
        #expect(outcome.stdout.contains("    symptom headache: score_points expected 2, actual 5 (line "))
        #expect(outcome.stdout.contains("\"instant\":\"2026-02-11T07:59:00Z\""))
        #expect(outcome.stderr.contains("1 difference in 1 of "))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("<testcase name=\"daily-score:midnight\" classname=\"carelab.conformance.daily_scores.csv\">\n      <failure"))
    }

    @Test func aMissingRowIsADifference() throws {
        let fixture = try VectorsFixture()
        let lines = try fixture.text("monthly_points.csv").components(separatedBy: "\r\n")
        let outcome = try CarelabProcess.run(["rules", "check", "--expected", fixture.vectors, "--actual",
                                              try fixture.actual("monthly_points.csv", lines.dropLast(2).joined(separator: "\r\n") + "\r\n")])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains("no row in the actual file (expected points "))
    }

    /// Each bad file names itself, its line and what was expected, and exits 65.
    @Test(arguments: [
        ("person_id,date,level,name\r\n2,2026-02-10,symptom,headache\r\n", ":1: missing column score_points"),
        ("person_id,date,level,name,score_points\r\n999,2026-02-10,symptom,headache,2\r\n",
         ":2: person_id 999 is not a person of the vectors; expected one of 1-11"),
        ("person_id,date,level,name,score_points\r\n2,2026-02-13,symptom,headache,2\r\n",
         ":2: date 2026-02-13 is outside person 2's days in the vectors (2026-02-10 to 2026-02-12)"),
        ("rule_version,person_id,date,level,name,score_points\r\n2,2,2026-02-10,symptom,headache,2\r\n",
         ":2: rule_version is 2, but the vectors are for version 1 of the daily-score rule"),
        ("person_id,date,level,name,score_points\r\n2,2026-02-10,symptom,headache,two\r\n",
         ":2: score_points is 'two': expected a whole number"),
        ("person_id,date,level,name,score_points,colour\r\n2,2026-02-10,symptom,headache,2,red\r\n", ":1: unknown column colour"),
        ("person_id,date,level,name,score_points\r\n2,2026-02-10,symptom,headache,2\r\n2,2026-02-10,symptom,headache,2\r\n",
         ":3: the row of person_id 2, date 2026-02-10, level symptom, name headache is given twice (also line 2)"),
    ])
    func aBadActualFileIsAnErrorNamingFileAndLine(text: String, message: String) throws {
        let fixture = try VectorsFixture()
        let path = try fixture.actual("daily_scores.csv", text)
        let outcome = try CarelabProcess.run(["rules", "check", "--expected", fixture.vectors, "--actual", path])
        #expect(outcome.status == 65, "\(outcome.stdout)")
        #expect(outcome.stderr.contains(path + message), "\(outcome.stderr)")
    }

    @Test func anOutputOfAnotherNameIsRefused() throws {
        let fixture = try VectorsFixture()
        let outcome = try CarelabProcess.run(["rules", "check", "--expected", fixture.vectors,
                                              "--actual", try fixture.actual("scores.csv", "a\r\n")])
        #expect(outcome.status == 65)
        #expect(outcome.stderr.contains("scores.csv: not an output of the vectors; name the file one of daily_scores.csv"))
    }

    @Test func theTwoModesAreNotMixed() throws {
        let noActual = try CarelabProcess.run(["rules", "check", "--expected", "somewhere"])
        #expect(noActual.status == 64)
        #expect(noActual.stderr.contains("--expected needs --actual FILE..."))
        let mixed = try CarelabProcess.run(["rules", "check", "Scenarios/rules/scoring-v1.yaml", "--expected", "x", "--actual", "y"])
        #expect(mixed.status == 64)
        let neither = try CarelabProcess.run(["rules", "check"])
        #expect(neither.status == 64)
        #expect(neither.stderr.contains("give RULES and --golden DIR"))
    }
}
