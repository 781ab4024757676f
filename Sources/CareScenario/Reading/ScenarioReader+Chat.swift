import CareModel

extension ScenarioReader {
    /// `chat: {window: 24h, mood_posts: true, deleted_share: 0.02, deleted_after_minutes: 45,
    /// reply_median_minutes: 360}` (seed 004, DR4.FR5.0-5.2, DR5.FR7.1; ``ChatModel``).
    /// `window` is one of `1h`, `2h`, `24h`, `48h`, or a mapping of every arm's name to one.
    static func chatModel(_ value: YAMLValue, arms: [String]) throws(ScenarioError) -> ChatModel {
        let fields = try value.mapping(allowedKeys: ["window", "mood_posts", "deleted_share", "deleted_after_minutes",
                                                     "reply_median_minutes"])
        let windowValue = try fields.required("window")
        var windows: [String: ChatVisibilityWindow] = [:]
        if windowValue.isMapping {
            for (arm, armValue, chosen) in try windowValue.pairs() {
                _ = try armValue.name(among: arms)
                windows[arm] = try window(chosen)
            }
            if let missing = arms.first(where: { windows[$0] == nil }) {
                throw windowValue.error(.missingValue(key: "\(windowValue.path).\(missing)",
                                                      expected: "the window of every arm",
                                                      example: "window: {\(arms.map { "\($0): 24h" }.joined(separator: ", "))}"))
            }
        } else {
            let chosen = try window(windowValue)
            for arm in arms { windows[arm] = chosen }
        }
        let deletedShare = try fields.optional("deleted_share")?.probability() ?? 0
        let deletionMedian = try fields.optional("deleted_after_minutes")?.number(in: 1...100_000)
        if deletedShare > 0, deletionMedian == nil {
            throw value.error(.missingValue(key: "\(value.path).deleted_after_minutes",
                                            expected: "the median minutes before a moderator deletes a message",
                                            example: "deleted_after_minutes: 45"))
        }
        return ChatModel(
            windows: windows,
            moodPosts: try fields.optional("mood_posts")?.boolean() ?? true,
            deletedShare: deletedShare,
            deletionMedianMinutes: deletionMedian ?? 60,
            replyMedianMinutes: try fields.required("reply_median_minutes").number(in: 1...100_000))
    }

    /// A visibility window the administrator can choose, written `1h`, `2h`, `24h` or `48h`;
    /// anything else names the windows and the closest one.
    private static func window(_ value: YAMLValue) throws(ScenarioError) -> ChatVisibilityWindow {
        let text = try value.string()
        guard let window = ChatVisibilityWindow(spelling: text) else {
            throw value.error(.unknownChoice(key: value.path, value: text, expected: ChatVisibilityWindow.spellings,
                                             suggestion: Suggestion.closest(to: text, among: ChatVisibilityWindow.spellings)))
        }
        return window
    }
}
