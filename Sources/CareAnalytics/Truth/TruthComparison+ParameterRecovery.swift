import CareStats

extension TruthComparison {
    /// A planted parameter of a programme feature (the information desk's
    /// `answer_chance`, a reward's `redemption_probability`, …) and its estimate from that
    /// feature's analysis: recovered when the 95 % interval covers it.
    public struct ParameterRecovery: Sendable {
        /// The scenario's parameter, e.g. `anonymous_share`.
        public var parameter: String
        /// What the parameter is of, where the kind has several (a goal, a reminder); empty
        /// otherwise.
        public var item = ""
        /// What was planted.
        public var planted: Double
        /// The estimate; nil when undefined (no data, or a curve that never gets there).
        public var estimate: Double?
        /// Its 95 % interval; nil when an end is undefined.
        public var interval: ConfidenceInterval?
        /// People behind the estimate.
        public var people: Int
        /// The estimate's method.
        public var note: String

        /// A planted value and its estimate.
        public init(parameter: String, item: String = "", planted: Double, estimate: Double?,
                    interval: ConfidenceInterval?, people: Int, note: String) {
            self.parameter = parameter
            self.item = item
            self.planted = planted
            self.estimate = estimate
            self.interval = interval
            self.people = people
            self.note = note
        }

        /// Whether the interval covers the planted value; nil without one.
        public var recovered: Bool? { interval.map { $0.lower <= planted && planted <= $0.upper } }
    }
}
