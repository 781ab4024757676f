extension GroundTruth {
    /// What a run planted about edits and deletes of emotion-journal entries (seed 002,
    /// entries 40-44), which `carelab analyze truth` recovers (kind `journal`).
    public struct JournalTruth: Codable, Hashable, Sendable {
        /// The share of entries edited.
        public var editShare: Double
        /// The mean hours from writing an entry to its edit.
        public var editDelayHours: Double
        /// The share of entries deleted.
        public var deleteShare: Double

        /// The planted journal edits from their parts.
        public init(editShare: Double, editDelayHours: Double, deleteShare: Double) {
            self.editShare = editShare
            self.editDelayHours = editDelayHours
            self.deleteShare = deleteShare
        }
    }
}
