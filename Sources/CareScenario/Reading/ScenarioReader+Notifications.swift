import CareModel

extension ScenarioReader {
    /// `notifications: {seen_chance: 0.7, median_minutes_to_seen: 20, spread: 1,
    /// caregiver_opt_in: {misses: 0.4, completions: 0.2}, audio_message_seconds: [10, 30, 60]}`
    /// (seed 003, stories 1, 6, 15 and 16; ``NotificationModel``); the scenario must have
    /// tasks to notify.
    static func notificationModel(_ value: YAMLValue, hasTasks: Bool) throws(ScenarioError) -> NotificationModel {
        let fields = try value.mapping(allowedKeys: ["seen_chance", "median_minutes_to_seen", "spread", "caregiver_opt_in",
                                                     "audio_message_seconds"])
        guard hasTasks else {
            throw value.error(.missingValue(key: "tasks", expected: "tasks whose occurrences the notifications are of",
                                            example: "tasks: [{name: walk, schedule: {repeat: daily, times: [\"16:00\"]}}]"))
        }
        return NotificationModel(
            seenChance: try fields.required("seen_chance").probability(),
            medianMinutesToSeen: try fields.required("median_minutes_to_seen")
                .number(in: 0.1...10_080, expected: "minutes from 0.1 to 10080 (a week)"),
            spread: try fields.optional("spread")?.number(in: 0...3, expected: "a log-scale standard deviation from 0 to 3") ?? 1,
            caregiverOptIn: try fields.optional("caregiver_opt_in").map { (value) throws(ScenarioError) in
                let optIn = try value.mapping(allowedKeys: ["misses", "completions"])
                return NotificationModel.OptIn(misses: try optIn.optional("misses")?.probability() ?? 0,
                                               completions: try optIn.optional("completions")?.probability() ?? 0)
            },
            audioMessageSeconds: try (fields.optional("audio_message_seconds")?.list() ?? []).map { (value) throws(ScenarioError) in
                try value.number(in: TaskSettings.audioMessageLengths, expected: "seconds from 5 to 60")
            })
    }
}
