import CareModel

extension Scenario {
    /// Whether the scenario sets when things happen in the day (seed 000, Req 3 and 11): a
    /// symptom's onset shares, a factor taken in more than one part of the day, or an effect
    /// for one part of the day. Reports show their time-of-day section only then (or for
    /// imported data), so the runs of other scenarios stay as they were.
    public var modelsTimeOfDay: Bool {
        symptoms.contains { $0.onset != nil } || factors.contains { $0.partsOfDay.onlyPart == nil }
            || effects.contains { $0.timeOfDay != nil }
    }
}
