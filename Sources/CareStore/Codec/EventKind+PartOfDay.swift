import CareModel

extension EventKind {
    /// Whether the kind's rows keep a part of the day (`time_of_day`): symptom entries and
    /// factors, whose part of the day the person chooses (seed 000, Req 3 and 11), and the
    /// kinds only imports write, stored as given. Other kinds' domain types have none (the
    /// instant says when), so their rows leave it NULL and read back unchanged.
    public var storesPartOfDay: Bool {
        switch self {
        case .symptom, .factor, .activity, .tag, .food, .weather: true
        case .usage, .dose, .task, .mood, .reward, .redemption, .measurement, .score, .journal, .refill, .medicalRecord,
             .forum, .notebook, .goal, .module, .calendar, .reminder, .notification, .card, .chat,
             .game, .video, .journalLock, .helpfulResource, .push, .babyDevelopment, .helpline, .enrolment: false
        }
    }
}
