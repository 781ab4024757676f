extension GroundTruth {
    /// What a run planted about a group of tasks configured to one schedule (seed 003,
    /// story 12): the group's tasks and, for each edit of its schedule, the date it applies
    /// from, the rule the tasks take and the planted odds ratio of completing after it
    /// against before it, within the same person.
    public struct TaskGroupTruth: Codable, Hashable, Sendable {
        /// One edit of the group's schedule.
        public struct Edit: Codable, Hashable, Sendable {
            /// The date from whose start (in each person's zone) the rule applies, YYYY-MM-DD.
            public var from: String
            /// The rule every task of the group takes, as an RRULE.
            public var schedule: String
            /// The planted odds ratio of completing an occurrence due under this rule
            /// against the rule before it: what the within-person (Mantel-Haenszel) odds
            /// ratio of `analyze tasks` estimates.
            public var completionOddsRatio: Double

            /// An edit from its parts.
            public init(from: String, schedule: String, completionOddsRatio: Double) {
                self.from = from
                self.schedule = schedule
                self.completionOddsRatio = completionOddsRatio
            }
        }

        /// The group's name.
        public var name: String
        /// Its tasks.
        public var tasks: [String]
        /// Its edits, in date order.
        public var edits: [Edit]

        /// A group from its parts.
        public init(name: String, tasks: [String], edits: [Edit]) {
            self.name = name
            self.tasks = tasks
            self.edits = edits
        }
    }
}
