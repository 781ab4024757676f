import CareModel

extension ScenarioReader {
    /// `learning_modules: {completion: 0.9, phq9_effect: {points: 2, modules: [cravings]},
    /// modules: [{id: cravings, title: Coping with cravings, trimester: 1, questions: 4,
    /// choices: 4, correct: [0.9, 0.8, 0.6, 0.5]}]}` (seed 004, DR5.FR6.0;
    /// ``LearningModulesModel``).
    static func learningModulesModel(_ value: YAMLValue) throws(ScenarioError) -> LearningModulesModel {
        let fields = try value.mapping(allowedKeys: ["modules", "completion", "phq9_effect"])
        let listValue = try fields.required("modules")
        let list = try listValue.list()
        guard !list.isEmpty else {
            throw listValue.error(.outOfRange(key: listValue.path, value: "an empty list",
                                              expected: "at least one module, e.g. {id: cravings, questions: 4, correct: 0.7}"))
        }
        var modules: [LearningModulesModel.Module] = []
        for item in list {
            let module = try learningModule(item)
            if modules.contains(where: { $0.id == module.id }) {
                throw item.error(.duplicateName(key: "\(item.path).id", name: module.id))
            }
            modules.append(module)
        }
        var points = 0
        var effectModules: [String]?
        if let effect = fields.optional("phq9_effect") {
            let effectFields = try effect.mapping(allowedKeys: ["points", "modules"])
            points = try effectFields.required("points").integer(in: 0...27)
            effectModules = try effectFields.optional("modules").map { (names) throws(ScenarioError) in
                var ids: [String] = []
                for name in try names.list() { ids.append(try name.name(among: modules.map(\.id))) }
                return ids
            }
        }
        return LearningModulesModel(modules: modules, completion: try fields.optional("completion")?.probability() ?? 1,
                                    phq9Points: points, effectModules: effectModules)
    }

    /// One module: `{id, title, trimester, questions, choices, correct}`; `correct` is one
    /// probability for every question or a list of one per question.
    private static func learningModule(_ item: YAMLValue) throws(ScenarioError) -> LearningModulesModel.Module {
        let fields = try item.mapping(allowedKeys: ["id", "title", "trimester", "questions", "choices", "correct"])
        let id = try fields.required("id").string()
        let questions = try fields.optional("questions")?.integer(in: 1...100)
        let correctValue = try fields.required("correct")
        var probabilities: [Double]
        if case .sequence = correctValue.node.kind {
            probabilities = []
            for entry in try correctValue.list() { probabilities.append(try entry.probability()) }
            guard !probabilities.isEmpty else {
                throw correctValue.error(.outOfRange(key: correctValue.path, value: "an empty list",
                                                     expected: "one probability per question, e.g. [0.9, 0.7]"))
            }
            if let questions, questions != probabilities.count {
                throw correctValue.error(.outOfRange(
                    key: correctValue.path, value: "a list of \(probabilities.count)",
                    expected: "one probability for each of the \(English.count(questions, "question")) (or one number for all)"))
            }
        } else {
            guard let questions else { throw item.error(.missingKey("\(item.path).questions")) }
            probabilities = Array(repeating: try correctValue.probability(), count: questions)
        }
        return LearningModulesModel.Module(
            id: id, title: try fields.optional("title")?.string() ?? id,
            trimester: try fields.optional("trimester").map { (value) throws(ScenarioError) in
                Trimester(rawValue: try value.integer(in: 1...3))!
            },
            choices: try fields.optional("choices")?.integer(in: 2...26) ?? 4,
            correctProbabilities: probabilities)
    }
}
