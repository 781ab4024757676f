extension GroundTruth {
    /// A segment of the population or an arm: its settings, what its people turned out to
    /// be, and its planted dropout and engagement.
    public struct Group: Codable, Hashable, Sendable {
        public var name: String
        /// The share of the population it was given.
        public var share: Double
        /// Its settings as the scenario gives them, as text fields.
        public var settings: [String: String]
        public var people: Int
        public var dropouts: Int
        public var events: Int
        /// The mean daily dropout hazard the people drew, before rewards lower it.
        public var dropoutHazardMean: Double
        /// The daily dropout hazard a pooled estimate (dropouts over days at risk) targets:
        /// the people's expected dropouts over their expected days at risk under their
        /// hazards as rewards lowered them.
        public var expectedDropoutHazard: Double
        /// For an arm: whether it sends the daily reminder on every day of the study, so
        /// that the last reminder sent marks a dropout; nil for a segment.
        public var remindersEveryDay: Bool?
        /// Per period of ``periodDays`` days from the first (the last may be shorter), the
        /// expected share of the people's days on which they use the app, zero after
        /// dropout: the engagement curve their logging, engagement decay, dropout, reminders
        /// and the missing-data mechanism imply.
        public var dailyActiveShare: [Double]

        /// The length of the periods of ``dailyActiveShare``.
        public static let periodDays = 30

        /// A group from its parts.
        public init(name: String, share: Double, settings: [String: String], people: Int, dropouts: Int, events: Int,
                    dropoutHazardMean: Double, expectedDropoutHazard: Double, remindersEveryDay: Bool?,
                    dailyActiveShare: [Double]) {
            self.name = name
            self.share = share
            self.settings = settings
            self.people = people
            self.dropouts = dropouts
            self.events = events
            self.dropoutHazardMean = dropoutHazardMean
            self.expectedDropoutHazard = expectedDropoutHazard
            self.remindersEveryDay = remindersEveryDay
            self.dailyActiveShare = dailyActiveShare
        }
    }
}
