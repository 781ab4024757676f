import CareModel
import CareScenario

extension GroundTruth.LearningModulesTruth {
    /// The difficulties, completion and PHQ-9 effect `model` plants (``ModuleSimulation``).
    init(model: LearningModulesModel) {
        self.init(modules: model.modules.map {
                      Module(id: $0.id, title: $0.title, trimester: $0.trimester?.rawValue,
                             correctProbabilities: $0.correctProbabilities)
                  },
                  completion: model.completion, phq9Points: model.phq9Points, effectModules: model.effectModules)
    }
}
