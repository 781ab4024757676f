import CareReports
import CareStore

/// The `README.md` of a vectors folder: both formats and one worked example taken from the
/// vectors themselves, so the example is always true of the folder it is in.
public enum VectorsReadme {
    /// The worked example's person: the New York spring-forward day.
    public static let examplePerson = 3
    public static let exampleDays = ["2026-03-08", "2026-03-09"]
    public static let exampleSymptoms = ["fatigue", "nausea"]

    public static func text(manifest: VectorManifest, inputs: String, dailyScores: CSVTable) -> String {
        let exampleInputs = inputs.split(separator: "\n").filter { line in
            line.hasPrefix("{\"person_id\":\(examplePerson),") && line.contains("\"kind\":\"symptom\"")
                && exampleSymptoms.contains { line.contains("\"name\":\"\($0)\"") }
        }
        let zoneLines = inputs.split(separator: "\n").filter { $0.contains("\"kind\":\"\(EventJSONLines.zoneKind)\"") }
        var exampleRows = CSVTable(columns: dailyScores.columns)
        for row in dailyScores.rows where row[2] == String(examplePerson) && exampleDays.contains(row[3])
            && row[4] == "symptom" && exampleSymptoms.contains(row[5]) {
            exampleRows.append(row)
        }
        let files = OutputFamily.allCases.map { family in
            "| `\(family.fileName)` | `\(family.rawValue)` | \(family.keyColumns.map { "`\($0)`" }.joined(separator: ", ")) | "
                + family.valueColumns.map { "`\($0.name)`" + ($0.kind == .real ? " (real)" : "") }.joined(separator: ", ")
                + " | \(manifest.files[family.fileName]?.rows ?? 0) |"
        }.joined(separator: "\n")
        return """
            # CareLab conformance vectors

            Test vectors for an app's own unit tests, written by `carelab rules vectors` (CareLab \
            \(manifest.carelabVersion)). CareLab is the reference implementation: an app reads
            `inputs.jsonl`, computes its outputs with its own code, writes them as the CSV files
            below, and runs `carelab rules check --expected THIS_FOLDER --actual FILE...`.
            Nothing here is free text or a real identity: people are numbers, entries are the
            stored vocabulary's names and numbers.

            Rule versions: scoring \(manifest.rules.scoring.version), rewards \(manifest.rules.rewards.version), \
            schedules \(manifest.rules.schedulesVersion) (`manifest.json`, which also gives the \
            people's zones and days, the tracked symptoms, the rules and the schedules as RRULEs).

            ## Inputs: `inputs.jsonl`

            One JSON object per line, one line per stored event, in person order, then kind,
            instant and `seq`; a person's changes of zone follow their events. Fields, in this
            order:

            | field | meaning |
            |---|---|
            | `person_id` | the person (a number) |
            | `time_zone` | the IANA time zone the person is in at the instant, in which its day is counted |
            | `instant` | when it happened, UTC, ISO 8601 (`2026-03-09T03:30:00Z`) |
            | `unix` | the same instant in whole Unix seconds |
            | `local_date` | the instant's calendar day in that zone (compute it yourself: that is what is tested) |
            | `kind` | `symptom`, `usage`, `dose`, `task`, … (CareStore's event kinds), or `zone` for a change of zone |
            | `seq` | events of the same kind at the same instant before this one |
            | `name` | the symptom, usage kind (`login`), medication or task |
            | `value` | `symptom`: severity 0 (reported absent) to 4; `task`: the occurrence's due instant (Unix seconds); else null |
            | `unit` | `severity` for symptoms; `done` or `snoozed` for tasks; null for usage and doses |
            | `time_of_day` | the part of the day chosen (`morning`, `afternoon`, `evening`, `night`), or null |
            | `detail_text` | the kind's second text, null here |
            | `detail_value` | `dose`: when the dose was logged (Unix seconds) if its taken time was corrected (`instant` is the taken time); `task` `snoozed`: the snooze's length in seconds |

            ### A person who travels

            A person has a home zone (`time_zone` in `manifest.json`'s `people`) and may have
            changes of zone, given twice: as `zone_changes` in the manifest (`at`, UTC, and
            `time_zone`) and as `zone` lines in the inputs, whose `instant` is the change, whose
            `time_zone` and `name` are the zone the person is in from that instant on (until the
            next change), and whose other fields are null. The trip case (person 7) is:

            ```json
            \(zoneLines.joined(separator: "\n"))
            ```

            The rule: an entry counts on its date on the clock of the zone in effect at its
            instant (the last change at or before it, else the home zone). A date lived twice
            (a change that sets the clock back past midnight) is one day, its entries added
            up; a date skipped (a change that sets it forward past a whole date) is a day with
            nothing on it. A schedule's clock time on a date occurs at the first instant the
            person's clock reads it (in Tokyo before the flight home, not again in London), and
            not at all when a change skips it (08:00 on 20 January, when London's 00:00 became
            Tokyo's 09:00); a daylight-saving gap within one zone still moves it forward. A
            day's start is the first instant the clock reads that date or a later one.

            ## Expected outputs: CSV files

            RFC 4180: comma-separated, CRLF line ends, a header row. Every file starts with
            `rule_version` (the version of the rule the row was computed under) and `case` (the
            rule and the edge the row exercises, `RULE:EDGE`), then its key columns and value
            columns. Dates are `YYYY-MM-DD` in the person's zone; instants are UTC ISO 8601; a
            list in one cell is space-separated (`local_times`, `instants_utc`) or
            `;`-separated (`missed_tasks`).

            | file | rule | key | values | rows |
            |---|---|---|---|---|
            \(files)

            - `daily_scores.csv`: seed 000 Req 8-9: each day's sum of points per category and
              per symptom (0 when nothing was logged; a symptom reported absent counts 0), over the
              local day from the cut-off to the next. The tracked symptoms and their categories
              are in `manifest.json`; a symptom logged but not tracked counts in `All Symptoms`.
            - `schedule_occurrences.csv`: each schedule's occurrences on each local day (RFC
              5545: a skipped clock time moves forward by the gap, a repeated one is its first
              occurrence, a month without day 31 has none).
            - `dose_adherence.csv`: each scheduled dose; each taken dose (at its taken time)
              belongs to the nearest scheduled dose, the earlier on a tie; `on_time` when one is
              within ±\(Int(manifest.rules.onTimeWindowSeconds)) s; `doses` how many belong to it.
            - `period_adherence.csv`: per calendar week (Monday to Sunday, cut to the person's
              days): scheduled, taken, on time, extra doses, and the shares taken and on time
              (empty when nothing was scheduled).
            - `monthly_points.csv`: seed 004 DR6: points earned in each month from daily
              log-ins, at most one per local day; each month starts from 0.
            - `missed_tasks.csv`: each local day's task occurrences judged at the person's
              `tasks_judged_at`: done within the grace period (\(Int(manifest.rules.taskGracePeriodSeconds)) s after due, or
              after the end of a snooze asked for before then), missed, or open.

            ## Worked example

            Person \(examplePerson) lives in `America/New_York`. On 8 March 2026 clocks go from
            02:00 EST to 03:00 EDT, so that local day has 23 hours. These are their symptom
            entries of fatigue and nausea:

            ```json
            \(exampleInputs.joined(separator: "\n"))
            ```

            Fatigue at 23:30 EDT on 8 March (03:30 UTC on the 9th) counts on 8 March; nausea at
            00:30 EDT on 9 March counts on 9 March. An app that adds 24 hours to midnight
            instead of using its calendar puts the nausea entry on 8 March; one that cuts days
            at UTC midnight puts the fatigue entry on 9 March. The expected rows:

            ```csv
            \(exampleRows.text.replacingOccurrences(of: "\r\n", with: "\n"))```

            An app's `daily_scores.csv` has the same columns (`case` and `rule_version` may be
            left out; `rule_version`, when given, must match) and one row per key.

            ## Checking an app

            ```sh
            carelab rules check --expected THIS_FOLDER --actual app-out/daily_scores.csv app-out/schedule_occurrences.csv --junit conformance.xml
            ```

            Each actual file is matched to the expected file of the same name; the files given
            are compared, the others are not. Integers and texts must be equal; reals may differ
            by \(manifest.relativeTolerance) relative to the larger. Every difference is printed with its
            case and the person's input lines of that date. Exit 0 when everything matches, 1
            when anything differs, 65 for an actual file with missing columns, unknown people,
            dates outside the vectors or another rule version.

            ## Cases

            \(manifest.cases.map { "`\($0)`" }.joined(separator: ", "))

            """
    }
}
