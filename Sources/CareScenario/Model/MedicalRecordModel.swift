import CareModel

/// The personal medical record and dental chart people keep (seed 001), with the planted
/// shares an analysis should recover: each listed item's prevalence, the blood types'
/// shares, each tooth's chance of each status, and how often people add an item or chart a
/// tooth in error and correct it.
///
/// A person fills in the record on the first day: each condition, allergy and medication
/// with its prevalence, a blood type drawn from `bloodTypes`, and the status of each of
/// the 32 permanent teeth. Later they make mistakes and correct them: an item they do not
/// hold is added and deleted 1 to 14 days later; a tooth is charted with a wrong status and
/// edited back 1 to 14 days later. So the record as of the last day holds exactly what was
/// planted, and its history holds additions, edits and deletions.
public struct MedicalRecordModel: Hashable, Sendable {
    /// A listed item and the chance that a person's record holds it.
    public struct Prevalence: Hashable, Sendable {
        /// The condition's name, the allergy's substance or the medication's name.
        public var name: String
        /// The chance that a record holds it on the last day.
        public var prevalence: Double

        public init(name: String, prevalence: Double) {
            self.name = name
            self.prevalence = prevalence
        }
    }

    /// A status and its chance.
    public struct StatusChance: Hashable, Sendable {
        public var status: ToothStatus
        public var probability: Double

        public init(status: ToothStatus, probability: Double) {
            self.status = status
            self.probability = probability
        }
    }

    /// A blood type and its chance.
    public struct BloodTypeChance: Hashable, Sendable {
        public var type: BloodType
        public var probability: Double

        public init(type: BloodType, probability: Double) {
            self.type = type
            self.probability = probability
        }
    }

    /// A tooth with chances of its own.
    public struct ToothChances: Hashable, Sendable {
        public var tooth: Tooth
        /// The chances of the statuses other than `present`, in ``ToothStatus`` order.
        public var chances: [StatusChance]

        public init(tooth: Tooth, chances: [StatusChance]) {
            self.tooth = tooth
            self.chances = chances
        }
    }

    public var conditions: [Prevalence]
    public var allergies: [Prevalence]
    public var medications: [Prevalence]
    /// Each blood type's chance, in ``BloodType`` order; they add up to 1. Empty: no blood
    /// type is recorded.
    public var bloodTypes: [BloodTypeChance]
    /// The chances of the statuses other than `present` of every permanent tooth without
    /// chances of its own, in ``ToothStatus`` order; the rest is `present`.
    public var toothStatus: [StatusChance]
    /// Teeth with chances of their own, in Universal order.
    public var teeth: [ToothChances]
    /// Items added in error (and deleted later) per person-year.
    public var itemMistakesPerYear: Double
    /// Teeth charted in error (and edited back later) per person-year.
    public var toothMistakesPerYear: Double

    public init(conditions: [Prevalence] = [], allergies: [Prevalence] = [], medications: [Prevalence] = [],
                bloodTypes: [BloodTypeChance] = [], toothStatus: [StatusChance] = [],
                teeth: [ToothChances] = [], itemMistakesPerYear: Double = 0, toothMistakesPerYear: Double = 0) {
        self.conditions = conditions
        self.allergies = allergies
        self.medications = medications
        self.bloodTypes = bloodTypes
        self.toothStatus = toothStatus
        self.teeth = teeth
        self.itemMistakesPerYear = itemMistakesPerYear
        self.toothMistakesPerYear = toothMistakesPerYear
    }

    /// The chances of `tooth`'s statuses other than `present`.
    public func chances(of tooth: Tooth) -> [StatusChance] {
        teeth.first { $0.tooth == tooth }?.chances ?? toothStatus
    }
}
