import CareModel
import CareStats

/// The population's medical records and dental charts as of the study's last day
/// (seed 001): how many people hold each condition, allergy and medication, each blood
/// type's share, each tooth's statuses by FDI number, and the mistakes people corrected.
/// Counts only: the small-cell rule is the report's to apply.
public struct MedicalRecordReport: Sendable {
    /// A share of people holding something.
    public struct Share: Sendable {
        /// `condition`, `allergy`, `medication` or `blood_type`.
        public var kind: String
        /// The item's name or the blood type.
        public var item: String
        /// People whose record holds it.
        public var holders: Int
        /// People it is a share of: those with a record (for a blood type: with a blood type).
        public var people: Int
        /// holders / people with its Wilson 95 % interval; nil without people.
        public var proportion: Proportion? { try? Proportion.wilson(successes: holders, trials: people) }
    }

    /// One tooth's statuses over the people who charted it.
    public struct ToothCounts: Sendable {
        /// The tooth (its FDI and Universal numbers).
        public var tooth: Tooth
        /// People whose chart has a status for it.
        public var charted: Int
        /// People with each status, in ``ToothStatus`` order, zeros included.
        public var counts: [Int]

        /// People with `status`.
        public func count(_ status: ToothStatus) -> Int { counts[ToothStatus.allCases.firstIndex(of: status)!] }
    }

    /// People whose record holds anything, as of the last day.
    public var people: Int
    /// Conditions, allergies and medications (by kind, then name) and blood types (in
    /// ``BloodType`` order).
    public var shares: [Share]
    /// Each charted tooth, permanent teeth first, in Universal order.
    public var teeth: [ToothCounts]
    /// Per person with a record, items deleted per year of the study (an item added in
    /// error and deleted); nil with fewer than two people or no variation.
    public var deletedItemsPerYear: GroupMean?
    /// Per person with a record, teeth charted in error and edited back per year of the
    /// study (half the edits of a tooth's status after it was first charted).
    public var toothCorrectionsPerYear: GroupMean?

    /// The share of charted teeth with `status`, over the permanent teeth whose FDI number
    /// is in `fdi` (all permanent teeth when nil but those in `excluding`), with its Wilson
    /// interval; teeth are counted as independent.
    public func toothShare(_ status: ToothStatus, fdi: Set<Int>? = nil, excluding: Set<Int> = []) -> Share {
        let teeth = teeth.filter { tooth in
            tooth.tooth.dentition == .permanent && (fdi?.contains(tooth.tooth.fdi) ?? !excluding.contains(tooth.tooth.fdi))
        }
        return Share(kind: "tooth_status", item: status.rawValue, holders: teeth.reduce(0) { $0 + $1.count(status) },
                     people: teeth.reduce(0) { $0 + $1.charted })
    }
}
