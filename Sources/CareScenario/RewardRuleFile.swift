import CareModel

/// Reads reward rule files: the versioned YAML form of ``RewardRule`` (seed 004, DR6;
/// STYLE.md, "rules as data"). `Scenarios/rules/rewards-v1.yaml` is the default rule.
///
/// ```yaml
/// version: 1
/// points:
///   daily_log_in: 10
///   survey: 50
///   video: 20
///   learning_module: 50
///   learning_game: 20
/// learning_game_score_bonus:   # optional
///   every: 10                  # score points per step
///   points: 1                  # reward points per step
/// ```
///
/// A missing version, an unknown activity or negative points is rejected with the file,
/// line, column and field; activities left out earn 0 points.
public enum RewardRuleFile {
    /// Loads the rule file at `path`.
    public static func load(contentsOf path: String) throws(ScenarioError) -> RewardRule {
        try parse(try YAMLDocument.text(contentsOf: path), file: path)
    }

    /// Parses rule-file text; `file` is the name used in error messages.
    public static func parse(_ text: String, file: String) throws(ScenarioError) -> RewardRule {
        let top = try YAMLDocument.rootValue(of: text, file: file)
            .mapping(allowedKeys: ["version", "points", "learning_game_score_bonus"])
        let version = try top.required("version").integer(in: 1...Int.max)
        let pointsValue = try top.required("points")
        let entries = try pointsValue.mapping(allowedKeys: RewardActivity.allCases.map(\.rawValue))
        var points: [RewardActivity: Int] = [:]
        for activity in RewardActivity.allCases {
            if let value = entries.optional(activity.rawValue) {
                points[activity] = try value.integer(in: 0...1_000_000)
            }
        }
        var bonus: ScoreBonus?
        if let bonusValue = top.optional("learning_game_score_bonus") {
            let fields = try bonusValue.mapping(allowedKeys: ["every", "points"])
            bonus = ScoreBonus(
                every: try fields.required("every").integer(in: 1...1_000_000),
                points: try fields.required("points").integer(in: 0...1_000_000)
            )
        }
        return RewardRule(version: version, points: points, learningGameScoreBonus: bonus)
    }
}
