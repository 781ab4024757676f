import CareModel
import Foundation

/// Realised counts of a simulated population by segment and arm.
public struct PopulationTally: Sendable {
    /// What the tally keeps of one person, so that the person need not be kept. It is
    /// `Codable` so that a shard can hand its people's members to the merge, which adds them
    /// in person order as the single run does.
    public struct Member: Codable, Sendable {
        var segment: String
        var arm: String
        var droppedOut: Bool
        var events: Int
        var adherence: [Double]
        var taskCompletion: [Double]
        var refillLateness: [Double]
        var missedDoseMoments: [(covariance: Double, variance: Double)]
        var dropoutHazard: Double
        var dropout: DropoutExpectation
        var moodMoments: (covariance: Double, variance: Double)
        var effectSums: [EffectPairSums]
        var partEffectMoments: [(covariance: Double, variance: Double)]
        var useProbabilities: [Double]
        var missingnessMoments: (covariance: Double, variance: Double)
        var symptomFactorMoments: [(covariance: Double, variance: Double)]
        var onsetTriggerMoments: [(covariance: Double, variance: Double)]
        var editedTaskShares: [Double?]

        /// What `person` adds to a tally.
        public init(_ person: SimulatedPerson) {
            segment = person.segment
            arm = person.record.arm ?? ""
            droppedOut = person.dropoutDay != nil
            events = person.record.entryCount
            adherence = person.adherence
            taskCompletion = person.taskCompletion
            refillLateness = person.refillLateness.map { $0 ?? 0 }
            missedDoseMoments = person.missedDoseMoments
            dropoutHazard = person.dropoutHazard
            dropout = person.dropout
            moodMoments = person.moodMoments
            effectSums = person.effectSums
            partEffectMoments = person.partEffectMoments
            useProbabilities = person.useProbabilities
            missingnessMoments = person.missingnessMoments
            symptomFactorMoments = person.symptomFactorMoments
            onsetTriggerMoments = person.onsetTriggerMoments
            editedTaskShares = person.editedTaskShares
        }

        private enum CodingKeys: String, CodingKey {
            case segment, arm, droppedOut, events, adherence, taskCompletion, refillLateness, missedDoseCovariances, missedDoseVariances, dropoutHazard, dropout, moodCovariance,
                 moodVariance, effectSums, useProbabilities, missingnessCovariance, missingnessVariance,
                 symptomFactorCovariances, symptomFactorVariances, partEffectCovariances, partEffectVariances,
                 onsetTriggerCovariances, onsetTriggerVariances, editedTaskShares
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            segment = try container.decode(String.self, forKey: .segment)
            arm = try container.decode(String.self, forKey: .arm)
            droppedOut = try container.decode(Bool.self, forKey: .droppedOut)
            events = try container.decode(Int.self, forKey: .events)
            adherence = try container.decode([Double].self, forKey: .adherence)
            taskCompletion = try container.decode([Double].self, forKey: .taskCompletion)
            refillLateness = try container.decode([Double].self, forKey: .refillLateness)
            let covariances = try container.decode([Double].self, forKey: .missedDoseCovariances)
            let variances = try container.decode([Double].self, forKey: .missedDoseVariances)
            guard covariances.count == variances.count else {
                throw DecodingError.dataCorruptedError(forKey: .missedDoseVariances, in: container, debugDescription: """
                    \(variances.count) missed-dose variances for \(covariances.count) covariances
                    """)
            }
            missedDoseMoments = zip(covariances, variances).map { ($0, $1) }
            dropoutHazard = try container.decode(Double.self, forKey: .dropoutHazard)
            dropout = try container.decode(DropoutExpectation.self, forKey: .dropout)
            moodMoments = (try container.decode(Double.self, forKey: .moodCovariance),
                           try container.decode(Double.self, forKey: .moodVariance))
            effectSums = try container.decode([EffectPairSums].self, forKey: .effectSums)
            useProbabilities = try container.decode([Double].self, forKey: .useProbabilities)
            missingnessMoments = (try container.decode(Double.self, forKey: .missingnessCovariance),
                                  try container.decode(Double.self, forKey: .missingnessVariance))
            let factorCovariances = try container.decode([Double].self, forKey: .symptomFactorCovariances)
            let factorVariances = try container.decode([Double].self, forKey: .symptomFactorVariances)
            guard factorCovariances.count == factorVariances.count else {
                throw DecodingError.dataCorruptedError(forKey: .symptomFactorVariances, in: container, debugDescription: """
                    \(factorVariances.count) symptom-factor variances for \(factorCovariances.count) covariances
                    """)
            }
            symptomFactorMoments = zip(factorCovariances, factorVariances).map { ($0, $1) }
            // Written only by runs with effects for a part of the day, so other shards read as before.
            let partCovariances = try container.decodeIfPresent([Double].self, forKey: .partEffectCovariances) ?? []
            let partVariances = try container.decodeIfPresent([Double].self, forKey: .partEffectVariances) ?? []
            guard partCovariances.count == partVariances.count else {
                throw DecodingError.dataCorruptedError(forKey: .partEffectVariances, in: container, debugDescription: """
                    \(partVariances.count) part-of-day effect variances for \(partCovariances.count) covariances
                    """)
            }
            partEffectMoments = zip(partCovariances, partVariances).map { ($0, $1) }
            // Written only by runs with onset triggers, so other shards read as before.
            let triggerCovariances = try container.decodeIfPresent([Double].self, forKey: .onsetTriggerCovariances) ?? []
            let triggerVariances = try container.decodeIfPresent([Double].self, forKey: .onsetTriggerVariances) ?? []
            guard triggerCovariances.count == triggerVariances.count else {
                throw DecodingError.dataCorruptedError(forKey: .onsetTriggerVariances, in: container, debugDescription: """
                    \(triggerVariances.count) onset-trigger variances for \(triggerCovariances.count) covariances
                    """)
            }
            onsetTriggerMoments = zip(triggerCovariances, triggerVariances).map { ($0, $1) }
            // Written only by runs whose task groups plant an odds ratio, so other shards read as before.
            editedTaskShares = try container.decodeIfPresent([Double?].self, forKey: .editedTaskShares) ?? []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(segment, forKey: .segment)
            try container.encode(arm, forKey: .arm)
            try container.encode(droppedOut, forKey: .droppedOut)
            try container.encode(events, forKey: .events)
            try container.encode(adherence, forKey: .adherence)
            try container.encode(taskCompletion, forKey: .taskCompletion)
            try container.encode(refillLateness, forKey: .refillLateness)
            try container.encode(missedDoseMoments.map(\.covariance), forKey: .missedDoseCovariances)
            try container.encode(missedDoseMoments.map(\.variance), forKey: .missedDoseVariances)
            try container.encode(dropoutHazard, forKey: .dropoutHazard)
            try container.encode(dropout, forKey: .dropout)
            try container.encode(moodMoments.covariance, forKey: .moodCovariance)
            try container.encode(moodMoments.variance, forKey: .moodVariance)
            try container.encode(effectSums, forKey: .effectSums)
            try container.encode(useProbabilities, forKey: .useProbabilities)
            try container.encode(missingnessMoments.covariance, forKey: .missingnessCovariance)
            try container.encode(missingnessMoments.variance, forKey: .missingnessVariance)
            try container.encode(symptomFactorMoments.map(\.covariance), forKey: .symptomFactorCovariances)
            try container.encode(symptomFactorMoments.map(\.variance), forKey: .symptomFactorVariances)
            if !partEffectMoments.isEmpty {
                try container.encode(partEffectMoments.map(\.covariance), forKey: .partEffectCovariances)
                try container.encode(partEffectMoments.map(\.variance), forKey: .partEffectVariances)
            }
            if !onsetTriggerMoments.isEmpty {
                try container.encode(onsetTriggerMoments.map(\.covariance), forKey: .onsetTriggerCovariances)
                try container.encode(onsetTriggerMoments.map(\.variance), forKey: .onsetTriggerVariances)
            }
            if editedTaskShares.contains(where: { $0 != nil }) {
                try container.encode(editedTaskShares, forKey: .editedTaskShares)
            }
        }
    }

    public struct Counts: Sendable {
        public var people = 0
        public var dropouts = 0
        public var events = 0
        /// The sum of the people's daily dropout hazards as drawn.
        var dropoutHazardSum = 0.0
        /// The people's expected dropout events and days at risk, summed.
        var dropout = DropoutExpectation()
        /// Per period of the study, the people's probabilities of using the app, summed
        /// over days.
        var useProbabilities: [Double] = []

        mutating func add(_ member: Member) {
            people += 1
            dropouts += member.droppedOut ? 1 : 0
            events += member.events
            dropoutHazardSum += member.dropoutHazard
            dropout = dropout + member.dropout
            PopulationTally.accumulate(member.useProbabilities, into: &useProbabilities)
        }

        /// Per period of a study of `days` days, the expected share of the people's days
        /// with use (``ActiveShare``).
        func activeShares(studyDays days: Int) -> [Double] {
            useProbabilities.enumerated().map { p, sum in
                sum / Double(people * ActiveShare.days(ofPeriod: p, studyDays: days).count)
            }
        }

        /// The mean daily dropout hazard the people drew (NaN for none).
        var meanDropoutHazard: Double { people > 0 ? dropoutHazardSum / Double(people) : .nan }

        /// The daily hazard a pooled estimate targets: expected events over expected days at
        /// risk (``DropoutExpectation``); NaN for none.
        var expectedDropoutRate: Double { dropout.daysAtRisk > 0 ? dropout.events / dropout.daysAtRisk : .nan }
    }

    public private(set) var segments: [String: Counts] = [:]
    public private(set) var arms: [String: Counts] = [:]
    public private(set) var total = Counts()
    /// Per medication and per task, the sum over people of their planted probability.
    private var adherenceSums: [Double] = []
    private var completionSums: [Double] = []
    private var latenessSums: [Double] = []
    /// Per missed-dose effect, the covariance and variance sums over people.
    private var missedDoseCovariances: [Double] = []
    private var missedDoseVariances: [Double] = []
    /// The within-person sums of the expected mood valence on the day's points.
    private var moodCovariance = 0.0, moodVariance = 0.0
    /// The within-person sums of the probability of use on yesterday's logged points.
    private var missingnessCovariance = 0.0, missingnessVariance = 0.0
    /// Per planted effect, the sums behind its implied slopes.
    private var effectSums: [EffectPairSums] = []
    /// Per planted symptom-factor effect, the within sums over people.
    private var symptomFactorCovariances: [Double] = []
    private var symptomFactorVariances: [Double] = []
    /// Per effect planted for one part of the day and part, the within sums over people.
    private var partEffectCovariances: [Double] = []
    private var partEffectVariances: [Double] = []
    /// Per planted onset trigger, the within sums over people.
    private var onsetTriggerCovariances: [Double] = []
    private var onsetTriggerVariances: [Double] = []
    /// Per task, the sum over people of their expected share done with the group's edits,
    /// and how many people had one (story 12).
    private var editedTaskShareSums: [(sum: Double, people: Int)] = []

    public init() {}

    /// Counts one person.
    public mutating func add(_ person: SimulatedPerson) {
        add(Member(person))
    }

    /// Counts one person from what the tally keeps of them.
    public mutating func add(_ member: Member) {
        segments[member.segment, default: Counts()].add(member)
        arms[member.arm, default: Counts()].add(member)
        total.add(member)
        Self.accumulate(member.adherence, into: &adherenceSums)
        Self.accumulate(member.taskCompletion, into: &completionSums)
        Self.accumulate(member.refillLateness, into: &latenessSums)
        Self.accumulate(member.missedDoseMoments.map(\.covariance), into: &missedDoseCovariances)
        Self.accumulate(member.missedDoseMoments.map(\.variance), into: &missedDoseVariances)
        moodCovariance += member.moodMoments.covariance
        moodVariance += member.moodMoments.variance
        missingnessCovariance += member.missingnessMoments.covariance
        missingnessVariance += member.missingnessMoments.variance
        if effectSums.count < member.effectSums.count {
            effectSums += [EffectPairSums](repeating: EffectPairSums(), count: member.effectSums.count - effectSums.count)
        }
        for (e, sums) in member.effectSums.enumerated() { effectSums[e] = effectSums[e] + sums }
        Self.accumulate(member.symptomFactorMoments.map(\.covariance), into: &symptomFactorCovariances)
        Self.accumulate(member.symptomFactorMoments.map(\.variance), into: &symptomFactorVariances)
        Self.accumulate(member.partEffectMoments.map(\.covariance), into: &partEffectCovariances)
        Self.accumulate(member.partEffectMoments.map(\.variance), into: &partEffectVariances)
        Self.accumulate(member.onsetTriggerMoments.map(\.covariance), into: &onsetTriggerCovariances)
        Self.accumulate(member.onsetTriggerMoments.map(\.variance), into: &onsetTriggerVariances)
        if editedTaskShareSums.count < member.editedTaskShares.count {
            editedTaskShareSums += Array(repeating: (0, 0), count: member.editedTaskShares.count - editedTaskShareSums.count)
        }
        for (t, share) in member.editedTaskShares.enumerated() {
            if let share { editedTaskShareSums[t] = (editedTaskShareSums[t].sum + share, editedTaskShareSums[t].people + 1) }
        }
    }

    /// The slope the `i`-th effect planted for one part of the day implies over the days its
    /// factor was taken in `part` (``PartEffectSlopes``); nil when it was never taken then.
    func partEffectSlope(_ i: Int, part: TimeOfDay) -> Double? {
        let k = i * TimeOfDay.allCases.count + TimeOfDay.allCases.firstIndex(of: part)!
        return k < partEffectVariances.count && partEffectVariances[k] > 0 ? partEffectCovariances[k] / partEffectVariances[k] : nil
    }

    /// Symptom-factor effect `e`'s implied change of the next entry's severity rank when the
    /// factor is present (``SymptomEntryDocumentation``); nil without pairs to compare.
    func symptomFactorSlope(_ e: Int) -> Double? {
        e < symptomFactorVariances.count && symptomFactorVariances[e] > 0
            ? symptomFactorCovariances[e] / symptomFactorVariances[e] : nil
    }

    /// Onset trigger `t`'s implied within-person slope of an onset in its window on the
    /// factor's value (``OnsetTriggerSimulation``); nil without entries of the factor.
    func onsetTriggerSlope(_ t: Int) -> Double? {
        t < onsetTriggerVariances.count && onsetTriggerVariances[t] > 0
            ? onsetTriggerCovariances[t] / onsetTriggerVariances[t] : nil
    }

    /// Effect `e`'s within-person slope on the score scale as the model implies it
    /// (``EffectSlopes``); nil when it never acted.
    func withinSlope(_ e: Int) -> Double? {
        e < effectSums.count ? effectSums[e].withinSlope : nil
    }

    /// Effect `e`'s person-mean coefficient as the model implies it (``EffectSlopes``);
    /// nil for an effect without a between part or person means that do not vary.
    func betweenSlope(_ e: Int) -> Double? {
        e < effectSums.count ? effectSums[e].between.slope : nil
    }

    /// The within-person slope of the mood valence on the day's symptom points that the
    /// planted mood weight implies (``MoodSlope``); nil without survey days to compare.
    var moodSlope: Double? { moodVariance > 0 ? moodCovariance / moodVariance : nil }

    /// The within-person slope of a day's use on the symptom points logged the day before
    /// that the missing-data mechanism implies (``MissingnessSlope``); nil without pairs.
    var missingnessSlope: Double? {
        missingnessVariance > 0 ? missingnessCovariance / missingnessVariance : nil
    }

    /// Missed-dose effect `e`'s implied score points per missed dose: the summed covariance
    /// over the summed variance; nil when no dose could be missed.
    func missedDoseSlope(_ e: Int) -> Double? {
        e < missedDoseVariances.count && missedDoseVariances[e] > 0 ? missedDoseCovariances[e] / missedDoseVariances[e] : nil
    }

    /// The mean planted adherence to medication `m` over the people counted (NaN for none).
    func meanAdherence(_ m: Int) -> Double {
        m < adherenceSums.count && total.people > 0 ? adherenceSums[m] / Double(total.people) : .nan
    }

    /// The mean planted days late of medication `m`'s fills over the people counted.
    func meanRefillLateness(_ m: Int) -> Double {
        m < latenessSums.count && total.people > 0 ? latenessSums[m] / Double(total.people) : .nan
    }

    /// The mean over the people counted of their expected share done of task `t` with its
    /// group's planted odds ratios (story 12); nil when the task's group plants none.
    func expectedTaskCompletionWithEdits(_ t: Int) -> Double? {
        t < editedTaskShareSums.count && editedTaskShareSums[t].people > 0
            ? editedTaskShareSums[t].sum / Double(editedTaskShareSums[t].people) : nil
    }

    /// The mean planted completion probability of task `t` over the people counted.
    func meanTaskCompletion(_ t: Int) -> Double {
        t < completionSums.count && total.people > 0 ? completionSums[t] / Double(total.people) : .nan
    }

    fileprivate static func accumulate(_ values: [Double], into sums: inout [Double]) {
        if sums.count < values.count { sums += [Double](repeating: 0, count: values.count - sums.count) }
        for (i, value) in values.enumerated() { sums[i] += value }
    }
}
