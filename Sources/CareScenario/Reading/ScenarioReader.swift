import CareModel
import Foundation

/// Builds a ``Scenario`` from a YAML tree, field by field, checking each one.
enum ScenarioReader {
    static let topLevelKeys = [
        "format", "name", "description", "seed", "people", "days", "start_date", "time_zones",
        "segments", "missingness", "symptoms", "factors", "effects", "medications", "tasks", "mood",
        "measurements", "questionnaires", "activities", "pregnancy", "rewards", "arms", "interventions",
        "symptom_factor_effects", "medical_record", "forum", "notes", "goals", "learning_modules", "calendar",
        "reminders", "notifications", "onset_triggers", "cards", "chat", "games", "task_groups", "videos",
        "helpful_resources",
        "push_notifications", "baby_development", "helplines", "enrolment",
    ]

    static func scenario(from root: YAMLValue) throws(ScenarioError) -> Scenario {
        let top = try root.mapping(allowedKeys: topLevelKeys)
        let formatValue = try top.required("format")
        let format = try formatValue.integer(in: 1...Int.max)
        guard format == Scenario.currentFormat else {
            throw formatValue.error(.outOfRange(key: "format", value: String(format),
                                                expected: "\(Scenario.currentFormat), the format this build reads"))
        }
        let symptoms = try uniqueByName(try top.required("symptoms").list(), read: symptomModel) { $0.symptom.name }
        let factors = try uniqueByName(try top.required("factors").list(), read: factorModel) { $0.name }
        let effects = try (top.optional("effects")?.list() ?? []).map { (value) throws(ScenarioError) in
            try plantedEffect(value, symptoms: symptoms.map(\.symptom.name), factors: factors)
        }
        let days = try top.required("days").integer(in: 1...36_500)
        let startDay = try top.required("start_date").day()
        let medications = try uniqueByName(try top.optional("medications")?.list() ?? [], read: { (value) throws(ScenarioError) in
            try medicationModel(value, symptoms: symptoms.map(\.symptom.name), start: startDay)
        }) { $0.medication.name }
        let tasks = try uniqueByName(try top.optional("tasks")?.list() ?? [], read: { (value) throws(ScenarioError) in
            try taskModel(value, start: startDay)
        }) { $0.name }
        let arms = try top.optional("arms").map(arms) ?? [Arm()]
        let (zones, weights) = try timeZones(try top.required("time_zones"))
        let entryEffects = try top.optional("symptom_factor_effects").map { (value) throws(ScenarioError) in
            try symptomFactorEffects(value, symptoms: symptoms)
        } ?? []
        let segments = try top.optional("segments").map(segments) ?? [Segment()]
        let activities = try top.optional("activities").map(activityModel) ?? ActivityModel()
        var scenario = Scenario(
            name: try top.required("name").string(),
            description: try top.optional("description")?.string() ?? "",
            seed: try top.required("seed").unsigned(),
            people: try top.required("people").integer(in: 1...10_000_000),
            days: days,
            startDay: startDay,
            timeZones: zones,
            timeZoneWeights: weights,
            segments: segments,
            missingness: try top.optional("missingness").map(missingness) ?? Missingness(),
            symptoms: symptoms,
            factors: factors,
            effects: effects,
            medications: medications,
            tasks: tasks,
            mood: try top.optional("mood").map(moodModel) ?? MoodModel(),
            measurements: try (top.optional("measurements")?.list() ?? []).map(measurementModel),
            questionnaires: try uniqueByName(try top.optional("questionnaires")?.list() ?? [], read: questionnaireModel) {
                $0.questionnaire.rawValue
            },
            activities: activities,
            pregnancy: try top.optional("pregnancy").map(pregnancyModel),
            rewardRule: try top.optional("rewards").map(rewardRule) ?? .version1,
            arms: arms,
            interventions: try (top.optional("interventions")?.list() ?? []).map { (value) throws(ScenarioError) in
                try intervention(value, arms: arms.map(\.name), days: days)
            },
            symptomFactorEffects: entryEffects,
            medicalRecord: try top.optional("medical_record").map(medicalRecordModel),
            forum: try top.optional("forum").map(forumModel),
            redemption: try top.optional("rewards").flatMap(redemptionModel),
            notes: try top.optional("notes").map(notesModel),
            goals: try top.optional("goals").map { (value) throws(ScenarioError) in
                try goalModels(value, start: startDay, days: days)
            } ?? [],
            learningModules: try top.optional("learning_modules").map(learningModulesModel),
            calendar: try top.optional("calendar").map { (value) throws(ScenarioError) in
                try calendarModel(value, medications: medications.map(\.medication.name))
            },
            reminders: try top.optional("reminders").map { (value) throws(ScenarioError) in
                try reminderModels(value, start: startDay, medications: medications.map(\.medication.name),
                                   factors: factors.map(\.name))
            } ?? [],
            notifications: try top.optional("notifications").map { (value) throws(ScenarioError) in
                try notificationModel(value, hasTasks: !tasks.isEmpty)
            },
            onsetTriggers: try top.optional("onset_triggers").map { (value) throws(ScenarioError) in
                try onsetTriggers(value, symptoms: symptoms, factors: factors, effects: effects, medications: medications,
                                  symptomFactorEffects: entryEffects)
            } ?? [],
            cards: try top.optional("cards").map(cardsModel),
            chat: try top.optional("chat").map { (value) throws(ScenarioError) in
                try chatModel(value, arms: arms.map(\.name))
            },
            games: try top.optional("games").map { (value) throws(ScenarioError) in
                try gamesModel(value, segments: segments.map(\.name), learningGame: activities.learningGame)
            },
            taskGroups: try top.optional("task_groups").map { (value) throws(ScenarioError) in
                try taskGroupModels(value, tasks: tasks.map(\.name), start: startDay, days: days)
            } ?? [],
            videos: try top.optional("videos").map(videosModel),
            helpfulResources: try top.optional("helpful_resources").map(helpfulResourcesModel),
            pushNotifications: try top.optional("push_notifications").map { (value) throws(ScenarioError) in
                try pushNotificationsModel(value, loggedEachDayOfUse: [("medications", !medications.isEmpty), ("tasks", !tasks.isEmpty),
                                                                      ("notes", top.optional("notes") != nil)]
                    .filter(\.1).map(\.0))
            },
            babyDevelopment: try top.optional("baby_development").map { (value) throws(ScenarioError) in
                try babyDevelopmentModel(value, pregnancy: top.optional("pregnancy") != nil)
            }
        )
        scenario.planted.helplines = try top.optional("helplines").map { (value) throws(ScenarioError) in
            try helplineCalls(value, moodSurvey: scenario.mood.surveyProbability > 0)
        }
        scenario.planted.enrolment = try top.optional("enrolment").map(enrolmentFunnel)
        return scenario
    }

    /// `enrolment: {redemption_chance: 0.8, username_refusal_chance: 0.15, password_refusal_chance: 0.3}`
    /// (seed 004, DR1.FR1.1, DR1.FR1.6; ``EnrolmentFunnel``), each required: the chance that an
    /// issued sign-up code is redeemed, and that each username or password tried is refused.
    static func enrolmentFunnel(_ value: YAMLValue) throws(ScenarioError) -> EnrolmentFunnel {
        let fields = try value.mapping(allowedKeys: ["redemption_chance", "username_refusal_chance", "password_refusal_chance"])
        let refusals = (try fields.required("username_refusal_chance").probability(),
                        try fields.required("password_refusal_chance").probability())
        for (key, chance) in [("username_refusal_chance", refusals.0), ("password_refusal_chance", refusals.1)] where chance >= 1 {
            throw try fields.required(key).error(.outOfRange(key: "enrolment.\(key)", value: String(chance),
                                                           expected: "a probability below 1: a person tries until one is accepted"))
        }
        return EnrolmentFunnel(redemptionChance: try fields.required("redemption_chance").probability(),
                               usernameRefusalChance: refusals.0, passwordRefusalChance: refusals.1)
    }

    /// `helplines: {call_chance: {sad: 0.1, angry: 0.05, sick: 0.15, overwhelmed: 0.3}}` (seed 004,
    /// DR5.FR7.1; ``HelplineCalls``): the chance of calling a helpline from the message each
    /// negative mood brings, each required. The mood survey must be on, as its answers bring
    /// the message.
    static func helplineCalls(_ value: YAMLValue, moodSurvey: Bool) throws(ScenarioError) -> HelplineCalls {
        let fields = try value.mapping(allowedKeys: ["call_chance"])
        guard moodSurvey else {
            throw value.error(.missingValue(key: "mood", expected: "the mood survey, whose negative answers show helplines",
                                            example: "mood: {survey_probability: 0.6}"))
        }
        let chances = try fields.required("call_chance").mapping(allowedKeys: ["sad", "angry", "sick", "overwhelmed"])
        return HelplineCalls(sad: try chances.required("sad").probability(), angry: try chances.required("angry").probability(),
                             sick: try chances.required("sick").probability(),
                             overwhelmed: try chances.required("overwhelmed").probability())
    }

    /// Reads every item of a list, rejecting a name declared twice at the second item.
    static func uniqueByName<T>(
        _ values: [YAMLValue], read: (YAMLValue) throws(ScenarioError) -> T, name: (T) -> String
    ) throws(ScenarioError) -> [T] {
        var seen = Set<String>()
        var items: [T] = []
        for value in values {
            let item = try read(value)
            guard seen.insert(name(item)).inserted else {
                throw value.error(.duplicateName(key: value.path, name: name(item)))
            }
            items.append(item)
        }
        return items
    }

    /// Checks that the shares of a list of segments or arms add up to 1.
    static func checkShares(_ shares: [Double], of value: YAMLValue) throws(ScenarioError) {
        let total = shares.reduce(0, +)
        guard abs(total - 1) < 1e-9 else {
            throw value.error(.outOfRange(key: "\(value.path) shares", value: total.formatted,
                                          expected: "shares that add up to 1"))
        }
    }

    /// A name that must be one of `declared`, with a suggestion when it is not.
    static func declaredName(_ value: YAMLValue, among declared: [String]) throws(ScenarioError) -> String {
        let name = try value.string()
        guard declared.contains(name) else {
            throw value.error(.unknownName(key: value.path, name: name,
                                           suggestion: Suggestion.closest(to: name, among: declared)))
        }
        return name
    }
}
