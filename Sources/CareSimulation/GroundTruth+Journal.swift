import CareModel
import CareScenario

extension GroundTruth.JournalTruth {
    /// The journal edits and deletes `model` plants (``JournalEditSimulation``).
    init(model: JournalEditModel) {
        self.init(editShare: model.editShare, editDelayHours: model.editDelayHours, deleteShare: model.deleteShare)
    }
}
