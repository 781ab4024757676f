extension GroundTruth {
    /// What a run planted about the helpful resources (seed 002, entries 64-74), which
    /// `carelab analyze truth` recovers (kind `helpful_resources`).
    public struct HelpfulResourcesTruth: Codable, Hashable, Sendable {
        /// The kinds of the entries the list starts with, top first (`phone_number`, …).
        public var defaults: [String]
        /// The chance of viewing the list on a day in the app.
        public var viewChancePerDay: Double
        /// The chance of adding an entry at a view.
        public var addChance: Double
        /// The chance of editing an entry at a view of a list with one.
        public var editChance: Double
        /// The chance of deleting an entry at a view of a list with one.
        public var deleteChance: Double
        /// The chance of moving an entry at a view of a list with two or more.
        public var reorderChance: Double

        /// The planted use from its parts.
        public init(defaults: [String], viewChancePerDay: Double, addChance: Double, editChance: Double, deleteChance: Double,
                    reorderChance: Double) {
            self.defaults = defaults
            self.viewChancePerDay = viewChancePerDay
            self.addChance = addChance
            self.editChance = editChance
            self.deleteChance = deleteChance
            self.reorderChance = reorderChance
        }
    }
}
