import CareModel
import CareScenario

extension GroundTruth.MedicalRecordTruth {
    /// The shares and rates `model` plants (``MedicalRecordSimulation``): every listed
    /// item's prevalence, every blood type's chance, and each tooth status's chance, the
    /// `present` status's included (what the others leave), for the permanent teeth
    /// without chances of their own (when there are any) and for each tooth with them.
    init(model: MedicalRecordModel) {
        typealias Share = GroundTruth.Share
        var shares = [("condition", model.conditions), ("allergy", model.allergies), ("medication", model.medications)]
            .flatMap { kind, items in items.map { Share(kind: kind, item: $0.name, planted: $0.prevalence) } }
        shares += model.bloodTypes.map { Share(kind: "blood_type", item: $0.type.rawValue, planted: $0.probability) }
        func statuses(_ chances: [MedicalRecordModel.StatusChance], fdi: Int?) -> [Share] {
            let present = Share(kind: "tooth_status", item: ToothStatus.present.rawValue, fdi: fdi,
                                planted: max(0, 1 - chances.reduce(0) { $0 + $1.probability }))
            return [present] + chances.map { Share(kind: "tooth_status", item: $0.status.rawValue, fdi: fdi, planted: $0.probability) }
        }
        if model.teeth.count < Tooth.all(.permanent).count { shares += statuses(model.toothStatus, fdi: nil) }
        for tooth in model.teeth { shares += statuses(tooth.chances, fdi: tooth.tooth.fdi) }
        self.init(shares: shares, itemMistakesPerYear: model.itemMistakesPerYear,
                  toothMistakesPerYear: model.toothMistakesPerYear)
    }
}
