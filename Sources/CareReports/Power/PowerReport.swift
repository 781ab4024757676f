import CareAnalytics

/// The summary of a power study: the replicates' estimates at every grid point, their
/// power, bias, RMSE and coverage, and the false discoveries among the null cells, as CSV
/// tables, a power-curve chart and a Markdown report.
public struct PowerReport: Sendable {
    /// What the study ran, for the report's method section.
    public struct Context: Sendable {
        /// The scenario's name.
        public var scenarioName: String
        /// The scenario file as the user named it.
        public var scenarioFile: String
        /// The scenario's seed, from which the replicates' seeds derive.
        public var seed: UInt64
        /// How a replicate's seed derives from the scenario's, in words.
        public var seedRule: String
        /// Days simulated per person.
        public var days: Int
        /// Replicates at each grid point.
        public var replicates: Int
        /// The varied parameters' paths, e.g. `effects[0].within`: one column each.
        public var varyPaths: [String]
        /// The estimator's settings: the grid's false discovery rate and largest lag.
        public var falseDiscoveryRate: Double
        public var maxLag: Int
        /// The CareLab version that ran the study.
        public var carelabVersion: String

        /// Creates a context.
        public init(scenarioName: String, scenarioFile: String, seed: UInt64, seedRule: String, days: Int,
                    replicates: Int, varyPaths: [String], falseDiscoveryRate: Double, maxLag: Int,
                    carelabVersion: String) {
            self.scenarioName = scenarioName
            self.scenarioFile = scenarioFile
            self.seed = seed
            self.seedRule = seedRule
            self.days = days
            self.replicates = replicates
            self.varyPaths = varyPaths
            self.falseDiscoveryRate = falseDiscoveryRate
            self.maxLag = maxLag
            self.carelabVersion = carelabVersion
        }
    }

    /// One grid point and its replicates, in replicate order.
    public struct Point: Sendable {
        /// People simulated.
        public var people: Int
        /// One value per ``Context/varyPaths`` entry.
        public var values: [Double]
        /// Each replicate's seed and estimates.
        public var replicates: [(seed: UInt64, estimates: ReplicateEstimates)]
        /// Each planted effect's summary, in the order the replicates list them.
        public let effects: [EffectPower]
        /// The null cells' summary.
        public let nulls: NullCellSummary

        /// Creates a point and summarises its replicates.
        public init(people: Int, values: [Double], replicates: [(seed: UInt64, estimates: ReplicateEstimates)]) {
            self.people = people
            self.values = values
            self.replicates = replicates
            var keys: [EffectEstimate.Key] = []
            for effect in replicates.flatMap(\.estimates.effects) where !keys.contains(effect.key) { keys.append(effect.key) }
            effects = keys.map { key in
                EffectPower(replicates.compactMap { replicate in replicate.estimates.effects.first { $0.key == key } })
            }
            nulls = NullCellSummary(replicates.map(\.estimates))
        }
    }

    /// What the study ran.
    public var context: Context
    /// The grid points, in the study's order.
    public var points: [Point]

    /// Creates a report.
    public init(context: Context, points: [Point]) {
        self.context = context
        self.points = points
    }

    /// The files of the report in the order they are written: README.md last, so that a
    /// folder with a README has the rest.
    public var files: [(name: String, contents: String)] {
        [
            ("replicates.csv", replicatesTable.text),
            ("power.csv", powerTable.text),
            ("power-curve.txt", chart),
            ("README.md", markdown),
        ]
    }

    /// `people=100, effects[0].within=0.004`: a grid point in words.
    func describe(_ point: Point) -> String {
        (["people=\(point.people)"] + zip(context.varyPaths, point.values).map { "\($0)=\(PowerCurveChart.label($1))" })
            .joined(separator: ", ")
    }

    /// For each planted effect and each setting of the varied parameters, the smallest
    /// grid size whose power reaches `target`, or nil when none does. Power is the grid's
    /// detection for a factor's effect, the single test for a missed dose.
    func smallestSizes(reaching target: Double = 0.8)
        -> [(effect: EffectEstimate.Key, values: [Double], point: Point?, power: EffectPower?)] {
        var answers: [(effect: EffectEstimate.Key, values: [Double], point: Point?, power: EffectPower?)] = []
        let settings = points.map(\.values).reduce(into: [[Double]]()) { if !$0.contains($1) { $0.append($1) } }
        let keys = points.first?.effects.map(\.key) ?? []
        for key in keys {
            for values in settings {
                let candidates = points.filter { $0.values == values }.sorted { $0.people < $1.people }
                let hit = candidates.lazy.compactMap { point in
                    point.effects.first { $0.key == key }.flatMap { Self.headline($0) >= target ? (point, $0) : nil }
                }.first
                answers.append((key, values, hit?.0, hit?.1))
            }
        }
        return answers
    }

    /// The power a report leads with: detection in the grid for a factor's effect, the
    /// single test for a missed dose.
    static func headline(_ effect: EffectPower) -> Double {
        (effect.power ?? effect.powerSingleTest).estimate
    }
}
