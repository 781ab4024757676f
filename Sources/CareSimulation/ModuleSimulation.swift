import CareModel
import CareScenario
import CareStats
import Foundation

/// The learning modules one simulated person completes (``LearningModulesModel``, seed 004,
/// DR5.FR6.0): each module the person opens (a `learning_module` usage event) is completed
/// with the model's chance, as one of the modules offered in the person's trimester that day,
/// each question answered correctly with its planted probability and otherwise with one of
/// the other choices, each as likely; it is finished a few minutes after it was opened.
///
/// The draws come from a random stream of the person's own, derived from the run's seed and
/// the person's index: when modules are opened is drawn as before, and a scenario without
/// learning modules, or with them, leaves every other draw as it was. The planted effect on
/// the next PHQ-9 (``lowered(_:by:)``) draws nothing.
struct ModuleSimulation {
    let model: LearningModulesModel
    let modules: [LearningModule]
    let random: RandomSource

    /// The seed of the modules' streams: the run's seed, moved so that the streams differ
    /// from every other stream of the person.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0004_40D0_0005 }

    init(model: LearningModulesModel, scenario: Scenario, index: Int) {
        self.model = model
        modules = model.modules.map(\.learningModule)
        random = RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index))
    }

    /// The attempt at a module opened at `opened` by a person in `trimester` (nil when the
    /// stage is unknown); nil when the person does not complete it or no module is offered.
    func attempt(openedAt opened: Date, trimester: Trimester?) -> ModuleAttempt? {
        let offered = model.modules.indices.filter { modules[$0].isOffered(in: trimester) }
        guard !offered.isEmpty, random.bernoulli(model.completion) else { return nil }
        let m = offered[random.integer(below: offered.count)]
        let module = modules[m], choices = model.modules[m].choices
        let chosen = zip(module.questions, model.modules[m].correctProbabilities).map { question, p in
            if random.bernoulli(p) { return question.correctChoice }
            let wrong = random.integer(below: choices - 1)
            return wrong >= question.correctChoice ? wrong + 1 : wrong
        }
        let finished = opened.addingTimeInterval(Double(1 + random.integer(below: 2 * module.questions.count + 5)) * 60)
        // The choices are drawn among the module's own.
        return try! ModuleAttempt(module, at: finished, chosen: chosen)
    }

    /// `answers` to the PHQ-9 lowered by `points` in all, one point at a time from the
    /// highest of items 1-8 (the first on ties), then item 9, never below 0: the planted
    /// effect of a module completed since the previous PHQ-9.
    static func lowered(_ answers: [Int?], by points: Int) -> [Int?] {
        var values = answers.map { $0 ?? 0 }
        for _ in 0..<max(0, points) {
            let highest = values.dropLast().max() ?? 0
            if highest > 0, let item = values.dropLast().firstIndex(of: highest) {
                values[item] -= 1
            } else if let last = values.indices.last, values[last] > 0 {
                values[last] -= 1
            }
        }
        return zip(answers, values).map { answer, value in answer.map { _ in value } }
    }

    /// Whether `attempts` hold a module with the planted effect completed after `previous`
    /// (the person's previous PHQ-9, nil before their first) and before `answered`.
    static func completedModule(in attempts: [ModuleAttempt], after previous: Date?, before answered: Date,
                                model: LearningModulesModel) -> Bool {
        attempts.contains { attempt in
            attempt.at < answered && (previous.map { attempt.at > $0 } ?? true) && model.hasEffect(attempt.module)
        }
    }
}
