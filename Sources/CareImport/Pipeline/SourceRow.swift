import CareModel
import CareStore
import Foundation

/// One row of a source file, read and checked, before pseudonyms and time zones.
struct SourceRow: Sendable {
    /// The line the row starts on.
    var line: Int
    /// The source's user identifier, replaced by a keyed pseudonym before storing.
    var user: String
    /// What the source says about the person.
    var attributes = PersonAttributes()
    /// The time zone to count a new person's days in when the user gave none.
    var timeZoneHint: TimeZone?
    /// The zone the person was in at this row, when the source says (the generic CSV's
    /// `time_zone`): a local time is read on its clock, and a zone other than the one of
    /// the person's previous row is a change of zone from this row's instant on.
    var timeZone: TimeZone?
    /// When it happened.
    var time: ImportedTime
    /// Where the row's health readings came from, when the source says (an Apple Health
    /// export's are synced from the phone's health store): a blood-pressure reading whose two
    /// members both say so is one ``ImportedItem/measurement(_:source:)`` (``BloodPressurePairing``).
    var measurementSource: MeasurementSource?
    /// What the row holds.
    var items: [ImportedItem]
}

/// One thing a source row holds: an entry of the person's record (``CareModel/PersonRecord``),
/// which the store encodes through the event vocabulary like any other, or a note or a row
/// kept unmapped.
enum ImportedItem: Hashable, Sendable {
    /// An entry CareLab's domain has no type for (a mood on the app's own scale, a score, a
    /// dose of an amount, a sleep stage, a reading without a recorded source): an
    /// ``CareModel/OtherEvent``, stored and read back as given.
    case other(kind: EventKind, name: String, value: Double, unit: String)
    /// A lifestyle factor entry: an amount in a unit or a level (seed 000, Req 10-12).
    case factor(name: String, measurement: FactorMeasurement)
    /// A health measurement and where it came from (seed 000, Req 20-28), already checked
    /// by CareModel's plausibility rule.
    case measurement(HealthValue, source: MeasurementSource)
    /// A use of the app, stored as CareLab's own: without a value or unit.
    case usage(AppUsageEvent.Kind)
    /// Points the app awarded for an activity (seed 004, DR6), stored as CareLab's own
    /// without the event id and rule version an export does not carry.
    case reward(RewardActivity, points: Int)
    /// Points spent on a reward (seed 004, DR6), without the request id an export does not
    /// carry.
    case redemption(reward: String, points: Int)
    /// A questionnaire's total as the app scored it (seed 004, DR8.FR10): all items
    /// answered, since a total was given.
    case questionnaire(QuestionnaireScore)
    /// One period of a goal found met by measurement (seed 000, Req 16), with the amount
    /// reached; the period is the one starting on the row's local day.
    case goal(Goal, amount: Double)
    /// A task occurrence done, or snoozed for some minutes (seed 003, stories 1-6): `due`
    /// is when it was due (nil: at the row's own time, done on time).
    case taskOutcome(task: String, due: ImportedTime?, snoozeMinutes: Double?)
    /// What happened to the journal's password lock (seed 002, entries 50-56), stored as
    /// CareLab's own: without a value or unit.
    case journalLock(JournalLockEvent.Kind)
    /// The week's baby-development fact opened (seed 004, DR5.FR7.2): the gestational week
    /// shown, stored as CareLab's own (its trimester follows from the week).
    case babyDevelopment(week: Int)
    /// A symptom entry (or, with rank 0, a symptom reported absent) and the relieving and
    /// aggravating factors the source gives for it (seed 000, Req 5-6); declares the symptom
    /// with its category.
    case symptom(Symptom, severity: Severity, relieving: [String] = [], aggravating: [String] = [])
    /// An item of the person's medical record (seed 001) as a clinical record lists it: a
    /// condition, an allergy, a medication or an immunisation, recorded at the row's time;
    /// added to the record at the end of the file, in date order (``MedicalRecordGathering``).
    case recordItem(RecordItem)
    /// The person's blood type (Apple Health's `Me`), set in their medical record (seed
    /// 001) unless it already holds that type.
    case bloodType(BloodType)
    /// Free text, for the `note` table.
    case note(source: String, text: String)
    /// Something with no CareLab meaning, kept in `unmapped_row`.
    case unmapped(kind: String, name: String, value: String, reason: String)
}

extension ImportedItem {
    /// Whether the item is an entry of the person's record, stored as event rows; a note
    /// and an unmapped row have tables of their own.
    var isEntry: Bool {
        switch self {
        case .other, .factor, .measurement, .usage, .reward, .redemption, .questionnaire, .goal, .taskOutcome,
             .journalLock, .babyDevelopment, .symptom, .recordItem, .bloodType: true
        case .note, .unmapped: false
        }
    }
}

/// What a reader hands on for each source row.
enum ReaderOutput: Sendable {
    /// A valid row.
    case row(SourceRow)
    /// An invalid row: stops the import, or goes to the rejects file with `--skip-invalid`.
    case rejected(RowProblem)
}

/// A reader of one export format.
protocol SourceReader {
    /// Reads the whole file in order, handing on every row; throws only when the file
    /// itself cannot be read on, or when `handle` throws.
    mutating func read(_ handle: (ReaderOutput) throws -> Void) throws

    /// Counts of what the reader passed over on purpose, e.g. Apple Health record types
    /// CareLab does not import, for the import summary.
    var passedOver: [String: Int] { get }
}
