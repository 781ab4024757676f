import CareModel
import CareScenario

extension GroundTruth.GoalTruth {
    /// The goal `model` plants (``GoalSimulation``).
    init(model: GoalModel) {
        self.init(name: model.name, kind: model.kind.description, target: model.target.description,
                  repeats: model.repeats.rawValue, share: model.share, checkOffShare: model.checkOffShare,
                  attainment: model.attainment.description, attainmentMean: model.attainment.mean)
    }
}
