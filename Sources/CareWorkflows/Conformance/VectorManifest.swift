import CareModel
import CareScenario
import Foundation

/// `manifest.json` of a vectors folder: the versions the vectors were computed with, and
/// what an app needs besides the inputs to compute its outputs (the people's zones and
/// days, the tracked symptoms, the rules, the schedules). `rules check --expected` reads
/// the people and files from it.
public struct VectorManifest: Codable, Equatable {
    public struct Person: Codable, Equatable {
        var personID: Int
        /// The home zone: the person's zone before their first change.
        var timeZone: String
        /// Their changes of zone in time order (the `zone` lines of the inputs).
        var zoneChanges: [ZoneChangeInfo]
        var firstDate: String
        var lastDate: String
        /// When missed tasks are judged: the start of the day after the last, UTC.
        var tasksJudgedAt: String

        enum CodingKeys: String, CodingKey {
            case personID = "person_id", timeZone = "time_zone", zoneChanges = "zone_changes", firstDate = "first_date"
            case lastDate = "last_date", tasksJudgedAt = "tasks_judged_at"
        }
    }

    /// From `at` (UTC, ISO 8601) on, the person is in `time_zone`.
    public struct ZoneChangeInfo: Codable, Equatable {
        var at: String
        var timeZone: String

        enum CodingKeys: String, CodingKey {
            case at, timeZone = "time_zone"
        }
    }

    public struct TrackedSymptom: Codable, Equatable {
        var name: String
        var category: String
    }

    public struct ScoringRuleInfo: Codable, Equatable {
        var version: Int
        var points: [String: Int]
        /// `local_day`, or `hours:N`.
        var window: String
        var cutoff: String
    }

    public struct RewardRuleInfo: Codable, Equatable {
        var version: Int
        var points: [String: Int]
    }

    public struct ScheduleInfo: Codable, Equatable {
        var name: String
        var subject: String
        var start: String
        var times: [String]
        /// The rule as an RFC 5545 RRULE, with `start` and `times` for its DTSTART.
        var rrule: String
    }

    public struct Rules: Codable, Equatable {
        var scoring: ScoringRuleInfo
        var rewards: RewardRuleInfo
        var schedulesVersion: Int
        var onTimeWindowSeconds: Double
        var taskGracePeriodSeconds: Double

        enum CodingKeys: String, CodingKey {
            case scoring, rewards, schedulesVersion = "schedules_version", onTimeWindowSeconds = "on_time_window_seconds"
            case taskGracePeriodSeconds = "task_grace_period_seconds"
        }
    }

    public struct FileInfo: Codable, Equatable {
        var rule: String
        var key: [String]
        var values: [String]
        var rows: Int
    }

    public var format = 1
    public var carelabVersion: String
    public var randomPeople: Int
    public var seed: UInt64?
    public var relativeTolerance: Double
    public var rules: Rules
    public var trackedSymptoms: [TrackedSymptom]
    public var schedules: [ScheduleInfo]
    public var people: [Person]
    public var files: [String: FileInfo]
    public var cases: [String]
    /// How days are counted where the files alone do not say it (a traveller's days), said
    /// once for readers of the vectors.
    public var limitations: [String]

    public enum CodingKeys: String, CodingKey {
        case format, carelabVersion = "carelab_version", randomPeople = "random_people", seed
        case relativeTolerance = "relative_tolerance", rules, trackedSymptoms = "tracked_symptoms", schedules, people
        case files, cases, limitations
    }

    /// The manifest's JSON: keys sorted, so the same vectors give the same bytes.
    public var json: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { $0 + Data("\n".utf8) } ?? Data()
    }

    /// Reads `manifest.json` in `folder`.
    public static func read(folder: String) throws(Failure) -> VectorManifest {
        let path = (folder as NSString).appendingPathComponent("manifest.json")
        try Failure.requireInput(path)
        do {
            return try JSONDecoder().decode(VectorManifest.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw .badData("\(path): not a vectors manifest (\(error)); write the vectors with carelab rules vectors")
        }
    }
}

extension VectorManifest {
    /// The manifest of vectors for `population` under `rules`, with their tables.
    public init(population: ConformancePopulation, rules: ConformanceRules, tables: [OutputFamily: CSVTableSummary]) {
        let scoringWindow = switch rules.scoring.window {
        case .localDay: "local_day"
        case .hours(let hours): "hours:\(hours)"
        }
        carelabVersion = CareLabRelease.version
        randomPeople = population.random?.people ?? 0
        seed = population.random?.seed
        relativeTolerance = OutputFamily.relativeTolerance
        self.rules = Rules(
            scoring: ScoringRuleInfo(version: rules.scoring.version,
                                     points: Dictionary(uniqueKeysWithValues: Severity.scale.map { ($0.name, rules.scoring.points(for: $0)) }),
                                     window: scoringWindow, cutoff: rules.scoring.cutoff.description),
            rewards: RewardRuleInfo(version: rules.rewards.version,
                                    points: Dictionary(uniqueKeysWithValues: RewardActivity.allCases.map {
                                        ($0.rawValue, rules.rewards.points[$0] ?? 0) })),
            schedulesVersion: rules.schedules.version, onTimeWindowSeconds: rules.adherence.onTimeWindow,
            taskGracePeriodSeconds: rules.taskSettings.gracePeriod)
        trackedSymptoms = ConformanceSetup.symptoms.map { TrackedSymptom(name: $0.name, category: $0.category.name) }
        schedules = rules.schedules.entries.map {
            ScheduleInfo(name: $0.name, subject: $0.subject.rawValue, start: $0.rule.start.description,
                         times: $0.rule.times.map(\.description), rrule: $0.rule.rrule)
        }
        people = population.people.map {
            Person(personID: $0.record.personID, timeZone: $0.record.timeZone.identifier,
                   zoneChanges: $0.record.timeline.changes.map {
                       ZoneChangeInfo(at: ExpectedOutputs.utc($0.at), timeZone: $0.timeZone.identifier) },
                   firstDate: $0.first.description, lastDate: $0.last.description,
                   tasksJudgedAt: ExpectedOutputs.utc($0.instants.upperBound))
        }
        files = Dictionary(uniqueKeysWithValues: tables.map { family, summary in
            (family.fileName, FileInfo(rule: family.rawValue, key: family.keyColumns, values: family.valueColumns.map(\.name),
                                       rows: summary.rows))
        })
        cases = tables.values.flatMap(\.cases).sorted()
        limitations = [
            "Days under a change of zone (trip-across-zones): an entry counts on its date in the zone in effect at its "
                + "instant; a date lived twice is one day, a date skipped is a day with nothing on it; a schedule's clock "
                + "time occurs at the first instant the traveller's clock reads it, not at all when a change skips it. "
                + "A day's start (missed tasks, tasks_judged_at) is the first instant the clock reads that date or a later one.",
        ]
    }
}

/// What the manifest says about one expected table.
public struct CSVTableSummary {
    public var rows: Int
    public var cases: Set<String>
}
