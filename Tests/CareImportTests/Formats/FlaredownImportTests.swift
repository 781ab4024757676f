import CareModel
import CareStore
import Foundation
import GRDB
import Testing
@testable import CareImport

@Suite struct FlaredownImportTests {
    let harness: ImportHarness

    init() throws { harness = try ImportHarness() }

    // The documented mapping (FlaredownMapping): 0 reported absent, 1-4 onto mild … debilitating.
    @Test(arguments: [("0", 0), ("1", Severity.mild.rawValue), ("2", Severity.moderate.rawValue),
                      ("3", Severity.severe.rawValue), ("4", Severity.debilitating.rawValue)])
    func severitiesZeroToFourKeepTheirRank(value: String, rank: Int) {
        guard case .item(.symptom(_, let mapped, _, _)) = FlaredownMapping.map(type: "Symptom", name: "Fatigue", value: value)
        else { Issue.record("not a symptom"); return }
        #expect(mapped.rawValue == rank)
    }

    @Test(arguments: ["5", "-1", "2.5", "severe"])
    func otherSeveritiesAreInvalid(value: String) {
        guard case .problem(let field, _) = FlaredownMapping.map(type: "Condition", name: "Crohn's disease", value: value)
        else { Issue.record("accepted"); return }
        #expect(field == "trackable_value")
    }

    @Test func everyRowIsAnEventOrKeptUnmappedNoneDropped() throws {
        let counts = try harness.counts(.flaredown, "flaredown.csv")
        #expect(counts.rowsRead == 24)
        #expect(counts.eventsAdded == 20)
        #expect(counts.rowsUnmapped == 4)
        #expect(counts.eventsAdded + counts.rowsUnmapped == counts.rowsRead)
        let unmapped = try harness.rows("SELECT line, source_kind, source_name, source_value, reason FROM unmapped_row ORDER BY line")
            .map { [String($0["line"] as Int), $0["source_kind"], $0["source_name"], $0["source_value"], $0["reason"]] }
        #expect(unmapped == [
            ["9", "Treatment", "Probiotic", "one capsule with breakfast", "dose not understood"],
            ["12", "Weather", "icon", "partly-cloudy-day", "not a numeric weather reading"],
            ["21", "Symptom", "Joint pain", "", "no severity given"],
            ["25", "Sleep", "Hours slept", "7", "no CareLab kind for this trackable type"],
        ])
    }

    @Test func trackablesBecomeTheDocumentedEvents() throws {
        try harness.run(.flaredown, "flaredown.csv")
        let firstDay = try harness.rows("""
            SELECT kind, name, value, unit FROM event WHERE local_date = '2019-03-04' ORDER BY kind, seq
            """).map { "\($0["kind"] as String) \($0["name"] as String) \($0["value"] as Double) \($0["unit"] as String)" }
        // Every entry of the day is at local noon: `seq` keeps the file's order within a kind.
        #expect(firstDay == [
            "dose Mesalamine 1200.0 mg", "dose Vitamin D3 1000.0 IU", "dose Prednisone 1.0 dose", "food Coffee 1.0 present",
            "score hbi 7.0 points",
            "symptom Crohn's disease 3.0 severity", "symptom Fatigue 2.0 severity", "symptom Abdominal pain 4.0 severity",
            "symptom Nausea 0.0 severity", "tag stress 1.0 present",
            "weather temperature_min 38.5 °F", "weather temperature_max 51.2 °F", "weather humidity 81.0 %",
            "weather pressure 1012.3 mbar", "weather precip_intensity 0.02 in/h",
        ])
        #expect(try harness.rows("SELECT name, category FROM symptom ORDER BY name").map { "\($0["name"] as String):\($0["category"] as String)" }
                == ["Abdominal pain:All Symptoms", "Crohn's disease:Conditions", "Fatigue:All Symptoms",
                    "Fibromyalgia:Conditions", "Headache:All Symptoms", "Nausea:All Symptoms"])
    }

    @Test func checkInDatesAreDaysWithoutAPartOfTheDay() throws {
        try harness.run(.flaredown, "flaredown.csv")
        // Local noon in UTC (the default zone): Python int(datetime(2019,3,4,12,tzinfo=utc).timestamp()).
        #expect(try harness.count("SELECT COUNT(*) FROM event WHERE local_date = '2019-03-04' AND occurred_at_unix = 1551700800 AND time_of_day IS NULL") == 15)
    }

    @Test func demographicsAreKeptAndImpossibleAgesBecomeUnknown() throws {
        guard case .imported(_, _, let passedOver) = try harness.run(.flaredown, "flaredown.csv") else {
            Issue.record("not imported")
            return
        }
        let people = try harness.rows("SELECT sex, age_years, country FROM person ORDER BY person_id").map { row -> [String] in
            [row["sex"] ?? "NULL", (row["age_years"] as Int?).map(String.init) ?? "NULL", row["country"] ?? "NULL"]
        }
        #expect(people == [["female", "34", "GB"], ["NULL", "NULL", "NULL"]])
        #expect(passedOver == [FlaredownReader.ignoredAge: 4])
    }

    @Test func anImpossibleSeverityIsReportedWithItsLineAndColumn() throws {
        #expect {
            try harness.run(.flaredown, "flaredown-bad.csv")
        } throws: { error in
            (error as? ImportError)?.description.contains("flaredown-bad.csv:3:9: field 'trackable_value': '5' is not a Flaredown severity (0-4)") == true
        }
        let events = try harness.count("SELECT COUNT(*) FROM event")
        #expect(events == 0)
    }
}
