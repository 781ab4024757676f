import CareModel
import CareStats

/// A symptom's onsets in one part of the day (seed 000, Req 3): how many, their share of
/// the symptom's onsets in the population with its interval, and how the people's own
/// spreads look.
public struct OnsetShare: Hashable, Sendable {
    /// The symptom, or ``TimeOfDayAnalysis/allSymptoms`` for every onset pooled.
    public var symptom: String
    /// The part of the day.
    public var part: TimeOfDay
    /// Onsets in the part.
    public var onsets: Int
    /// Onsets of the symptom in any part.
    public var totalOnsets: Int
    /// People with an onset of the symptom.
    public var people: Int
    /// Of them, people with an onset in the part: the count the small-cell rule applies to.
    public var peopleInPart: Int
    /// The share of the symptom's onsets in the part, with a person-clustered interval (a
    /// ratio of the people's onsets in the part to their onsets, ``CareStats/RatioEstimate``);
    /// nil with fewer than two people.
    public var share: RatioEstimate?
    /// People with at least ``TimeOfDayAnalysis/minimumPersonOnsets`` onsets of the symptom, whose
    /// own spreads are summarised.
    public var peopleSummarised: Int
    /// The distribution over those people of their own share in the part (median,
    /// quartiles); nil without them.
    public var personShares: DistributionSummary?
    /// Of those people, how many have the most onsets in this part (ties count in each).
    public var peopleMostOften: Int
}

/// Counts each person's symptom onsets by part of the day and turns them into
/// ``OnsetShare`` rows.
struct OnsetParts {

    /// Per symptom, each person's onsets per part (in `TimeOfDay.allCases` order).
    private var counts: [String: [[Int]]] = [:]

    /// Adds one person's symptom entries; an entry without a part of the day is left out.
    mutating func add(_ entries: [SymptomEntry]) {
        var person: [String: [Int]] = [:]
        for entry in entries {
            guard let part = entry.timeOfDay, let p = TimeOfDay.allCases.firstIndex(of: part) else { continue }
            for name in [entry.symptom.name, TimeOfDayAnalysis.allSymptoms] {
                person[name, default: [Int](repeating: 0, count: TimeOfDay.allCases.count)][p] += 1
            }
        }
        for (name, parts) in person { counts[name, default: []].append(parts) }
    }

    /// The rows: symptoms by name, the pooled row last, parts in clock order from the morning.
    func shares(level: Double) -> [OnsetShare] {
        let names = counts.keys.filter { $0 != TimeOfDayAnalysis.allSymptoms }.sorted() + (counts[TimeOfDayAnalysis.allSymptoms] == nil ? [] : [TimeOfDayAnalysis.allSymptoms])
        return names.flatMap { name in
            let people = counts[name]!
            let summarised = people.filter { $0.reduce(0, +) >= TimeOfDayAnalysis.minimumPersonOnsets }
            return TimeOfDay.allCases.enumerated().map { p, part in
                let pairs = people.map { (y: Double($0[p]), x: Double($0.reduce(0, +))) }
                let personShares = summarised.map { Double($0[p]) / Double($0.reduce(0, +)) }
                return OnsetShare(
                    symptom: name, part: part, onsets: people.reduce(0) { $0 + $1[p] },
                    totalOnsets: people.reduce(0) { $0 + $1.reduce(0, +) }, people: people.count,
                    peopleInPart: people.filter { $0[p] > 0 }.count,
                    share: try? RatioEstimate(pairs, level: level), peopleSummarised: summarised.count,
                    personShares: try? DistributionSummary(personShares),
                    peopleMostOften: summarised.filter { $0[p] == $0.max()! }.count)
            }
        }
    }
}
