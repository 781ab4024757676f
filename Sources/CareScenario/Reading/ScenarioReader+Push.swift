import CareModel

extension ScenarioReader {
    /// `push_notifications: {all_share: 0.5, kinds_share: {daily_check_in: 0.8, cohort_message: 0.4},
    /// per_day: {cohort_message: 2, forum_question: 0.3}, open_chance: 0.3, open_chance_by_kind:
    /// {daily_check_in: 0.4}, login_lift: 0.25}` (seed 004, DR7.FR9.0-9.2;
    /// ``PushNotificationsModel``). Kinds are spelt as in the seed (`calendar_event`,
    /// `daily_check_in`, …); a misspelt one names the closest. `per_day` takes only the kinds
    /// other members and the programme trigger. `login_lift` above 0 needs a scenario with
    /// none of `loggedEachDayOfUse` (the sections present of `medications`, `tasks` and
    /// `notes`): a log-in it brings is a day in the app with nothing logged, which adherence,
    /// task completion and notes per day of use would count as doses missed, tasks left and no
    /// note.
    static func pushNotificationsModel(_ value: YAMLValue, loggedEachDayOfUse: [String]) throws(ScenarioError)
        -> PushNotificationsModel {
        let fields = try value.mapping(allowedKeys: ["all_share", "kinds_share", "per_day", "open_chance", "open_chance_by_kind",
                                                     "login_lift"])
        let kept = try fields.optional("kinds_share").map { (value) throws(ScenarioError) in
            try kindValues(value, among: NotificationKind.allCases) { (value) throws(ScenarioError) in try value.probability() }
        } ?? [:]
        let perDay = try fields.optional("per_day").map { (value) throws(ScenarioError) in
            try kindValues(value, among: NotificationKind.incoming) { (value) throws(ScenarioError) in
                try value.number(in: 0...50, expected: "a mean number per day from 0 to 50")
            }
        } ?? [:]
        let openByKind = try fields.optional("open_chance_by_kind").map { (value) throws(ScenarioError) in
            try kindValues(value, among: NotificationKind.allCases) { (value) throws(ScenarioError) in try value.probability() }
        } ?? [:]
        let liftValue = fields.optional("login_lift")
        let lift = try liftValue?.probability() ?? 0
        if let liftValue, lift > 0, let section = loggedEachDayOfUse.first {
            throw liftValue.error(.outOfRange(
                key: liftValue.path, value: lift.formatted,
                expected: "0 in a scenario with \(section): a log-in an opened check-in reminder brings is a day in the app "
                    + "with nothing logged, which analyses per day of use would count as \(section) missed"))
        }
        return PushNotificationsModel(
            allShare: try fields.required("all_share").probability(), keptShare: kept, perDay: perDay,
            openChance: try fields.required("open_chance").probability(), openChanceByKind: openByKind, loginLift: lift)
    }

    /// A mapping from kinds among `kinds` to a value each; an unknown or misspelt kind is
    /// refused at its place with the closest.
    private static func kindValues(
        _ value: YAMLValue, among kinds: [NotificationKind], read: (YAMLValue) throws(ScenarioError) -> Double
    ) throws(ScenarioError) -> [NotificationKind: Double] {
        let names = kinds.map(\.name)
        var values: [NotificationKind: Double] = [:]
        for (key, keyValue, item) in try value.pairs() {
            guard let kind = NotificationKind(name: key), kinds.contains(kind) else {
                throw keyValue.error(.unknownChoice(key: value.path, value: key, expected: names,
                                                    suggestion: Suggestion.closest(to: key, among: names)))
            }
            values[kind] = try read(item)
        }
        return values
    }
}
