import CareModel

/// A health measurement people take (seed 000 Req 20-28, seed 001): `perDay` readings on
/// a day in the app, each normal(person's mean, `withinSD`), the person's mean drawn once
/// from normal(`mean`, `betweenSD`). Blood pressure's mean is the systolic one; the
/// diastolic is 65 % of the systolic reading plus normal(0, 4) mmHg. Readings outside the
/// possible ranges of `HealthValue` are not recorded.
///
/// Two things can be planted: a trend, `trendPer30Days` added to everyone's mean per 30
/// days since the first day, and who syncs: with a `deviceShare`, each person's readings
/// are synced from a device with that probability (drawn once per person) and entered by
/// hand otherwise, in place of `source`.
public struct MeasurementModel: Hashable, Sendable {
    public var quantity: HealthQuantity
    public var mean: Double
    public var betweenSD: Double
    public var withinSD: Double
    public var perDay: Int
    public var source: MeasurementSource
    /// The share of people whose device syncs the measurement; nil: everyone's readings
    /// come from `source`.
    public var deviceShare: Double?
    /// The change of everyone's mean per 30 days (Req 20-28's trends), in the quantity's
    /// unit; for blood pressure, of the systolic mean.
    public var trendPer30Days: Double

    public init(quantity: HealthQuantity, mean: Double, betweenSD: Double = 0, withinSD: Double = 0,
                perDay: Int = 1, source: MeasurementSource = .manual, deviceShare: Double? = nil,
                trendPer30Days: Double = 0) {
        self.quantity = quantity
        self.mean = mean
        self.betweenSD = betweenSD
        self.withinSD = withinSD
        self.perDay = perDay
        self.source = source
        self.deviceShare = deviceShare
        self.trendPer30Days = trendPer30Days
    }
}

/// Other things people do in the app on a day they use it, each with its probability:
/// an emotion-journal entry (seed 002; its keyword drawn from the emotion dictionary by
/// the day's mood score, as moods are), a post in the cohort chat and a question in the
/// forum (seed 004 DR3-DR4), and a learning game (seed 003, story 24); and how many times
/// a person opens the app on such a day (seed 004 DR8: log-ins per day).
public struct ActivityModel: Hashable, Sendable {
    public var journalEntry: Double
    public var chatPost: Double
    public var forumQuestion: Double
    public var learningGame: Double
    /// The mean number of sessions (log-ins) on a day in the app, 1 or more: the first
    /// session and a Poisson number of later ones with mean `sessionsPerDay − 1`, each at a
    /// uniformly drawn instant from the first to the end of the day; nil: one session.
    public var sessionsPerDay: Double?
    /// How journal entries are edited and deleted after they are written (seed 002, entries
    /// 40-44); nil: never.
    public var journalEdits: JournalEditModel?
    /// How people use the journal's password lock (seed 002, entries 50-56); nil: nobody
    /// enables it.
    public var journalLock: JournalLockModel?

    public init(journalEntry: Double = 0, chatPost: Double = 0, forumQuestion: Double = 0, learningGame: Double = 0,
                sessionsPerDay: Double? = nil, journalEdits: JournalEditModel? = nil, journalLock: JournalLockModel? = nil) {
        self.journalEntry = journalEntry
        self.chatPost = chatPost
        self.forumQuestion = forumQuestion
        self.learningGame = learningGame
        self.sessionsPerDay = sessionsPerDay
        self.journalEdits = journalEdits
        self.journalLock = journalLock
    }
}

/// A pregnancy programme (seed 004): each person enrols this many weeks pregnant, which
/// gives their due date and their due-month cohort.
public struct PregnancyModel: Hashable, Sendable {
    public var weeksAtEnrolment: Distribution

    public init(weeksAtEnrolment: Distribution) {
        self.weeksAtEnrolment = weeksAtEnrolment
    }
}

/// A standard questionnaire people answer every `everyDays` days from the first day, with
/// probability `response` when that day is a day in the app.
///
/// Each item's answer is normal(μ, 0.8) rounded into the item's range, where μ follows the
/// day's mood score m (see ``MoodModel``): μ = 1 − 0.5 m for PHQ-9, PHQ-2 and GAD-7 (higher
/// is worse; 1.5 lower for PHQ-9's item 9, on self-harm, which is endorsed far less often)
/// and μ = 2.5 + 0.8 m for WHO-5 (higher is better). Totals, bands and the PHQ-9 item-9 flag
/// come from `QuestionnaireScore`.
public struct QuestionnaireModel: Hashable, Sendable {
    public var questionnaire: Questionnaire
    public var everyDays: Int
    public var response: Double

    public init(questionnaire: Questionnaire, everyDays: Int, response: Double = 1) {
        self.questionnaire = questionnaire
        self.everyDays = everyDays
        self.response = response
    }
}
