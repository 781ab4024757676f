import CareModel

extension ScenarioReader {
    /// A `time_of_day` of a symptom (its onsets, seed 000 Req 3) or a factor (when it is
    /// taken, Req 11): one part of the day (`evening`), or a mapping of parts to shares
    /// that add up to 1 (`{morning: 0.7, evening: 0.3}`).
    static func partsOfDay(_ value: YAMLValue) throws(ScenarioError) -> PartOfDayShares {
        guard value.isMapping else { return .only(try value.choice(TimeOfDay.self)) }
        var shares: [TimeOfDay: Double] = [:]
        // A part named twice is a YAML error already (duplicate key).
        for (_, keyValue, share) in try value.pairs() {
            shares[TimeOfDay(rawValue: try keyValue.name(among: TimeOfDay.allCases.map(\.rawValue)))!] = try share.probability()
        }
        guard let parts = PartOfDayShares(shares) else {
            // Rounded to 9 places, so that 0.5 + 0.4 says 0.1 is missing, not 0.09999999999999998.
            let total = (shares.values.reduce(0, +) * 1e9).rounded() / 1e9
            let gap = (abs(1 - total) * 1e9).rounded() / 1e9
            let advice = total < 1 ? "give the remaining \(gap.formatted) to a part" : "take \(gap.formatted) from a part"
            throw value.error(.outOfRange(key: "\(value.path) shares", value: total.formatted,
                                          expected: "shares that add up to 1 (\(advice))"))
        }
        return parts
    }

    /// An effect's `time_of_day`: a part of the day in which the scenario lets its factor
    /// be taken.
    static func effectPartOfDay(_ value: YAMLValue, factor: FactorModel) throws(ScenarioError) -> TimeOfDay {
        let part = try value.choice(TimeOfDay.self)
        guard factor.partsOfDay[part] > 0 else {
            let parts = factor.partsOfDay.parts.map(\.rawValue)
            throw value.error(.outOfRange(key: value.path, value: part.rawValue, expected: """
                a part of the day '\(factor.name)' is taken in (\(parts.joined(separator: ", ")); \
                give it a share in the factor's time_of_day)
                """))
        }
        return part
    }
}
