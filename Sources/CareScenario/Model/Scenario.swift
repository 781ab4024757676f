import CareModel
import Foundation

/// A scenario: the population to simulate, what its people track, how they behave, and
/// the effects planted in their data. Loaded from YAML with ``ScenarioLoader``; every field
/// is documented in `Scenarios/README.md`.
public struct Scenario: Hashable, Sendable {
    /// The scenario file format this build reads.
    public static let currentFormat = 1

    /// The scenario's name, used in reports.
    public var name: String
    /// One paragraph for the report: what the scenario is for.
    public var description: String
    /// The seed from which every random stream of the run derives.
    public var seed: UInt64
    /// How many people to simulate.
    public var people: Int
    /// How many days each person is followed.
    public var days: Int
    /// The first simulated day.
    public var startDay: CalendarDay
    /// Time zones: assigned to people in turn, or drawn with `timeZoneWeights` when given.
    public var timeZones: [TimeZone]
    /// Weights of a categorical draw of each person's time zone, one per zone; nil for turns.
    public var timeZoneWeights: [Double]?
    /// Groups of people whose traits come from the same distributions; shares sum to 1.
    public var segments: [Segment]
    /// How logs go missing beyond engagement and dropout.
    public var missingness: Missingness
    /// The symptoms people track, with their baseline severity.
    public var symptoms: [SymptomModel]
    /// The lifestyle factors people log.
    public var factors: [FactorModel]
    /// The planted effects of factors on symptoms: the ground truth.
    public var effects: [PlantedEffect]
    /// The planted effects of factors documented on symptom entries on the next entry
    /// (seed 000, Req 5-6): ground truth too.
    public var symptomFactorEffects: [SymptomFactorEffect]
    /// Medications and their regimens.
    public var medications: [MedicationModel]
    /// Recurring tasks.
    public var tasks: [TaskModel]
    /// The mood survey and learning modules.
    public var mood: MoodModel
    /// Health measurements.
    public var measurements: [MeasurementModel]
    /// Standard questionnaires and how often they are asked.
    public var questionnaires: [QuestionnaireModel]
    /// Journal entries, chat, forum and learning games.
    public var activities: ActivityModel
    /// The pregnancy programme and its due-month cohorts, if any.
    public var pregnancy: PregnancyModel?
    /// The reward-points rule (seed 004 DR6); reward multipliers of arms scale its points.
    public var rewardRule: RewardRule
    /// Redeeming points for a gift card, if the scenario says (seed 004, DR6); without it
    /// points are only earned.
    public var redemption: RedemptionModel?
    /// Randomised arms; shares sum to 1. One arm, `all`, when the file names none.
    public var arms: [Arm]
    /// Changes that take effect on a given day of the run.
    public var interventions: [Intervention]
    /// The personal medical record and dental chart, if people keep one (seed 001).
    public var medicalRecord: MedicalRecordModel?
    /// What happens to forum questions at the information desk, if the scenario says
    /// (seed 004, DR3); without it a question is only an app-usage event.
    public var forum: ForumModel?
    /// Notes people write in the app's notebook, if the scenario says (seed 000, Req 17-18).
    public var notes: NotesModel?
    /// The goals people set, with the planted chance of meeting them (seed 000, Req 16);
    /// empty when people set none.
    public var goals: [GoalModel]
    /// The learning modules people complete and their planted effect on the next PHQ-9, if
    /// the scenario says (seed 004, DR5.FR6.0, DR8); without it an opened module is only an
    /// app-usage event.
    public var learningModules: LearningModulesModel?
    /// Appointments in the in-app calendar and their reminders, if the scenario says (seed
    /// 004, DR3/DR7.FR4.0, DR7.FR9.2); without it nobody keeps a calendar.
    public var calendar: CalendarModel?
    /// The reminders people set, with the planted chance of following a firing (seed 000,
    /// Req 15); empty when people set none.
    public var reminders: [ReminderModel]
    /// The notifications of task occurrences and when they are seen, if the scenario says
    /// (seed 003, stories 1 and 6); without it no notification is stored.
    public var notifications: NotificationModel?
    /// The planted hour-lag effects of factor entries on symptom onsets (seed 000, Req 3
    /// and 11); empty when none are planted.
    public var onsetTriggers: [OnsetTrigger]
    /// How people use the wellbeing card kit, if the scenario says (seed 002, entries
    /// 2-32); without it nobody opens the kit.
    public var cards: CardsModel?
    /// The cohort chat's visibility window, mood posts, moderation and replies, if the
    /// scenario says (seed 004, DR4.FR5.0-5.2, DR5.FR7.1); without it a chat post is only
    /// an app-usage event.
    public var chat: ChatModel?
    /// The learning games and the planted scores of the games played, if the scenario says
    /// (seed 003, stories 23 and 24); without it a game is a usage event and a reward only.
    public var games: GamesModel?
    /// Tasks grouped to one schedule and the group's edits (seed 003, story 12); empty
    /// when no task is grouped.
    public var taskGroups: [TaskGroupModel]
    /// The learning centre's videos and how people watch them (seed 004), if the scenario
    /// says; without it nobody watches one.
    public var videos: VideosModel?
    /// How people use their list of helpful resources (seed 002, entries 64-74), if the
    /// scenario says; without it nobody views it.
    public var helpfulResources: HelpfulResourcesModel?
    /// Push notifications by kind and each person's choice of kinds (seed 004,
    /// DR7.FR9.0-9.2), if the scenario says; without it none is sent.
    public var pushNotifications: PushNotificationsModel?
    /// How often people open the week's baby-development fact (seed 004, DR5.FR7.2), if the
    /// scenario says; without it nobody opens one.
    public var babyDevelopment: BabyDevelopmentModel?
    /// The features whose planted model is also the ground truth (``PlantedFeatures``): the
    /// helplines message after a negative mood (without it the message is not recorded), the
    /// sign-up funnel (without it everyone simply has an account), ...
    public var planted = PlantedFeatures()

    /// Creates a scenario.
    public init(
        name: String, description: String = "", seed: UInt64, people: Int, days: Int,
        startDay: CalendarDay, timeZones: [TimeZone], timeZoneWeights: [Double]? = nil, segments: [Segment] = [Segment()],
        missingness: Missingness = Missingness(), symptoms: [SymptomModel], factors: [FactorModel],
        effects: [PlantedEffect] = [], medications: [MedicationModel] = [], tasks: [TaskModel] = [],
        mood: MoodModel = MoodModel(), measurements: [MeasurementModel] = [], questionnaires: [QuestionnaireModel] = [],
        activities: ActivityModel = ActivityModel(), pregnancy: PregnancyModel? = nil, rewardRule: RewardRule = .version1,
        arms: [Arm] = [Arm()], interventions: [Intervention] = [], symptomFactorEffects: [SymptomFactorEffect] = [],
        medicalRecord: MedicalRecordModel? = nil, forum: ForumModel? = nil, redemption: RedemptionModel? = nil,
        notes: NotesModel? = nil, goals: [GoalModel] = [], learningModules: LearningModulesModel? = nil,
        calendar: CalendarModel? = nil,
        reminders: [ReminderModel] = [],
        notifications: NotificationModel? = nil,
        onsetTriggers: [OnsetTrigger] = [],
        cards: CardsModel? = nil,
        chat: ChatModel? = nil,
        games: GamesModel? = nil,
        taskGroups: [TaskGroupModel] = [],
        videos: VideosModel? = nil,
        helpfulResources: HelpfulResourcesModel? = nil,
        pushNotifications: PushNotificationsModel? = nil,
        babyDevelopment: BabyDevelopmentModel? = nil
    ) {
        self.name = name
        self.description = description
        self.seed = seed
        self.people = people
        self.days = days
        self.startDay = startDay
        self.timeZones = timeZones
        self.timeZoneWeights = timeZoneWeights
        self.segments = segments
        self.missingness = missingness
        self.symptoms = symptoms
        self.factors = factors
        self.effects = effects
        self.symptomFactorEffects = symptomFactorEffects
        self.medications = medications
        self.tasks = tasks
        self.mood = mood
        self.measurements = measurements
        self.questionnaires = questionnaires
        self.activities = activities
        self.pregnancy = pregnancy
        self.rewardRule = rewardRule
        self.arms = arms
        self.interventions = interventions
        self.medicalRecord = medicalRecord
        self.forum = forum
        self.redemption = redemption
        self.notes = notes
        self.goals = goals
        self.learningModules = learningModules
        self.calendar = calendar
        self.reminders = reminders
        self.notifications = notifications
        self.onsetTriggers = onsetTriggers
        self.cards = cards
        self.chat = chat
        self.games = games
        self.taskGroups = taskGroups
        self.videos = videos
        self.helpfulResources = helpfulResources
        self.pushNotifications = pushNotifications
        self.babyDevelopment = babyDevelopment
    }
}
