import GRDB

/// The database schema, built by named migrations in order. A database made by an older
/// CareLab is brought up to date when it is opened.
///
/// Tables (the data dictionary is `Sources/CareStore/README.md`):
/// - `run_info(key, value)`: what produced the database (scenario, seed, version).
/// - `person(person_id, time_zone, …)`: one row per person.
/// - `symptom(name, category)`: the tracked symptoms and their one category.
/// - `event(person_id, occurred_at_unix, kind, name, value, unit, time_of_day, …)`: the long
///   event table, one row per logged entry.
/// - v2 adds local dates, the import ledger, notes, unmapped source rows and the daily
///   views (`Schema+V2.swift`).
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
        migrator.registerMigration("v2-local-dates-imports-notes-panel", migrate: migrateToV2)
        return migrator
    }
}

/// The values of `event.kind`. The event table stays generic: a new kind of entry is a new
/// value here and a row in the data dictionary, never a new table.
public enum EventKind: String, CaseIterable, Sendable {
    /// A symptom entry: `value` is the severity rank (1 mild … 4 debilitating), `unit` is
    /// `severity`. Imports may store 0: the symptom was reported absent (0 points).
    case symptom
    /// A lifestyle factor: `value` is the amount in `unit`, or the level (1 a little,
    /// 2 moderate, 3 a lot) with `unit` = `level`.
    case factor
    /// A health measurement (seed 000: heart rate, blood oxygen, steps, blood pressure,
    /// glucose): `value` in `unit`.
    case measurement
    /// A mood report: `name` is the mood word where the app has one, `value` its position on
    /// the app's scale, `unit` names the scale.
    case mood
    /// A medication or treatment dose: `value` is the amount in `unit` (`dose` when only
    /// "taken" is known).
    case dose
    /// An activity the user did (Daylio activities): `value` 1, `unit` `present`.
    case activity
    /// A free-form tag (Flaredown tags): `value` 1, `unit` `present`.
    case tag
    /// A food eaten (Flaredown foods): `value` 1, `unit` `present`.
    case food
    /// A weather reading attached to the day: `value` in `unit`.
    case weather
    /// A questionnaire or self-rating score (Harvey-Bradshaw Index, energy): `value` on the
    /// scale that `unit` names.
    case score
}
