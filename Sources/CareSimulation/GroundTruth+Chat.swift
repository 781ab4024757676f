import CareModel
import CareScenario

extension GroundTruth.ChatTruth {
    /// The windows, mood posts, moderation and replies `model` plants (``ChatSimulation``).
    init(model: ChatModel) {
        let windows = Set(model.windows.values)
        self.init(windows: model.windows.mapValues(\.spelling), moodPosts: model.moodPosts,
                  deletedShare: model.deletedShare, deletionMedianMinutes: model.deletionMedianMinutes,
                  replyMedianMinutes: model.replyMedianMinutes,
                  repliedShareWithinWindow: Dictionary(uniqueKeysWithValues: windows.map {
                      ($0.spelling, (model.repliedShare(within: $0) * 1e12).rounded() / 1e12)
                  }))
    }
}
