extension GroundTruth {
    /// What a run planted in people's medical records and dental charts (seed 001): the
    /// share of people whose record holds each item, each blood type and each tooth status
    /// as of the last day, and the rates of mistakes made and corrected.
    public struct MedicalRecordTruth: Codable, Hashable, Sendable {
        /// Every planted share.
        public var shares: [Share]
        /// Items added in error, each deleted later, per person-year.
        public var itemMistakesPerYear: Double
        /// Teeth charted with a wrong status, each edited back later, per person-year.
        public var toothMistakesPerYear: Double

        /// The planted record from its parts.
        public init(shares: [Share], itemMistakesPerYear: Double, toothMistakesPerYear: Double) {
            self.shares = shares
            self.itemMistakesPerYear = itemMistakesPerYear
            self.toothMistakesPerYear = toothMistakesPerYear
        }
    }

    /// One planted share of the medical record.
    public struct Share: Codable, Hashable, Sendable {
        /// `condition`, `allergy`, `medication` (the share of people whose record holds the
        /// item), `blood_type` (the share of people with a blood type who have this one) or
        /// `tooth_status` (the share of charted permanent teeth with the status).
        public var kind: String
        /// The item's name, the blood type (`A+`) or the tooth status (`missing`).
        public var item: String
        /// For `tooth_status`: the FDI number of a tooth with chances of its own; nil for the
        /// permanent teeth without.
        public var fdi: Int?
        /// The planted chance.
        public var planted: Double

        /// A share from its parts.
        public init(kind: String, item: String, fdi: Int? = nil, planted: Double) {
            self.kind = kind
            self.item = item
            self.fdi = fdi
            self.planted = planted
        }
    }
}
