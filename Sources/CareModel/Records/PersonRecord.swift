import Foundation

/// Everything one person logged, with who they are in the data: the one value the
/// simulator produces, the store writes and reads back unchanged, and the analyses read.
///
/// Each list is in time order. What is true about a simulated person but never observed
/// (their segment, the day they dropped out) is not here: it is ground truth, kept apart.
public struct PersonRecord: Hashable, Sendable {
    /// The person's identifier in the data: in a simulated run, the person's index + 1.
    public var personID: Int
    /// The person's home time zone: their days are counted in it until their first zone
    /// change.
    public var timeZone: TimeZone
    /// The changes of zone of a person who travels or moves, in time order, at most one per
    /// instant; empty for a person who stays in `timeZone`.
    public var zoneChanges: [ZoneChange]
    /// The arm of a randomised study the person was assigned to, if any.
    public var arm: String?
    /// The person's cohort (e.g. `due 2026-09`), if the programme has cohorts.
    public var cohort: String?
    /// Symptom entries, a symptom reported absent included (seed 000, Req 2-9).
    public var symptomEntries: [SymptomEntry]
    /// Lifestyle-factor entries (seed 000, Req 10-12).
    public var factorEntries: [LifestyleFactorEntry]
    /// Log-ins, reminders, surveys and learning modules.
    public var usageEvents: [AppUsageEvent]
    /// Doses logged (seed 001, Req 13-14).
    public var doseLogs: [DoseLog]
    /// Tasks done or snoozed; an occurrence with no outcome was missed.
    public var taskOutcomes: [TaskOutcome]
    /// Mood-survey answers.
    public var moods: [MoodCheckIn]
    /// Reward points awarded, each with the event and rule version that gave them.
    public var rewards: [RewardLedgerEntry]
    /// Points spent on rewards such as a gift card (seed 004, DR6).
    public var redemptions: [RewardRedemption]
    /// Health measurements (seed 000, Req 20-28).
    public var measurements: [HealthMeasurement]
    /// Emotion-journal keywords with when they were written (the text is never kept here).
    public var journalKeywords: [JournalKeyword]
    /// Questionnaire answers, scored.
    public var questionnaires: [QuestionnaireAnswer]
    /// Entries of a kind or shape the domain has no type for, kept as stored.
    public var otherEvents: [OtherEvent]
    /// Medications dispensed (pharmacy records, not app entries).
    public var dispensings: [Dispensing]
    /// The personal medical record and dental chart with the history of its changes
    /// (seed 001); empty when the person keeps none.
    public var medicalRecord: MedicalRecord
    /// Questions asked at the information desk, in the order asked, with their replies
    /// (seed 004, DR3); their text is never kept.
    public var forumQuestions: [AskedQuestion]
    /// Notes written, by category, with the filled-in parts of appointment notes (seed 000,
    /// Req 17-18); their text is never kept.
    public var notes: [LoggedNote]
    /// What became of each period of the goals the person set, in the order recorded
    /// (seed 000, Req 16).
    public var goalOutcomes: [GoalOutcome]
    /// Learning modules completed, with the choices made, in time order (seed 004,
    /// DR5.FR6.0 and DR8).
    public var moduleAttempts: [ModuleAttempt]
    /// Calendar events' occurrences (medication times, appointments) with the reminder lead
    /// chosen and whether they were attended, in time order (seed 004, DR3/DR7.FR4.0,
    /// DR7.FR9.2); their titles are never kept.
    public var calendarEvents: [CalendarEventOutcome]
    /// Each firing of the reminders the person set, in time order, with when it was
    /// checked off (seed 000, Req 15).
    public var firedReminders: [FiredReminder]
    /// The notifications of task occurrences, in the order sent, with when each was seen on
    /// the alarm page (seed 003, stories 1 and 6); whether each was resolved, snoozed or
    /// left follows from ``taskOutcomes``.
    public var taskNotifications: [TaskNotification]
    /// Whether the caregiver opted in to be told of missed and completed tasks (seed 003,
    /// story 16); nil when not recorded. The messages that follow are
    /// ``CaregiverOptIn/messages(about:outcomes:at:gracePeriod:)``.
    public var caregiverOptIn: CaregiverOptIn?
    /// What the person did with their wellbeing card kit (views, favourites, notes, custom
    /// cards, duplicates), in time order (seed 002, entries 2-32); note texts are never kept.
    public var cardEvents: [CardEvent]
    /// Messages posted in the cohort chat, written or mood posts, in time order, with the
    /// visibility window, moderation deletes and first replies (seed 004, DR4.FR5.0-5.2,
    /// DR5.FR7.1); their text is never kept.
    public var chatMessages: [PostedChatMessage]
    /// Learning games played, in time order, with their scores and whether each was sent
    /// to the caregiver (seed 003, stories 23 and 24).
    public var gamePlays: [GamePlay]
    /// The audio-message length the caregiver set in the system settings for the patient's
    /// tasks (seed 003, story 15; ``TaskSettings/audioMessageLength``); nil when not
    /// recorded.
    public var audioMessage: AudioMessageSetting?
    /// Learning-centre videos watched, in time order (seed 004; DR6.FR8.0).
    public var videoViews: [VideoView]
    /// What happened to the journal's password lock, in time order (seed 002, entries
    /// 50-56); never a password.
    public var journalLockEvents: [JournalLockEvent]
    /// Views and changes of the helpful resources, in time order (seed 002, entries 64-74);
    /// never an entry's text.
    public var helpfulResourceEvents: [HelpfulResourceEvent]
    /// Push notifications sent, in time order, and whether each was opened (seed 004,
    /// DR7.FR9.0-9.1).
    public var pushNotifications: [PushNotification]
    /// Which kinds of push notification the person chose to receive (DR7.FR9.2); nil when
    /// not recorded.
    public var pushPreferences: PushPreferencesChoice?
    /// The week's baby-development fact opened, in time order (seed 004, DR5.FR7.2); only
    /// the week's number, never the fact's text.
    public var babyDevelopmentViews: [BabyDevelopmentView]
    /// The helpline messages shown after a negative mood, and the calls made from them
    /// (seed 004, DR5.FR7.1).
    public var helplinePrompts: [HelplinePrompt] = []
    /// The person's enrolment: the sign-up code issued and redeemed, the usernames and
    /// passwords refused, the account made (seed 004, DR1.FR1.1, DR1.FR1.6).
    public var enrolment: [EnrolmentEvent] = []

    /// Creates a record.
    public init(
        personID: Int, timeZone: TimeZone, arm: String? = nil, symptomEntries: [SymptomEntry] = [],
        factorEntries: [LifestyleFactorEntry] = [], usageEvents: [AppUsageEvent] = [],
        doseLogs: [DoseLog] = [], taskOutcomes: [TaskOutcome] = [], moods: [MoodCheckIn] = [],
        rewards: [RewardLedgerEntry] = [], measurements: [HealthMeasurement] = [],
        journalKeywords: [JournalKeyword] = [], questionnaires: [QuestionnaireAnswer] = [],
        otherEvents: [OtherEvent] = [], dispensings: [Dispensing] = [], cohort: String? = nil,
        zoneChanges: [ZoneChange] = [], medicalRecord: MedicalRecord = MedicalRecord(),
        forumQuestions: [AskedQuestion] = [], redemptions: [RewardRedemption] = [], notes: [LoggedNote] = [],
        goalOutcomes: [GoalOutcome] = [], moduleAttempts: [ModuleAttempt] = [],
        calendarEvents: [CalendarEventOutcome] = [], firedReminders: [FiredReminder] = [],
        taskNotifications: [TaskNotification] = [], caregiverOptIn: CaregiverOptIn? = nil,
        cardEvents: [CardEvent] = [],
        chatMessages: [PostedChatMessage] = [],
        gamePlays: [GamePlay] = [], audioMessage: AudioMessageSetting? = nil,
        videoViews: [VideoView] = [], journalLockEvents: [JournalLockEvent] = [],
        helpfulResourceEvents: [HelpfulResourceEvent] = [], pushNotifications: [PushNotification] = [],
        pushPreferences: PushPreferencesChoice? = nil, babyDevelopmentViews: [BabyDevelopmentView] = []
    ) {
        self.personID = personID
        self.timeZone = timeZone
        self.zoneChanges = zoneChanges
        self.arm = arm
        self.cohort = cohort
        self.symptomEntries = symptomEntries
        self.factorEntries = factorEntries
        self.usageEvents = usageEvents
        self.doseLogs = doseLogs
        self.taskOutcomes = taskOutcomes
        self.moods = moods
        self.rewards = rewards
        self.redemptions = redemptions
        self.measurements = measurements
        self.journalKeywords = journalKeywords
        self.questionnaires = questionnaires
        self.otherEvents = otherEvents
        self.dispensings = dispensings
        self.medicalRecord = medicalRecord
        self.forumQuestions = forumQuestions
        self.notes = notes
        self.goalOutcomes = goalOutcomes
        self.moduleAttempts = moduleAttempts
        self.calendarEvents = calendarEvents
        self.firedReminders = firedReminders
        self.taskNotifications = taskNotifications
        self.caregiverOptIn = caregiverOptIn
        self.cardEvents = cardEvents
        self.chatMessages = chatMessages
        self.gamePlays = gamePlays
        self.audioMessage = audioMessage
        self.videoViews = videoViews
        self.journalLockEvents = journalLockEvents
        self.helpfulResourceEvents = helpfulResourceEvents
        self.pushNotifications = pushNotifications
        self.pushPreferences = pushPreferences
        self.babyDevelopmentViews = babyDevelopmentViews
    }

    /// The person's zones over time, which map each instant to their local day and clock
    /// time (``ZoneTimeline``).
    public var timeline: ZoneTimeline { ZoneTimeline(home: timeZone, changes: zoneChanges) }

    /// How many entries the person logged, of every kind.
    public var entryCount: Int {
        symptomEntries.count + factorEntries.count + usageEvents.count + doseLogs.count + taskOutcomes.count
            + moods.count + rewards.count + redemptions.count + measurements.count + journalRows + questionnaires.count
            + otherEvents.count + dispensings.count + notes.count + medicalRecord.history.count
            + forumQuestions.reduce(0) { $0 + 1 + $1.replies.count } + goalOutcomes.count + moduleAttempts.count
            + calendarEvents.count + firedReminders.count + cardEvents.count
            + notificationRows + chatRows + gamePlays.count + (audioMessage == nil ? 0 : 1) + videoViews.count
            + journalLockEvents.count + helpfulResourceEvents.count
            + pushNotifications.count + (pushPreferences == nil ? 0 : NotificationKind.allCases.count)
            + babyDevelopmentViews.count + helplinePrompts.count + enrolment.count
    }

    /// The rows of ``journalKeywords``: one when each was written, one when edited, one when
    /// deleted.
    private var journalRows: Int {
        journalKeywords.reduce(0) { $0 + 1 + ($1.editedAt == nil ? 0 : 1) + ($1.deletedAt == nil ? 0 : 1) }
    }

    /// The rows of ``chatMessages``: one when each was sent, one when deleted, one at the
    /// first reply.
    private var chatRows: Int {
        chatMessages.reduce(0) { $0 + 1 + ($1.deletedAt == nil ? 0 : 1) + ($1.firstReplyAt == nil ? 0 : 1) }
    }

    /// The rows of ``taskNotifications`` and ``caregiverOptIn``: one when each notification
    /// was sent, one when each was seen, and the opt-in's two.
    private var notificationRows: Int {
        taskNotifications.count + taskNotifications.count { $0.seenAt != nil } + (caregiverOptIn == nil ? 0 : 2)
    }
}

/// An emotion-journal entry's keyword, when the entry was written, and when it was edited
/// and deleted, if it was (seed 002, entries 40-44); the text is private and never part of
/// a record.
public struct JournalKeyword: Hashable, Codable, Sendable {
    /// The keyword, a word of the dictionary of emotions.
    public var keyword: String
    /// When the entry was written.
    public var at: Date
    /// When the entry was edited (its text; the keyword stays), if it was.
    public var editedAt: Date?
    /// When the entry was deleted, if it was.
    public var deletedAt: Date?

    /// Creates a keyword entry.
    public init(keyword: String, at: Date, editedAt: Date? = nil, deletedAt: Date? = nil) {
        self.keyword = keyword
        self.at = at
        self.editedAt = editedAt
        self.deletedAt = deletedAt
    }
}

/// A questionnaire answered and scored (PHQ-9, GAD-7, WHO-5; seed 004).
public struct QuestionnaireAnswer: Hashable, Sendable {
    /// When it was answered.
    public var at: Date
    /// Its score.
    public var score: QuestionnaireScore

    /// Creates an answer.
    public init(at: Date, score: QuestionnaireScore) {
        self.at = at
        self.score = score
    }
}

/// An entry of a kind or shape the domain has no type for, kept as it was stored so that
/// nothing is lost: an imported Daylio activity, a Flaredown tag, food or weather reading, a
/// mood on another app's scale, a sleep stage, a measurement whose source is not recorded.
/// The fields are the event table's (`Sources/CareStore/README.md`).
public struct OtherEvent: Hashable, Sendable {
    /// The stored kind, e.g. `activity`.
    public var kind: String
    /// When it happened, to the second.
    public var timestamp: Date
    /// What it is, e.g. the activity's name.
    public var name: String
    /// Its number, if it has one.
    public var value: Double?
    /// The unit or scale of `value`.
    public var unit: String?
    /// The part of the day, if the source gave one.
    public var timeOfDay: TimeOfDay?
    /// The kind's second text, if any.
    public var detailText: String?
    /// The kind's second number, if any.
    public var detailValue: Double?

    /// Creates an entry.
    public init(kind: String, timestamp: Date, name: String, value: Double?, unit: String?, timeOfDay: TimeOfDay? = nil,
                detailText: String? = nil, detailValue: Double? = nil) {
        self.kind = kind
        self.timestamp = timestamp
        self.name = name
        self.value = value
        self.unit = unit
        self.timeOfDay = timeOfDay
        self.detailText = detailText
        self.detailValue = detailValue
    }
}
