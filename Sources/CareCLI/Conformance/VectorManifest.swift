import CareModel
import CareScenario
import Foundation

/// `manifest.json` of a vectors folder: the versions the vectors were computed with, and
/// what an app needs besides the inputs to compute its outputs (the people's zones and
/// days, the tracked symptoms, the rules, the schedules). `rules check --expected` reads
/// the people and files from it.
struct VectorManifest: Codable, Equatable {
    struct Person: Codable, Equatable {
        var personID: Int
        var timeZone: String
        var firstDate: String
        var lastDate: String
        /// When missed tasks are judged: the start of the day after the last, UTC.
        var tasksJudgedAt: String

        enum CodingKeys: String, CodingKey {
            case personID = "person_id", timeZone = "time_zone", firstDate = "first_date", lastDate = "last_date"
            case tasksJudgedAt = "tasks_judged_at"
        }
    }

    struct TrackedSymptom: Codable, Equatable {
        var name: String
        var category: String
    }

    struct ScoringRuleInfo: Codable, Equatable {
        var version: Int
        var points: [String: Int]
        /// `local_day`, or `hours:N`.
        var window: String
        var cutoff: String
    }

    struct RewardRuleInfo: Codable, Equatable {
        var version: Int
        var points: [String: Int]
    }

    struct ScheduleInfo: Codable, Equatable {
        var name: String
        var subject: String
        var start: String
        var times: [String]
        /// The rule as an RFC 5545 RRULE, with `start` and `times` for its DTSTART.
        var rrule: String
    }

    struct Rules: Codable, Equatable {
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

    struct FileInfo: Codable, Equatable {
        var rule: String
        var key: [String]
        var values: [String]
        var rows: Int
    }

    var format = 1
    var carelabVersion: String
    var randomPeople: Int
    var seed: UInt64?
    var relativeTolerance: Double
    var rules: Rules
    var trackedSymptoms: [TrackedSymptom]
    var schedules: [ScheduleInfo]
    var people: [Person]
    var files: [String: FileInfo]
    var cases: [String]
    /// What the model cannot express, said once for readers of the vectors.
    var limitations: [String]

    enum CodingKeys: String, CodingKey {
        case format, carelabVersion = "carelab_version", randomPeople = "random_people", seed
        case relativeTolerance = "relative_tolerance", rules, trackedSymptoms = "tracked_symptoms", schedules, people
        case files, cases, limitations
    }

    /// The manifest's JSON: keys sorted, so the same vectors give the same bytes.
    var json: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { $0 + Data("\n".utf8) } ?? Data()
    }

    /// Reads `manifest.json` in `folder`.
    static func read(folder: String) throws(Failure) -> VectorManifest {
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
    init(population: ConformancePopulation, rules: ConformanceRules, tables: [OutputFamily: CSVTableSummary]) {
        let scoringWindow = switch rules.scoring.window {
        case .localDay: "local_day"
        case .hours(let hours): "hours:\(hours)"
        }
        carelabVersion = CareLabCommand.version
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
            Person(personID: $0.record.personID, timeZone: $0.record.timeZone.identifier, firstDate: $0.first.description,
                   lastDate: $0.last.description, tasksJudgedAt: ExpectedOutputs.utc($0.instants.upperBound))
        }
        files = Dictionary(uniqueKeysWithValues: tables.map { family, summary in
            (family.fileName, FileInfo(rule: family.rawValue, key: family.keyColumns, values: family.valueColumns.map(\.name),
                                       rows: summary.rows))
        })
        cases = tables.values.flatMap(\.cases).sorted()
        limitations = [
            "A person has one time zone (PersonRecord.timeZone): the trip-across-zones case is entries logged at the "
                + "traveller's clock times abroad, counted in the home zone; a change of zone itself is not expressed.",
        ]
    }
}

/// What the manifest says about one expected table.
struct CSVTableSummary {
    var rows: Int
    var cases: Set<String>
}
