import CareModel

/// The stored event vocabulary, stated once: each ``EventKind`` and the codec that writes
/// and reads its rows. The writer (``PersonRows``) and the reader
/// (``CareDatabase/forEachPerson(kinds:positions:_:)``) both go through here; a kind added
/// to `EventKind` without a codec does not compile (the switch is exhaustive).
enum EventVocabulary {
    /// The codec of `kind`; `symptoms` gives stored symptoms their tracked category.
    static func codec(for kind: EventKind, symptoms: [String: Symptom]) -> any EventCodec {
        switch kind {
        case .symptom: SymptomCodec(symptoms: symptoms)
        case .factor: FactorCodec()
        case .usage: UsageCodec()
        case .dose: DoseCodec()
        case .task: TaskCodec()
        case .mood: MoodCodec()
        case .reward: RewardCodec()
        case .redemption: RedemptionCodec()
        case .measurement: MeasurementCodec()
        case .score: ScoreCodec()
        case .journal: JournalCodec()
        case .refill: RefillCodec()
        case .medicalRecord: MedicalRecordCodec()
        case .forum: ForumCodec()
        case .notebook: NotebookCodec()
        case .goal: GoalCodec()
        case .module: ModuleCodec()
        case .calendar: CalendarCodec()
        case .reminder: ReminderCodec()
        case .notification: NotificationCodec()
        case .card: CardCodec()
        case .chat: ChatCodec()
        case .game: GameCodec()
        case .video: VideoCodec()
        case .journalLock: JournalLockCodec()
        case .helpfulResource: HelpfulResourceCodec()
        case .push: PushCodec()
        case .babyDevelopment: BabyDevelopmentCodec()
        case .helpline: HelplineCodec()
        case .enrolment: EnrolmentCodec()
        case .activity, .tag, .food, .weather: ImportedEventCodec(kind: kind)
        }
    }
}
