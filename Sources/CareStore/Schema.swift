import GRDB

/// The database schema, built by named migrations in order. A database made by an older
/// CareLab is brought up to date when it is opened.
///
/// Tables (the data dictionary is `Sources/CareStore/README.md`):
/// - `run_info(key, value)`: what produced the database (scenario, seed, version).
/// - `person(person_id, time_zone, …)`: one row per person, with the randomised `arm` and
///   `cohort` of a simulated programme and the pseudonym and demographics of an import.
/// - `symptom(name, category)`: the tracked symptoms and their one category.
/// - `event(person_id, kind, occurred_at_unix, seq, name, value, unit, time_of_day, …)`: the
///   long event table, one row per logged entry (columns and key as of v5).
/// - v2 adds local dates, the import ledger, notes, unmapped source rows and the daily
///   views (`Schema+V2.swift`); v3 and v4 the arm, cohort and programme catalogues; v5
///   clusters `event` on (person, kind, instant, seq) (`Schema+V5.swift`); v6 adds each
///   event's `detail_text` and `detail_value` (`Schema+V6.swift`); v7 the `zone_change`
///   table of people who travel (`Schema+V7.swift`); v8 the `symptom_factor` table and
///   the link of a note to its entry (`Schema+V8.swift`); v9 a medication's details
///   (`Schema+V9.swift`); v10 the groups of tasks and their edits (`Schema+V10.swift`).
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
        migrator.registerMigration("v3-person-arm") { db in
            try db.alter(table: "person") { t in
                t.add(column: "arm", .text)
            }
        }
        migrator.registerMigration("v4-medication-task-catalogues-cohorts") { db in
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
        migrator.registerMigration("v5-clustered-events", migrate: migrateToV5)
        migrator.registerMigration("v6-event-details", migrate: migrateToV6)
        migrator.registerMigration("v7-zone-changes", migrate: migrateToV7)
        migrator.registerMigration("v8-symptom-factors-entry-notes", migrate: migrateToV8)
        migrator.registerMigration("v9-medication-details", migrate: migrateToV9)
        migrator.registerMigration("v10-task-groups", migrate: migrateToV10)
        migrator.registerMigration("v11-video-catalogue", migrate: migrateToV11)
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
    /// App usage: `name` is an `AppUsageEvent.Kind` (`login`, `reminder_sent`,
    /// `reminder_snoozed`, `reminder_responded`, `mood_survey`, `learning_module`,
    /// `chat_post`, `forum_question`, `learning_game`, `journal_entry`); `value` and `unit`
    /// are empty.
    case usage
    /// A dose: `name` is the medication, `occurred_at_unix` when it was taken; from imports
    /// `value` is the amount in `unit` (`dose` when only "taken" is known).
    case dose
    /// A task occurrence done or snoozed: `name` is the task, `unit` the action (`done` or
    /// `snoozed`), `value` the occurrence's due instant in Unix seconds. An occurrence
    /// without a `done` row was missed.
    case task
    /// A mood: `name` is the mood, `value` its position on a scale that `unit` names
    /// (`valence`, 0-1, for the mood survey's eight moods).
    case mood
    /// Reward points awarded: `name` is the activity, `value` the points, `unit` `points`.
    case reward
    /// Reward points spent (seed 004, DR6): `name` is what they bought (e.g. `gift card`),
    /// `value` the points, `unit` `points`, `detail_text` the redemption's id.
    case redemption
    /// A health measurement: `name` is the quantity (`heart_rate`, `oxygen_saturation`,
    /// `steps`, `blood_glucose`, or `blood_pressure_systolic` and `_diastolic` for the two
    /// halves of a blood pressure), `value` the reading in `unit`.
    case measurement
    /// An emotion-journal entry: `name` is its keyword, `value` the keyword's valence (0-1),
    /// `unit` `valence`; its edit and delete are rows `unit` `edited` and `deleted`, `value`
    /// the instant it was written (Unix seconds). The entry's text is never stored here.
    case journal
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
    /// A medication dispensed (a pharmacy fill): `name` is the medication, `value` the days
    /// the supply lasts, `unit` `days`.
    case refill
    /// A change of the personal medical record or dental chart (seed 001): `unit` the
    /// subject (`condition`, `allergy`, `medication`, `blood_type`, `tooth`), `value` an
    /// item's identifier or a tooth's FDI number, `detail_text` the value after the change,
    /// NULL when it was deleted.
    case medicalRecord = "medical_record"
    /// A question asked at the information desk, or a reply to it (seed 004, DR3): `name`
    /// `question` or `reply`, `value` the question's number among the person's questions,
    /// `unit` `anonymous` or `named` for a question, the author's role for a reply. No text.
    case forum
    /// A note the person wrote (seed 000, Req 17-18), never its text: `name` its category,
    /// `unit` `text` or `appointment`, `value` an appointment note's questions, `detail_text`
    /// the appointment parts filled in.
    case notebook
    /// What became of one period of a goal a person set (seed 000, Req 16): `name` the
    /// goal, `value` the amount reached (NULL when none was measured), `unit` `checked_off`
    /// or `measured`, `detail_value` 1 when met, `detail_text` the goal and period.
    case goal
    /// A learning module completed (seed 004, DR5.FR6.0, DR8): `name` the module's
    /// identifier, `value` the score (correct ÷ questions), `unit` `score`, `detail_text` the
    /// choices made and the correct ones as JSON (``ModuleCodec``).
    case module
    /// An occurrence of a calendar event (seed 004, DR3/DR7.FR4.0, DR7.FR9.2): `name` its
    /// kind (`appointment`, `medication`, `other`), `value` 1 when attended (the medication
    /// taken) and 0 when not, `unit` `attended`, `detail_text` the reminder lead
    /// (`1 day`, `2 hours`, `on the day at 08:00`), NULL without a reminder (``CalendarCodec``).
    case calendar
    /// A firing of a reminder the person set (seed 000, Req 15), at the instant it fired:
    /// `name` the reminder's custom name, `unit` what it is for (`medication`,
    /// `lifestyle_factor`, `appointment`, `device_change`, `other`), `value` the seconds
    /// from the firing to its check-off (NULL when it was not checked off), `detail_text`
    /// the medication, factor, appointment or device it names.
    case reminder
    /// The notification of a task occurrence (seed 003, stories 1 and 6): `name` the task,
    /// `value` the occurrence's due instant (Unix seconds), `unit` `sent` (at the instant
    /// sent) or `seen` (at the instant seen on the alarm page); or the caregiver's opt-in,
    /// `unit` `opt_in`, `name` `misses` or `completions`, `value` 1 or 0; or the caregiver's
    /// audio-message length (story 15), `unit` `setting`, `name` `audio_message_seconds`,
    /// `value` the seconds (``NotificationCodec``).
    case notification
    /// Something a person did with their wellbeing card kit (seed 002, entries 2-32):
    /// `name` the action (`view`, `favourite`, `unfavourite`, `note`, `note_edit`, `create`,
    /// `edit`, `delete`, `duplicate`), `value` the card's number in the kit, `unit` `default`
    /// or `custom`, `detail_text` the card's title, `detail_value` the number of the card it
    /// duplicates (NULL for an original). Never a note's text (``CardCodec``).
    case card
    /// A message posted in the cohort chat and what became of it (seed 004, DR4.FR5.0-5.2,
    /// DR5.FR7.1), never its text: `name` `written` or `mood_post` at the instant sent,
    /// `value` its number among the person's messages, `unit` the visibility window (`1h`,
    /// `2h`, `24h`, `48h`), `detail_text` the mood of a mood post; `name` `deleted` (by an
    /// administrator) or `replied` (the first reply) at its instant, `value` the message's
    /// number, `unit` `message` (``ChatCodec``).
    case chat
    /// A learning game played (seed 003, stories 23 and 24): `name` the game, `value` the
    /// score 0-100, `unit` `score`, `detail_text` `sent_to_caregiver` or `not_sent`
    /// (``GameCodec``).
    case game
    /// A learning-centre video watched (seed 004; DR6.FR8.0): `name` the video's identifier,
    /// `value` the seconds watched, `unit` `seconds`, `detail_text` `completed` or `partial`
    /// (``VideoCodec``), at the instant the viewing started.
    case video
    /// What happened to the journal's password lock (seed 002, entries 50-56): `name`
    /// `enabled`, `confirm_mismatch`, `unlocked`, `unlock_failed`, `disabled` or
    /// `disable_failed`, no value or unit (``JournalLockCodec``), never a password.
    case journalLock = "journal_lock"
    /// A view or a change of the list of helpful resources (seed 002, entries 64-74): `name`
    /// `view`, `add`, `edit`, `delete` or `reorder`; a view's `value` the entries listed,
    /// `unit` `entries`; a change's `value` the entry's position, `unit` its kind, a
    /// reorder's `detail_value` the position it moved to (``HelpfulResourceCodec``).
    case helpfulResource = "helpful_resource"
    /// A push notification sent (seed 004, DR7.FR9.0-9.1): `name` its kind
    /// (`daily_check_in`, `cohort_message`, …), `value` 1 when opened and 0 when not, `unit`
    /// `sent`; or the person's choice of kinds (DR7.FR9.2), one row per kind, `value` 1 kept
    /// or 0 muted, `unit` `preference`, `detail_text` `all` or `only` (``PushCodec``).
    case push
    /// The week's baby-development fact opened (seed 004, DR5.FR7.2): `name` `week`, `value`
    /// the gestational week shown, `unit` `week`, `detail_text` its trimester (`first`,
    /// `second` or `third`) (``BabyDevelopmentCodec``), at the instant it was opened; never
    /// the fact's text.
    case babyDevelopment = "baby_development"
    /// The helplines message shown after a negative mood (seed 004, DR5.FR7.1): `name` the
    /// mood, `value` 1 when a helpline was called from it and 0 when not, `unit` `shown`,
    /// `detail_value` the seconds from the message to the call (``HelplineCodec``).
    case helpline
    /// A step of a person's enrolment (seed 004, DR1.FR1.1, DR1.FR1.6): `name` the step
    /// (`code_issued`, `code_redeemed`, `username_refused`, `password_refused`,
    /// `account_created`); a refusal's `value` the refused text's length, `unit`
    /// `characters`; another step's `value` 1, `unit` `step` (``EnrolmentCodec``).
    case enrolment
}
