extension GroundTruth {
    /// What a run planted about the week's baby-development fact (seed 004, DR5.FR7.2 and
    /// DR5.PR5.2): the chance of opening it on a day in the app, by trimester.
    public struct BabyDevelopmentTruth: Codable, Hashable, Sendable {
        /// The chance of opening the week's fact on a day in the app in the first, second
        /// and third trimester: what views per day with a log-in in each trimester estimate.
        public var first: Double
        public var second: Double
        public var third: Double

        /// The planted chances from their parts.
        public init(first: Double, second: Double, third: Double) {
            self.first = first
            self.second = second
            self.third = third
        }

        /// The planted chance in `trimester`.
        public func chance(in trimester: Trimester) -> Double {
            switch trimester {
            case .first: first
            case .second: second
            case .third: third
            }
        }
    }
}
