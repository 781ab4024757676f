import CareModel
import Foundation
@testable import CareStore

/// Random person records covering every kind and field the store keeps, drawn from a seed
/// (SplitMix64), for the round-trip property test: extreme values, symptoms reported absent,
/// several entries at one instant, time zones with daylight saving and with a skipped day
/// (Pacific/Apia skipped 30 December 2011), and travellers whose zone changes, across the
/// date line too, sometimes at the instant of an entry.
struct RecordGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The zones drawn from, each with an instant near its clock change.
    static let zones: [(zone: String, around: Int64)] = [
        ("Pacific/Apia", 1_325_160_000),        // 2011-12-29T12:00Z, before the skipped day
        ("America/New_York", 1_793_505_600),    // 2026-11-01, daylight saving ends
        ("Europe/London", 1_774_742_400),       // 2026-03-29, daylight saving starts
        ("Australia/Lord_Howe", 1_775_296_800), // 2026-04-05, a half-hour change
        ("Asia/Kolkata", 1_772_323_200),
    ]

    /// The zones travellers change to: both sides of the date line, a half-hour offset.
    static let travelZones = ["Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Tokyo", "America/St_Johns", "Europe/London"]

    /// Symptoms the records use; the test stores them with their categories.
    static let symptoms = [
        Symptom(name: "headache", category: SymptomCategory("Head")),
        Symptom(name: "nausée 🤢", category: SymptomCategory("Gut")),
        Symptom(name: "fatigue", category: SymptomCategory("All Symptoms")),
    ]

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    /// A finite value: small, whole, decimal, tiny or huge.
    mutating func amount() -> Double {
        switch int(0...4) {
        case 0: 0
        case 1: Double(int(1...500))
        case 2: Double(int(1...99_999)) / 100
        case 3: 1e-9 * Double(int(1...9))
        default: 1e12 + Double(int(0...1000))
        }
    }

    /// A name with non-ASCII letters now and then.
    mutating func name(_ stem: String) -> String { chance(20) ? "\(stem) é-\(int(0...9)) ✓" : "\(stem)\(int(0...3))" }

    mutating func record() -> PersonRecord {
        let (zone, around) = pick(Self.zones)
        // Few distinct instants, so that entries often share one; whole seconds, as stored.
        let instants = (0..<int(1...12)).map { _ in Date(timeIntervalSince1970: Double(around + Int64(int(-3 * 86_400...3 * 86_400)))) }
        var g = self
        func at() -> Date { g.pick(instants) }
        let timeZone = TimeZone(identifier: zone)!
        var record = PersonRecord(personID: int(1...1_000_000), timeZone: timeZone,
                                  arm: chance(50) ? pick(["control", "treatment"]) : nil, cohort: chance(30) ? "due 2026-09" : nil)
        // Half the people travel: up to three changes at distinct instants, in time order.
        let changeInstants = Set((0..<(g.chance(50) ? g.int(1...3) : 0)).map { _ in
            g.chance(50) ? at() : Date(timeIntervalSince1970: Double(around + Int64(g.int(-3 * 86_400...3 * 86_400))))
        }).sorted()
        record.zoneChanges = changeInstants.map { ZoneChange(at: $0, timeZone: TimeZone(identifier: g.pick(Self.travelZones))!) }
        record.symptomEntries = (0..<g.int(0...6)).map { _ in
            // Seed 000, Req 5-7: none, one or several factors of each role, repeats of a name
            // (three names to draw from) and notes, repeated texts too.
            SymptomEntry(symptom: g.pick(Self.symptoms), timestamp: at(), timeOfDay: g.chance(80) ? g.pick(TimeOfDay.allCases) : nil,
                         severity: g.pick(Severity.allCases),
                         relievingFactors: (0..<g.int(0...3)).map { _ in g.pick(["rest", "heating pad", "médicament ✓"]) },
                         aggravatingFactors: (0..<g.int(0...3)).map { _ in g.pick(["stress", "caffeine", "rest"]) },
                         notes: (0..<g.int(0...2)).map { _ in g.pick(["woke up with it", "same again", "line one\nline two, \"quoted\""]) })
        }
        record.factorEntries = (0..<g.int(0...6)).map { _ in
            LifestyleFactorEntry(factor: g.name("factor"), timestamp: at(), timeOfDay: g.chance(80) ? g.pick(TimeOfDay.allCases) : nil,
                                 measurement: g.chance(70) ? .amount(g.amount(), g.pick(FactorUnit.allCases))
                                     : .level(g.pick(FactorLevel.allCases)))
        }
        record.usageEvents = (0..<g.int(0...6)).map { _ in AppUsageEvent(kind: g.pick(AppUsageEvent.Kind.allCases), timestamp: at()) }
        record.doseLogs = (0..<g.int(0...4)).map { _ in
            var dose = DoseLog(medication: g.name("medication"), at: at(),
                               dose: g.chance(50) ? try! Dosage(amount: g.amount() + 0.5, unit: g.pick(["mg", "IU", "tablet"])) : nil)
            if g.chance(40) { try! dose.changeTakenTime(to: dose.loggedAt.addingTimeInterval(-Double(g.int(1...7200)))) }
            return dose
        }
        record.taskOutcomes = (0..<g.int(0...4)).map { _ in
            let occurrence = TaskOccurrence(task: TaskID(g.name("task")), scheduled: at())
            return g.chance(50) ? .done(occurrence, at: at()) : try! .snoozed(occurrence, at: at(), for: Double(g.int(1...7200)))
        }
        record.moods = (0..<g.int(0...4)).map { _ in MoodCheckIn(mood: g.pick(Mood.allCases), timestamp: at()) }
        record.rewards = (0..<g.int(0...4)).map { _ in
            // An imported award has no event id and no rule version.
            let instant = at(), imported = g.chance(20)
            return RewardLedgerEntry(eventID: imported ? nil : g.name("event"), activity: g.pick(RewardActivity.allCases),
                                     instant: instant, day: record.timeline.localDay(of: instant), points: g.int(0...100),
                                     ruleVersion: imported ? nil : g.int(1...5))
        }
        record.notes = (0..<g.int(0...3)).map { _ in
            let parts = Set(LoggedNote.Part.allCases.filter { _ in g.chance(50) })
            return LoggedNote(at: at(), category: g.pick(["Dr Patel, neurology", "physio", "Health Measurements"]),
                              isAppointment: g.chance(50), parts: parts,
                              questionCount: parts.contains(.questions) ? g.int(1...6) : 0)
        }
        record.redemptions = (0..<g.int(0...2)).map { _ in
            let instant = at()
            return RewardRedemption(id: g.chance(20) ? nil : g.name("redemption"), reward: g.pick(["gift card", "gift card $10"]),
                                    points: g.int(1...500), instant: instant, day: record.timeline.localDay(of: instant))
        }
        record.measurements = (0..<g.int(0...5)).map { _ in
            let value: HealthValue = switch g.int(0...4) {
            case 0: .heartRate(beatsPerMinute: Double(g.int(30...220)))
            case 1: .oxygenSaturation(percent: Double(g.int(70...100)))
            case 2: .steps(g.int(0...432_000))
            case 3: .bloodPressure(systolic: Double(g.int(100...200)), diastolic: Double(g.int(40...99)))
            default: g.chance(50) ? .bloodGlucose(BloodGlucose(Double(g.int(40...400)), .milligramsPerDecilitre))
                : .bloodGlucose(BloodGlucose(Double(g.int(20...300)) / 10, .millimolesPerLitre))
            }
            return try! HealthMeasurement(timestamp: at(), value: value, source: g.pick(MeasurementSource.allCases))
        }
        record.questionnaires = (0..<g.int(0...3)).map { _ in
            let questionnaire = g.pick(Questionnaire.allCases)
            let answered = g.int(0...questionnaire.itemCount)
            let total = g.chance(80) && answered > 0 ? g.int(0...questionnaire.maximumTotal) : nil
            return QuestionnaireAnswer(at: at(), score: QuestionnaireScore(
                questionnaire: questionnaire, total: total, answeredItems: answered,
                selfHarmItemPositive: questionnaire == .phq9 && g.chance(30)))
        }
        record.journalKeywords = g.journalKeywords(at: instants)
        record.otherEvents = (0..<g.int(0...5)).map { _ in
            OtherEvent(kind: g.pick(["activity", "tag", "food", "weather"]), timestamp: at(), name: g.name("other"),
                       value: g.chance(80) ? g.amount() : nil, unit: g.chance(80) ? g.pick(["present", "°F"]) : nil,
                       timeOfDay: g.chance(50) ? g.pick(TimeOfDay.allCases) : nil)
        }
        record.dispensings = (0..<g.int(0...3)).map { _ in
            try! Dispensing(medication: g.name("med"), at: at(), daysSupply: g.pick([1, 7, 28, 30, 90]))
        }
        record.medicalRecord = g.medicalRecord(at: instants.sorted())
        record.forumQuestions = g.forumQuestions(at: instants.sorted())
        record.goalOutcomes = (0..<g.int(0...4)).map { _ in g.goalOutcome(at: at()) }
        record.moduleAttempts = (0..<g.int(0...3)).map { _ in
            let questions = g.int(1...6)
            return try! ModuleAttempt(module: g.name("module"), at: at(), chosen: (0..<questions).map { _ in g.int(0...4) },
                                      correct: (0..<questions).map { _ in g.int(0...4) })
        }
        record.calendarEvents = (0..<g.int(0...3)).map { _ in
            try! CalendarEventOutcome(kind: g.pick(CalendarEvent.Kind.allCases), scheduledAt: at(),
                                      reminder: g.chance(30) ? nil : g.pick(ReminderLead.offered), attended: g.chance(70))
        }
        record.firedReminders = (0..<g.int(0...4)).map { _ in
            let fired = at()
            return FiredReminder(name: g.name("reminder"), subject: g.pick(ReminderSubject.allCases),
                                 target: g.chance(70) ? g.name("target") : nil, firedAt: fired,
                                 followedAt: g.chance(60) ? fired.addingTimeInterval(Double(g.int(0...7200))) : nil)
        }
        record.taskNotifications = g.taskNotifications(at: instants)
        if g.chance(50) { record.caregiverOptIn = CaregiverOptIn(misses: g.chance(50), completions: g.chance(50), since: at()) }
        record.cardEvents = (0..<g.int(0...4)).map { _ in
            CardEvent(action: g.pick(CardEvent.Action.allCases), cardID: g.int(1...40), title: g.name("card"),
                      origin: g.pick(WellbeingCard.Origin.allCases), duplicateOf: g.chance(30) ? g.int(1...40) : nil, at: at())
        }
        record.chatMessages = g.chatMessages(at: instants)
        if g.chance(50) { record.audioMessage = try! AudioMessageSetting(seconds: Double(g.int(5...60)), since: at()) }
        record.videoViews = (0..<g.int(0...4)).map { _ in
            VideoView(video: g.name("video"), startedAt: at(), secondsWatched: g.int(0...7200), completed: g.chance(50))
        }
        record.journalLockEvents = (0..<g.int(0...4)).map { _ in
            JournalLockEvent(g.pick(JournalLockEvent.Kind.allCases), at: at())
        }
        record.helpfulResourceEvents = (0..<g.int(0...4)).map { _ in
            let kind = g.pick(HelpfulResource.Kind.allCases), position = g.int(1...9)
            let changes: [HelpfulResourceEvent.Action] = [
                .view(entries: g.int(0...9)), .change(.add(kind, position: position)), .change(.edit(kind, position: position)),
                .change(.delete(kind, position: position)), .change(.reorder(kind, from: position, to: position % 9 + 1)),
            ]
            return HelpfulResourceEvent(g.pick(changes), at: at())
        }
        record.pushNotifications = (0..<g.int(0...4)).map { _ in
            PushNotification(kind: g.pick(NotificationKind.allCases), sentAt: at(), opened: g.chance(50))
        }
        if g.chance(50) {
            let kinds = Set(NotificationKind.allCases.filter { _ in g.chance(50) })
            record.pushPreferences = PushPreferencesChoice(
                preferences: NotificationPreferences(selection: g.chance(50) ? .all : .only(kinds)), since: at())
        }
        record.gamePlays = (0..<g.int(0...4)).map { _ in
            try! GamePlay(game: g.name("game"), playedAt: at(), score: g.int(GamePlay.scores), sentToCaregiver: g.chance(50))
        }
        record.babyDevelopmentViews = (0..<g.int(0...4)).map { _ in try! BabyDevelopmentView(week: g.int(0...45), viewedAt: at()) }
        record.enrolment = (0..<g.int(0...4)).map { _ in
            let step = g.pick(EnrolmentStep.allCases)
            switch step {
            case .usernameRefused: return try! EnrolmentEvent(refused: step, length: g.chance(50) ? 0 : g.int(22...40), at: at())
            case .passwordRefused: return try! EnrolmentEvent(refused: step, length: g.int(0...30), at: at())
            case .codeIssued, .codeRedeemed, .accountCreated: return try! EnrolmentEvent(step, at: at())
            }
        }
        record.helplinePrompts = (0..<g.int(0...4)).map { _ in
            let shown = at()
            return try! HelplinePrompt(mood: g.pick(Mood.allCases.filter { $0.group == .negative }), shownAt: shown,
                                       calledAt: g.chance(50) ? shown.addingTimeInterval(Double(g.int(0...3600))) : nil)
        }
        self = g
        return Self.inStoredOrder(record)
    }

    /// A medical record made by up to ten additions, edits and deletions of every subject
    /// (seed 001), at instants in time order, several often at one; changes the record
    /// refuses are left out, as they are in use.
    mutating func medicalRecord(at instants: [Date]) -> MedicalRecord {
        var record = MedicalRecord()
        var cursor = 0
        for _ in 0..<int(0...10) {
            cursor = int(cursor...(instants.count - 1))
            let ids = record.items.keys.sorted()
            let tooth = pick(Tooth.all(.permanent) + Tooth.all(.primary))
            let edit: RecordEdit
            switch int(0...7) {
            case 0, 1: edit = .add(item())
            case 2: edit = ids.isEmpty ? .add(item()) : .edit(id: pick(ids), item())
            case 3: edit = ids.isEmpty ? .add(item()) : .delete(id: pick(ids))
            case 4: edit = .setBloodType(chance(80) ? pick(BloodType.allCases) : nil)
            case 5: edit = .setTooth(tooth, pick(ToothStatus.allCases))
            case 6: edit = .setSurface(tooth, pick(tooth.surfaces), pick(SurfaceStatus.allCases))
            default: edit = .clearTooth(tooth)
            }
            _ = try? record.apply(edit, at: instants[cursor])
        }
        return record
    }

    /// The outcome of a period of a goal (seed 000, Req 16): any kind (a custom one named
    /// as the goal), a unit of the kind, any period and method, a period start of the goal,
    /// an amount or none, and met or not as recorded.
    mutating func goalOutcome(at instant: Date) -> GoalOutcome {
        let name = name("goal")
        let kind = pick([GoalKind.water, .steps, .stand, .exercise, .custom(name)])
        let target = try! GoalTarget(amount: pick([1, 2.5, 8, 150, 8000]), unit: pick(kind.units))
        let start = CalendarDay(year: 2026, month: int(1...12), day: int(1...28))
        let goal = try! Goal(name: name, kind: kind, target: target, repeats: pick(Frequency.allCases), start: start,
                             method: pick(GoalMethod.allCases))
        let day = goal.repeats == .once ? start : start.adding(days: int(0...400))
        return GoalOutcome(goal: goal, periodStart: goal.period(containing: day)!.lowerBound,
                           amount: chance(60) ? pick([0, 3, 7999, 8000.5]) : nil, met: chance(50), at: instant)
    }

    /// Up to four information-desk questions (seed 004, DR3), numbered in the order asked,
    /// anonymous or named, each with up to three replies by users or medical professionals,
    /// at or after it in time order; several often at one instant.
    mutating func forumQuestions(at instants: [Date]) -> [AskedQuestion] {
        var cursor = 0
        return (0..<int(0...4)).map { index in
            cursor = int(cursor...(instants.count - 1))
            var replyCursor = cursor
            let replies = (0..<int(0...3)).map { _ in
                replyCursor = int(replyCursor...(instants.count - 1))
                return AskedQuestion.Reply(role: pick([Role.user, .medicalProfessional]), at: instants[replyCursor])
            }
            return AskedQuestion(number: index + 1, isAnonymous: chance(50), askedAt: instants[cursor], replies: replies)
        }
    }

    /// Up to four cohort chat messages (seed 004, DR4.FR5.0-5.2, DR5.FR7.1), numbered in the
    /// order sent, written or mood posts, under any window, deleted and first replied to at
    /// or after they were sent, or never; several are often sent at one instant.
    mutating func chatMessages(at instants: [Date]) -> [PostedChatMessage] {
        let sent = (0..<int(0...4)).map { _ in pick(instants) }.sorted()
        return sent.enumerated().map { offset, at in
            let later = instants.filter { $0 >= at }
            return PostedChatMessage(number: offset + 1, sentAt: at, kind: chance(40) ? .mood(pick(Mood.allCases)) : .written,
                                     window: pick(ChatVisibilityWindow.allCases), deletedAt: chance(30) ? pick(later) : nil,
                                     firstReplyAt: chance(50) ? pick(later) : nil)
        }
    }

    /// Up to three journal keywords (seed 002), each of its own keyword and instant, often
    /// edited and deleted (entries 40-44) at or after it was written (a delete at or after
    /// the edit), often at the instant of another entry.
    mutating func journalKeywords(at instants: [Date]) -> [JournalKeyword] {
        var seen = Set<[String]>()
        return (0..<int(0...3)).compactMap { _ in
            let keyword = pick(["calm", "anxious", "wörd"]), written = pick(instants)
            guard seen.insert([keyword, "\(written.timeIntervalSince1970)"]).inserted else { return nil }
            let edited = chance(40) ? pick(instants.filter { $0 >= written }) : nil
            let deleted = chance(30) ? pick(instants.filter { $0 >= edited ?? written }) : nil
            return JournalKeyword(keyword: keyword, at: written, editedAt: edited, deletedAt: deleted)
        }
    }

    /// Up to four task notifications (seed 003, stories 1 and 6), each of its own occurrence
    /// (a task and a due instant), seen at or after it was sent, or never; a notification
    /// is often seen at the instant another one is sent, or at the instant it was sent.
    mutating func taskNotifications(at instants: [Date]) -> [TaskNotification] {
        var seen = Set<TaskOccurrence>()
        return (0..<int(0...4)).compactMap { _ in
            let occurrence = TaskOccurrence(task: TaskID(name("task")), scheduled: pick(instants))
            guard seen.insert(occurrence).inserted else { return nil }
            let later = instants.filter { $0 >= occurrence.scheduled }
            return try! TaskNotification(occurrence: occurrence, seenAt: chance(60) ? pick(later) : nil)
        }
    }

    /// A condition, an allergy, a medication reference or an immunisation with its fields
    /// given or not.
    private mutating func item() -> RecordItem {
        switch int(0...3) {
        case 0:
            .condition(Condition(name: name("condition"), diagnosed: chance(50) ? CalendarDay(year: 2020, month: int(1...12), day: int(1...28)) : nil,
                                 note: chance(30) ? "noted \"\(int(0...9))\"\n✓" : ""))
        case 1:
            .allergy(Allergy(substance: name("allergen"), reaction: chance(50) ? name("hives") : "",
                             severity: chance(70) ? pick(AllergySeverity.allCases) : nil))
        case 2:
            .medication(MedicationReference(name: name("med")))
        default:
            .immunization(Immunization(vaccine: name("vaccine"),
                                       given: chance(50) ? CalendarDay(year: 2021, month: int(1...12), day: int(1...28)) : nil))
        }
    }

    /// The record as the store hands it back: each list in time order (ties in list order),
    /// `otherEvents` by kind in `EventKind` order, then time.
    static func inStoredOrder(_ record: PersonRecord) -> PersonRecord {
        func ordered<T>(_ items: [T], by key: (T) -> Date) -> [T] {
            items.enumerated().sorted { (key($0.element), $0.offset) < (key($1.element), $1.offset) }.map(\.element)
        }
        var record = record
        record.symptomEntries = ordered(record.symptomEntries, by: \.timestamp)
        record.factorEntries = ordered(record.factorEntries, by: \.timestamp)
        record.usageEvents = ordered(record.usageEvents, by: \.timestamp)
        record.doseLogs = ordered(record.doseLogs, by: \.takenAt)
        record.taskOutcomes = ordered(record.taskOutcomes, by: \.recordedAt)
        record.moods = ordered(record.moods, by: \.timestamp)
        record.rewards = ordered(record.rewards, by: \.instant)
        record.redemptions = ordered(record.redemptions, by: \.instant)
        record.notes = ordered(record.notes, by: \.at)
        record.measurements = ordered(record.measurements, by: \.timestamp)
        record.questionnaires = ordered(record.questionnaires, by: \.at)
        record.journalKeywords = ordered(record.journalKeywords, by: \.at)
        record.dispensings = ordered(record.dispensings, by: \.at)
        record.goalOutcomes = ordered(record.goalOutcomes, by: \.at)
        record.moduleAttempts = ordered(record.moduleAttempts, by: \.at)
        record.calendarEvents = ordered(record.calendarEvents, by: \.scheduledAt)
        record.firedReminders = ordered(record.firedReminders, by: \.firedAt)
        record.taskNotifications = ordered(record.taskNotifications, by: \.sentAt)
        record.cardEvents = ordered(record.cardEvents, by: \.at)
        record.chatMessages = ordered(record.chatMessages, by: \.sentAt)
        record.gamePlays = ordered(record.gamePlays, by: \.playedAt)
        record.videoViews = ordered(record.videoViews, by: \.startedAt)
        record.journalLockEvents = ordered(record.journalLockEvents, by: \.at)
        record.helpfulResourceEvents = ordered(record.helpfulResourceEvents, by: \.at)
        record.pushNotifications = ordered(record.pushNotifications, by: \.sentAt)
        record.babyDevelopmentViews = ordered(record.babyDevelopmentViews, by: \.viewedAt)
        record.helplinePrompts = ordered(record.helplinePrompts, by: \.shownAt)
        record.enrolment = ordered(record.enrolment, by: \.at)
        let kindOrder = EventKind.allCases.map(\.rawValue)
        record.otherEvents = record.otherEvents.enumerated().sorted {
            (kindOrder.firstIndex(of: $0.element.kind)!, $0.element.timestamp, $0.offset)
                < (kindOrder.firstIndex(of: $1.element.kind)!, $1.element.timestamp, $1.offset)
        }.map(\.element)
        return record
    }
}
