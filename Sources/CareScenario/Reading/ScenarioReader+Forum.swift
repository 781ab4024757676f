extension ScenarioReader {
    /// `forum: {anonymous_share: 0.4, replies_per_question: 1.5, answer_chance: 0.85,
    /// answer_hours: {gamma: [2, 6]}}` (seed 004, DR3; ``ForumModel``).
    static func forumModel(_ value: YAMLValue) throws(ScenarioError) -> ForumModel {
        let fields = try value.mapping(allowedKeys: ["anonymous_share", "replies_per_question", "answer_chance",
                                                     "answer_hours"])
        let hoursValue = try fields.required("answer_hours")
        let hours = try hoursValue.distribution(.nonNegative)
        guard case .gamma = hours else {
            throw hoursValue.error(.wrongType(key: hoursValue.path, expected: "a gamma distribution of hours, e.g. {gamma: [2, 6]}",
                                              found: "\(hours)"))
        }
        return ForumModel(
            anonymousShare: try fields.optional("anonymous_share")?.probability() ?? 0,
            repliesPerQuestion: try fields.optional("replies_per_question")?.number(in: 0...100) ?? 0,
            answerChance: try fields.required("answer_chance").probability(),
            answerHours: hours)
    }
}
