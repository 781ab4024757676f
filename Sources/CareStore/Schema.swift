import GRDB

/// The database schema, built by named migrations in order. A database made by an older
/// CareLab is brought up to date when it is opened.
///
/// Tables (the data dictionary is `Sources/CareStore/README.md`):
/// - `run_info(key, value)`: what produced the database (scenario, seed, version).
/// - `person(person_id, time_zone, arm)`: one row per person; `arm` is the randomised arm.
/// - `symptom(name, category)`: the tracked symptoms and their one category.
/// - `event(person_id, occurred_at_unix, kind, name, value, unit, time_of_day)`: the long
///   event table, one row per logged entry.
enum Schema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-people-symptoms-events") { db in
            try db.create(table: "run_info") { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
            try db.create(table: "person") { t in
                t.primaryKey("person_id", .integer)
                t.column("time_zone", .text).notNull()
            }
            try db.create(table: "symptom") { t in
                t.primaryKey("name", .text)
                t.column("category", .text).notNull()
            }
            try db.create(table: "event") { t in
                t.column("person_id", .integer).notNull().references("person")
                t.column("occurred_at_unix", .integer).notNull()
                t.column("kind", .text).notNull()
                t.column("name", .text).notNull()
                t.column("value", .double)
                t.column("unit", .text)
                t.column("time_of_day", .text)
            }
            try db.create(index: "event_by_person", on: "event", columns: ["person_id", "kind", "occurred_at_unix"])
        }
        migrator.registerMigration("v2-person-arm-usage-events") { db in
            try db.alter(table: "person") { t in
                t.add(column: "arm", .text)
            }
        }
        migrator.registerMigration("v3-medication-task-catalogues-cohorts") { db in
            try db.alter(table: "person") { t in
                t.add(column: "cohort", .text)
            }
            try db.create(table: "medication") { t in
                t.primaryKey("name", .text)
                t.column("dose_amount", .double).notNull()
                t.column("dose_unit", .text).notNull()
                t.column("schedule_json", .text).notNull()
            }
            try db.create(table: "task") { t in
                t.primaryKey("name", .text)
                t.column("label", .text).notNull()
                t.column("schedule_json", .text).notNull()
            }
        }
        return migrator
    }
}

/// The values of `event.kind`.
public enum EventKind: String, CaseIterable, Sendable {
    /// A symptom entry: `value` is the severity rank (1 mild … 4 debilitating), `unit` is
    /// `severity`.
    case symptom
    /// A lifestyle factor: `value` is the amount in `unit`, or the level (1 a little,
    /// 2 moderate, 3 a lot) with `unit` = `level`.
    case factor
    /// App usage: `name` is an `AppUsageEvent.Kind` (`login`, `reminder_sent`,
    /// `reminder_snoozed`, `reminder_responded`, `mood_survey`, `learning_module`);
    /// `value` and `unit` are empty.
    case usage
    /// A dose taken: `name` is the medication, `occurred_at_unix` when it was taken.
    case dose
    /// A task occurrence done or snoozed: `name` is the task, `unit` the action (`done` or
    /// `snoozed`), `value` the occurrence's due instant in Unix seconds. An occurrence
    /// without a `done` row was missed.
    case task
    /// A mood-survey answer: `name` is the mood, `value` its valence (0-1), `unit` `valence`.
    case mood
    /// Reward points awarded: `name` is the activity, `value` the points, `unit` `points`.
    case reward
    /// A health measurement: `name` is the quantity (`heart_rate`, `oxygen_saturation`,
    /// `steps`, `blood_glucose`, or `blood_pressure_systolic` and `_diastolic` for the two
    /// halves of a blood pressure), `value` the reading, `unit` its unit.
    case measurement
    /// An emotion-journal entry: `name` is its keyword, `value` the keyword's valence (0-1);
    /// the entry's text is never stored.
    case journal
}
