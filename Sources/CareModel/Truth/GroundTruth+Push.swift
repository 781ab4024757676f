extension GroundTruth {
    /// What a run planted about push notifications (seed 004, DR7.FR9.0-9.2): the share of
    /// people who receive every kind, the chance that a person who chooses specific kinds
    /// keeps each, the mean number a day of the incoming kinds, the chance a notification of
    /// each kind is opened and the lift in log-ins an opened check-in reminder brings.
    public struct PushTruth: Codable, Hashable, Sendable {
        /// The share of people who receive every kind.
        public var allShare: Double
        /// By kind name (`daily_check_in`, …), every kind: the chance that a person who
        /// chooses specific kinds keeps it.
        public var keptShare: [String: Double]
        /// By incoming kind name (`cohort_message`, …): the mean number a day of the events
        /// that trigger it; a kind not listed has none.
        public var perDay: [String: Double]
        /// By kind name, every kind: the chance that a notification of it is opened.
        public var openChance: [String: Double]
        /// The chance that an opened check-in reminder brings a person who would not
        /// otherwise have used the app that day to log in: 1 − (days without a log-in among
        /// opened reminders' days) / (the same among unopened reminders' days).
        public var loginLift: Double

        /// The planted notifications from their parts.
        public init(allShare: Double, keptShare: [String: Double], perDay: [String: Double], openChance: [String: Double],
                    loginLift: Double) {
            self.allShare = allShare
            self.keptShare = keptShare
            self.perDay = perDay
            self.openChance = openChance
            self.loginLift = loginLift
        }
    }
}
