import Foundation

/// The ground-truth manifest of a simulated run (`truth.json` beside its data): every
/// planted effect and parameter, and what the population turned out to be, so that an
/// analysis can be checked against the truth.
///
/// One type written by the simulator and read by `carelab analyze truth`: the file's
/// format is stated here once (``json`` writes it, ``init(json:)`` reads it). Sections a
/// scenario does not use and manifests written before a section existed read as empty.
public struct GroundTruth: Codable, Hashable, Sendable {
    /// The scenario's name.
    public var scenario: String
    /// The simulation seed.
    public var seed: UInt64
    /// The number of people simulated (0 in manifests without it).
    public var people: Int
    /// The study's length in days (0 in manifests without it).
    public var days: Int
    /// The first day, `YYYY-MM-DD` (empty in manifests without it).
    public var startDate: String
    /// The missing-data mechanism (nil in manifests without it).
    public var missingness: Missingness?
    /// The planted effects of lifestyle factors on symptoms.
    public var effects: [Effect]
    /// The symptoms' settings as the scenario gives them, as text fields.
    public var symptoms: [[String: String]]
    /// The factors' settings as the scenario gives them, as text fields.
    public var factors: [[String: String]]
    /// The segments of the population and what they turned out to be.
    public var segments: [Group]
    /// The arms and their planted dropout (none in manifests written before arms stated it).
    public var arms: [Group]
    /// The scheduled changes of the arms' settings, as text fields.
    public var interventions: [[String: String]]
    /// The medications and their planted adherence.
    public var medications: [Medication]
    /// The tasks and their planted completion.
    public var tasks: [Task]
    /// The mood model (nil in manifests without it).
    public var mood: Mood?
    /// The health measurements and their planted trends; not written when empty.
    public var measurements: [Measurement]
    /// The planted effects of factors on symptom entries; not written when empty.
    public var symptomFactorEffects: [SymptomFactorEffect]
    /// The planted medical record and dental chart (seed 001); not written when the run
    /// has none.
    public var medicalRecord: MedicalRecordTruth?
    /// The symptoms' planted onset spreads over the parts of the day; not written when empty.
    public var onsets: [Onset]
    /// The planted information-desk forum (seed 004, DR3); not written when the run has none.
    public var forum: ForumTruth?
    /// The planted redemption of reward points (seed 004, DR6); not written when the run has none.
    public var redemption: RedemptionTruth?
    /// The planted notes (seed 000, Req 17-18); not written when the run has none.
    public var notes: NotesTruth?
    /// The planted goals (seed 000, Req 16); not written when the run has none.
    public var goals: [GoalTruth] = []
    /// The planted learning modules (seed 004, DR5.FR6.0, DR8); not written when the run
    /// has none.
    public var learningModules: LearningModulesTruth?
    /// The planted calendar appointments and reminders (seed 004, DR3/DR7.FR4.0,
    /// DR7.FR9.2); not written when the run has none.
    public var calendar: CalendarTruth?
    /// The planted reminders (seed 000, Req 15); not written when the run has none.
    public var reminders: [ReminderTruth] = []
    /// The planted notifications of task occurrences (seed 003, stories 1 and 6); not
    /// written when the run has none.
    public var notifications: NotificationTruth?
    /// The planted hour-lag effects of factor entries on symptom onsets (seed 000, Req 3
    /// and 11); not written when the run has none.
    public var onsetTriggers: [OnsetTriggerTruth] = []
    /// The planted mean number of sessions (log-ins) on a day in the app (seed 004 DR8);
    /// not written when the scenario leaves it at one.
    public var sessionsPerDay: Double?
    /// The planted wellbeing card kit use (seed 002, entries 2-32); not written when the run
    /// has none.
    public var cards: CardsTruth?
    /// The planted cohort chat: windows, mood posts, moderation and replies (seed 004,
    /// DR4.FR5.0-5.2, DR5.FR7.1); not written when the run has none.
    public var chat: ChatTruth?
    /// The planted edits and deletes of journal entries (seed 002, entries 40-44); not
    /// written when the run has none.
    public var journal: JournalTruth?
    /// The planted learning-game scores (seed 003, stories 23 and 24); not written when the
    /// run has none.
    public var games: GameTruth?
    /// The planted groups of tasks configured to one schedule and the odds ratios their
    /// edits plant (seed 003, story 12); not written when the run has none.
    public var taskGroups: [TaskGroupTruth] = []
    /// The planted video viewing (seed 004; DR6.FR8.0); not written when the run has none.
    public var videos: VideoTruth?
    /// The planted journal password lock (seed 002, entries 50-56); not written when the run
    /// has none.
    public var journalLock: JournalLockTruth?
    /// The planted use of the helpful resources (seed 002, entries 64-74); not written when
    /// the run has none.
    public var helpfulResources: HelpfulResourcesTruth?
    /// The planted push notifications (seed 004, DR7.FR9.0-9.2); not written when the run
    /// has none.
    public var push: PushTruth?
    /// The planted views of the week's baby-development fact (seed 004, DR5.FR7.2); not
    /// written when the run has none.
    public var babyDevelopment: BabyDevelopmentTruth?
    /// The features whose planted model is the scenario's own (helplines, enrolment, ...),
    /// each written at the top level under its own key when the run has it.
    public var planted = PlantedFeatures()

    /// A manifest from its parts.
    public init(scenario: String, seed: UInt64, people: Int, days: Int, startDate: String, missingness: Missingness?,
                effects: [Effect], symptoms: [[String: String]], factors: [[String: String]], segments: [Group],
                arms: [Group], interventions: [[String: String]], medications: [Medication], tasks: [Task], mood: Mood?,
                measurements: [Measurement], symptomFactorEffects: [SymptomFactorEffect],
                medicalRecord: MedicalRecordTruth? = nil, onsets: [Onset] = []) {
        self.scenario = scenario
        self.seed = seed
        self.people = people
        self.days = days
        self.startDate = startDate
        self.missingness = missingness
        self.effects = effects
        self.symptoms = symptoms
        self.factors = factors
        self.segments = segments
        self.arms = arms
        self.interventions = interventions
        self.medications = medications
        self.tasks = tasks
        self.mood = mood
        self.measurements = measurements
        self.symptomFactorEffects = symptomFactorEffects
        self.medicalRecord = medicalRecord
        self.onsets = onsets
    }

    private enum CodingKeys: String, CodingKey {
        case scenario, seed, people, days, startDate, missingness, effects, symptoms, factors, segments, arms
        case interventions, medications, tasks, mood, measurements, symptomFactorEffects, medicalRecord, onsets
        case forum, redemption, notes, goals, learningModules, calendar, reminders, notifications, onsetTriggers, sessionsPerDay,
             cards, chat, games, taskGroups, videos, journalLock, helpfulResources, push, journal, babyDevelopment
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        scenario = try container.decode(String.self, forKey: .scenario)
        seed = try container.decode(UInt64.self, forKey: .seed)
        effects = try container.decode([Effect].self, forKey: .effects)
        people = try container.decodeIfPresent(Int.self, forKey: .people) ?? 0
        days = try container.decodeIfPresent(Int.self, forKey: .days) ?? 0
        startDate = try container.decodeIfPresent(String.self, forKey: .startDate) ?? ""
        missingness = try container.decodeIfPresent(Missingness.self, forKey: .missingness)
        symptoms = try container.decodeIfPresent([[String: String]].self, forKey: .symptoms) ?? []
        factors = try container.decodeIfPresent([[String: String]].self, forKey: .factors) ?? []
        segments = try container.decodeIfPresent([Group].self, forKey: .segments) ?? []
        // Manifests written before arms stated their dropout have arms without it: none read.
        arms = (try? container.decodeIfPresent([Group].self, forKey: .arms)) ?? []
        interventions = try container.decodeIfPresent([[String: String]].self, forKey: .interventions) ?? []
        medications = try container.decodeIfPresent([Medication].self, forKey: .medications) ?? []
        tasks = try container.decodeIfPresent([Task].self, forKey: .tasks) ?? []
        mood = try container.decodeIfPresent(Mood.self, forKey: .mood)
        measurements = try container.decodeIfPresent([Measurement].self, forKey: .measurements) ?? []
        symptomFactorEffects = try container.decodeIfPresent([SymptomFactorEffect].self, forKey: .symptomFactorEffects) ?? []
        medicalRecord = try container.decodeIfPresent(MedicalRecordTruth.self, forKey: .medicalRecord)
        onsets = try container.decodeIfPresent([Onset].self, forKey: .onsets) ?? []
        forum = try container.decodeIfPresent(ForumTruth.self, forKey: .forum)
        redemption = try container.decodeIfPresent(RedemptionTruth.self, forKey: .redemption)
        notes = try container.decodeIfPresent(NotesTruth.self, forKey: .notes)
        goals = try container.decodeIfPresent([GoalTruth].self, forKey: .goals) ?? []
        learningModules = try container.decodeIfPresent(LearningModulesTruth.self, forKey: .learningModules)
        calendar = try container.decodeIfPresent(CalendarTruth.self, forKey: .calendar)
        reminders = try container.decodeIfPresent([ReminderTruth].self, forKey: .reminders) ?? []
        notifications = try container.decodeIfPresent(NotificationTruth.self, forKey: .notifications)
        onsetTriggers = try container.decodeIfPresent([OnsetTriggerTruth].self, forKey: .onsetTriggers) ?? []
        sessionsPerDay = try container.decodeIfPresent(Double.self, forKey: .sessionsPerDay)
        cards = try container.decodeIfPresent(CardsTruth.self, forKey: .cards)
        chat = try container.decodeIfPresent(ChatTruth.self, forKey: .chat)
        games = try container.decodeIfPresent(GameTruth.self, forKey: .games)
        taskGroups = try container.decodeIfPresent([TaskGroupTruth].self, forKey: .taskGroups) ?? []
        videos = try container.decodeIfPresent(VideoTruth.self, forKey: .videos)
        journalLock = try container.decodeIfPresent(JournalLockTruth.self, forKey: .journalLock)
        helpfulResources = try container.decodeIfPresent(HelpfulResourcesTruth.self, forKey: .helpfulResources)
        babyDevelopment = try container.decodeIfPresent(BabyDevelopmentTruth.self, forKey: .babyDevelopment)
        planted = try PlantedFeatures(from: decoder)
        push = try container.decodeIfPresent(PushTruth.self, forKey: .push)
        journal = try container.decodeIfPresent(JournalTruth.self, forKey: .journal)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(scenario, forKey: .scenario)
        try container.encode(seed, forKey: .seed)
        try container.encode(people, forKey: .people)
        try container.encode(days, forKey: .days)
        try container.encode(startDate, forKey: .startDate)
        try container.encodeIfPresent(missingness, forKey: .missingness)
        try container.encode(effects, forKey: .effects)
        try container.encode(symptoms, forKey: .symptoms)
        try container.encode(factors, forKey: .factors)
        try container.encode(segments, forKey: .segments)
        try container.encode(arms, forKey: .arms)
        try container.encode(interventions, forKey: .interventions)
        try container.encode(medications, forKey: .medications)
        try container.encode(tasks, forKey: .tasks)
        try container.encodeIfPresent(mood, forKey: .mood)
        if !measurements.isEmpty { try container.encode(measurements, forKey: .measurements) }
        if !symptomFactorEffects.isEmpty { try container.encode(symptomFactorEffects, forKey: .symptomFactorEffects) }
        try container.encodeIfPresent(medicalRecord, forKey: .medicalRecord)
        if !onsets.isEmpty { try container.encode(onsets, forKey: .onsets) }
        try container.encodeIfPresent(forum, forKey: .forum)
        try container.encodeIfPresent(redemption, forKey: .redemption)
        try container.encodeIfPresent(notes, forKey: .notes)
        if !goals.isEmpty { try container.encode(goals, forKey: .goals) }
        try container.encodeIfPresent(learningModules, forKey: .learningModules)
        try container.encodeIfPresent(calendar, forKey: .calendar)
        if !reminders.isEmpty { try container.encode(reminders, forKey: .reminders) }
        try container.encodeIfPresent(notifications, forKey: .notifications)
        if !onsetTriggers.isEmpty { try container.encode(onsetTriggers, forKey: .onsetTriggers) }
        try container.encodeIfPresent(sessionsPerDay, forKey: .sessionsPerDay)
        try container.encodeIfPresent(cards, forKey: .cards)
        try container.encodeIfPresent(chat, forKey: .chat)
        try container.encodeIfPresent(games, forKey: .games)
        if !taskGroups.isEmpty { try container.encode(taskGroups, forKey: .taskGroups) }
        try container.encodeIfPresent(videos, forKey: .videos)
        try container.encodeIfPresent(journalLock, forKey: .journalLock)
        try container.encodeIfPresent(helpfulResources, forKey: .helpfulResources)
        try container.encodeIfPresent(push, forKey: .push)
        try container.encodeIfPresent(journal, forKey: .journal)
        try container.encodeIfPresent(babyDevelopment, forKey: .babyDevelopment)
        try planted.encode(to: encoder)
    }

    /// The manifest as pretty, key-sorted JSON with snake_case keys: byte-identical for the
    /// same run.
    public var json: Data {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try! encoder.encode(self) + Data("\n".utf8)
    }

    /// Reads a manifest from its JSON (``json``).
    public init(json: Data) throws(DecodingError) {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        do {
            self = try decoder.decode(GroundTruth.self, from: json)
        } catch let error as DecodingError {
            throw error
        } catch {
            throw .dataCorrupted(.init(codingPath: [], debugDescription: String(describing: error)))
        }
    }
}
