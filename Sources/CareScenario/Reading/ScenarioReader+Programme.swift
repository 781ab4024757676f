import CareModel
import Foundation

extension ScenarioReader {
    static func medicationModel(
        _ value: YAMLValue, symptoms: [String], start: CalendarDay
    ) throws(ScenarioError) -> MedicationModel {
        let fields = try value.mapping(allowedKeys: ["name", "alternative_names", "prescriber", "directions", "dose", "schedule",
                                                     "adherence", "timing_sd_minutes", "effects", "refills", "late_logging"])
        let nameValue = try fields.required("name")
        let doseFields = try fields.required("dose").mapping(allowedKeys: ["amount", "unit"])
        let scheduleValue = try fields.required("schedule")
        let rule = try ScheduleLoader.rule(from: try scheduleValue.mapping(allowedKeys: ScheduleLoader.ruleKeys),
                                           at: scheduleValue, defaultStart: start)
        let name = try nameValue.string()
        let amountValue = try doseFields.required("amount")
        let amount = try amountValue.number(in: 0...1e9), unit = try doseFields.required("unit").string()
        let alternativeNames = try (fields.optional("alternative_names")?.list() ?? []).map { (value) throws(ScenarioError) in
            try value.string()
        }
        let prescriber = try fields.optional("prescriber")?.string()
        let directions = try fields.optional("directions")?.string() ?? ""
        let medication: Medication
        do throws(MedicationError) {
            medication = try Medication(name: name, alternativeNames: alternativeNames, dosage: try Dosage(amount: amount, unit: unit),
                                        prescriber: prescriber, directions: directions, schedule: Schedule(rule))
        } catch {
            let place = if case .invalidDosage = error { amountValue } else { nameValue }
            throw place.error(.outOfRange(key: value.path, value: error.description, expected: "a valid medication"))
        }
        let effects = try (fields.optional("effects")?.list() ?? []).map { (effect) throws(ScenarioError) in
            let effectFields = try effect.mapping(allowedKeys: ["symptom", "per_missed_dose"])
            return MissedDoseEffect(
                symptom: try declaredName(try effectFields.required("symptom"), among: symptoms),
                perMissedDose: try effectFields.required("per_missed_dose").number(in: -100...100))
        }
        return MedicationModel(
            medication: medication,
            adherence: try fields.optional("adherence")?.distribution(.probability) ?? .constant(1),
            timingSDMinutes: try fields.optional("timing_sd_minutes")?.number(in: 0...1440) ?? 0,
            effects: effects,
            refills: try fields.optional("refills").map { (value) throws(ScenarioError) in try refillModel(value) },
            lateLogging: try fields.optional("late_logging").map { (value) throws(ScenarioError) in try lateLoggingModel(value) })
    }

    /// `late_logging: {share: 0.2, delay_minutes: {gamma: [2, 60]}}`.
    static func lateLoggingModel(_ value: YAMLValue) throws(ScenarioError) -> LateLoggingModel {
        let fields = try value.mapping(allowedKeys: ["share", "delay_minutes"])
        return LateLoggingModel(share: try fields.required("share").probability(),
                                delayMinutes: try fields.required("delay_minutes").distribution(.nonNegative))
    }

    /// `refills: {days_supply: 30, late_days: {gamma: [2, 2]}}`.
    static func refillModel(_ value: YAMLValue) throws(ScenarioError) -> RefillModel {
        let fields = try value.mapping(allowedKeys: ["days_supply", "late_days"])
        return RefillModel(daysSupply: try fields.required("days_supply").integer(in: 1...366),
                           lateDays: try fields.optional("late_days")?.distribution(.nonNegative) ?? .constant(0))
    }

    static func taskModel(_ value: YAMLValue, start: CalendarDay) throws(ScenarioError) -> TaskModel {
        let fields = try value.mapping(allowedKeys: ["name", "label", "schedule", "completion"])
        let scheduleValue = try fields.required("schedule")
        return TaskModel(
            name: try fields.required("name").string(),
            label: try fields.optional("label")?.string() ?? "",
            schedule: try ScheduleLoader.rule(from: try scheduleValue.mapping(allowedKeys: ScheduleLoader.ruleKeys),
                                              at: scheduleValue, defaultStart: start),
            completion: try fields.optional("completion")?.distribution(.probability) ?? .constant(1))
    }

    static func moodModel(_ value: YAMLValue) throws(ScenarioError) -> MoodModel {
        let fields = try value.mapping(allowedKeys: ["survey_probability", "symptom_weight", "module_uptake"])
        return MoodModel(
            surveyProbability: try fields.optional("survey_probability")?.probability() ?? 0,
            symptomWeight: try fields.optional("symptom_weight")?.number(in: -10...10) ?? 0,
            moduleUptake: try fields.optional("module_uptake")?.probability() ?? 0)
    }

    /// The keys of `rewards:`.
    private static let rewardKeys = ["rule", "redemption"]

    /// `rewards: {rule: path}`: a reward rule file, relative to the file that names it;
    /// CareLab's default rule (``RewardRule/version1``) without `rule`.
    static func rewardRule(_ value: YAMLValue) throws(ScenarioError) -> RewardRule {
        let fields = try value.mapping(allowedKeys: rewardKeys)
        guard let ruleValue = fields.optional("rule") else { return .version1 }
        let name = try ruleValue.string()
        let directory = (ruleValue.node.file as NSString).deletingLastPathComponent
        let path = name.hasPrefix("/") || directory.isEmpty ? name : (directory as NSString).appendingPathComponent(name)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw ruleValue.error(.badFile(key: ruleValue.path, name: name, reason: "does not exist"))
        }
        guard !isFolder.boolValue else {
            throw ruleValue.error(.badFile(key: ruleValue.path, name: name, reason: "is a folder, not a file"))
        }
        return try RewardRuleFile.load(contentsOf: path)
    }

    /// `rewards: {redemption: {reward: gift card, cost: 150, probability: 0.3}}` (seed 004,
    /// DR6; ``RedemptionModel``); nil when `rewards:` has no `redemption`.
    static func redemptionModel(_ value: YAMLValue) throws(ScenarioError) -> RedemptionModel? {
        guard let redemption = try value.mapping(allowedKeys: rewardKeys).optional("redemption") else { return nil }
        let fields = try redemption.mapping(allowedKeys: ["reward", "cost", "probability"])
        return RedemptionModel(
            reward: try fields.optional("reward")?.string() ?? "gift card",
            cost: try fields.required("cost").integer(in: 1...1_000_000),
            probability: try fields.required("probability").probability())
    }

    static func measurementModel(_ value: YAMLValue) throws(ScenarioError) -> MeasurementModel {
        let fields = try value.mapping(allowedKeys: [
            "quantity", "mean", "between_sd", "within_sd", "per_day", "source", "device_share", "trend_per_30_days",
        ])
        return MeasurementModel(
            quantity: try fields.required("quantity").choice(HealthQuantity.self),
            mean: try fields.required("mean").number(in: 0...1_000_000),
            betweenSD: try fields.optional("between_sd")?.number(in: 0...1_000_000) ?? 0,
            withinSD: try fields.optional("within_sd")?.number(in: 0...1_000_000) ?? 0,
            perDay: try fields.optional("per_day")?.integer(in: 1...100) ?? 1,
            source: try fields.optional("source")?.choice(MeasurementSource.self) ?? .manual,
            deviceShare: try fields.optional("device_share")?.probability(),
            trendPer30Days: try fields.optional("trend_per_30_days")?.number(in: -1_000_000...1_000_000) ?? 0)
    }

    static func activityModel(_ value: YAMLValue) throws(ScenarioError) -> ActivityModel {
        let fields = try value.mapping(allowedKeys: ["journal_entry", "chat_post", "forum_question", "learning_game",
                                                     "sessions_per_day", "journal_edits", "journal_lock"])
        return ActivityModel(
            journalEntry: try fields.optional("journal_entry")?.probability() ?? 0,
            chatPost: try fields.optional("chat_post")?.probability() ?? 0,
            forumQuestion: try fields.optional("forum_question")?.probability() ?? 0,
            learningGame: try fields.optional("learning_game")?.probability() ?? 0,
            sessionsPerDay: try fields.optional("sessions_per_day")?.number(
                in: 1...24, expected: "a mean number of sessions on a day in the app, from 1 to 24"),
            journalEdits: try fields.optional("journal_edits").map(journalEditModel),
            journalLock: try fields.optional("journal_lock").map(journalLockModel))
    }

    static func pregnancyModel(_ value: YAMLValue) throws(ScenarioError) -> PregnancyModel {
        let fields = try value.mapping(allowedKeys: ["weeks_at_enrolment"])
        return PregnancyModel(weeksAtEnrolment: try fields.required("weeks_at_enrolment").distribution(.nonNegative))
    }

    static func questionnaireModel(_ value: YAMLValue) throws(ScenarioError) -> QuestionnaireModel {
        let fields = try value.mapping(allowedKeys: ["name", "every_days", "response"])
        return QuestionnaireModel(
            questionnaire: try fields.required("name").choice(Questionnaire.self),
            everyDays: try fields.required("every_days").integer(in: 1...3650),
            response: try fields.optional("response")?.probability() ?? 1)
    }
}
