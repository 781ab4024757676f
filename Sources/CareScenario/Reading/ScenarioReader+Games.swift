import CareModel

extension ScenarioReader {
    /// `games: {names: [memory match, word quiz], mean_score: {diligent: 62, forgetful: 48},
    /// practice_per_10_games: 2, sd: 12}` (seed 003, stories 23 and 24; ``GamesModel``).
    /// `mean_score` is one number for every segment or a mapping with one per segment; the
    /// scenario must play games (`activities.learning_game` above 0).
    static func gamesModel(_ value: YAMLValue, segments: [String], learningGame: Double) throws(ScenarioError) -> GamesModel {
        let fields = try value.mapping(allowedKeys: ["names", "mean_score", "practice_per_10_games", "sd"])
        guard learningGame > 0 else {
            throw value.error(.missingValue(key: "activities.learning_game", expected: "a chance above 0 that a person plays a learning game on a day they use the app",
                                            example: "activities: {learning_game: 0.25}"))
        }
        let namesValue = try fields.required("names")
        var names: [String] = []
        for item in try namesValue.list() {
            let name = try item.string()
            guard !name.isEmpty else {
                throw item.error(.outOfRange(key: item.path, value: "''", expected: "a game's name"))
            }
            guard !names.contains(name) else { throw item.error(.duplicateName(key: item.path, name: name)) }
            names.append(name)
        }
        guard !names.isEmpty else {
            throw namesValue.error(.outOfRange(key: namesValue.path, value: "[]", expected: "at least one game's name"))
        }
        let scoreRange = 0.0...100.0, expected = "a mean score from 0 to 100"
        let meanValue = try fields.required("mean_score")
        var means: [String: Double] = [:]
        if meanValue.isMapping {
            for (segment, keyValue, value) in try meanValue.pairs() {
                guard segments.contains(segment) else {
                    throw keyValue.error(.unknownName(key: meanValue.path, name: segment,
                                                      suggestion: Suggestion.closest(to: segment, among: segments)))
                }
                means[segment] = try value.number(in: scoreRange, expected: expected)
            }
            if let missing = segments.first(where: { means[$0] == nil }) {
                throw meanValue.error(.missingValue(key: "\(meanValue.path).\(missing)", expected: "the mean score of segment \(missing)",
                                                    example: "mean_score: {\(missing): 50}"))
            }
        } else {
            let mean = try meanValue.number(in: scoreRange, expected: expected)
            for segment in segments { means[segment] = mean }
        }
        return GamesModel(
            games: names, meanScore: means,
            practicePer10Games: try fields.optional("practice_per_10_games")?
                .number(in: -50...50, expected: "points per ten games from -50 to 50") ?? 0,
            sd: try fields.optional("sd")?.number(in: 0...50, expected: "a standard deviation from 0 to 50") ?? 12)
    }
}
