import CareModel
import CareScenario
import CareStats

extension GroundTruth.ForumTruth {
    /// The shares, reply rate and answer times `model` plants (``ForumSimulation``).
    init(model: ForumModel) {
        var median: Double?
        if model.answerChance > 0.5, case .gamma(let shape, let scale) = model.answerHours {
            median = gammaQuantile(0.5 / model.answerChance, shape: shape, scale: scale)
        }
        self.init(anonymousShare: model.anonymousShare, repliesPerQuestion: model.repliesPerQuestion,
                  answerChance: model.answerChance, answerHours: model.answerHours.description,
                  medianHoursToAnswer: median)
    }
}
