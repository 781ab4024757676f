import CareModel
import Foundation

extension ScenarioReader {
    /// `time_zones`: a list (people take them in turn) or a mapping of zone to weight (each
    /// person's zone is a categorical draw).
    static func timeZones(_ value: YAMLValue) throws(ScenarioError) -> ([TimeZone], [Double]?) {
        if value.isMapping {
            let entries = try value.freeMapping().entries
            guard !entries.isEmpty else {
                throw value.error(.outOfRange(key: "time_zones", value: "empty", expected: "at least one time zone"))
            }
            var zones: [TimeZone] = [], weights: [Double] = []
            for (name, weight) in entries {
                zones.append(try YAMLValue(node: weight.node, path: "time_zones").timeZoneNamed(name))
                weights.append(try weight.number(in: 0...1_000_000))
            }
            guard weights.reduce(0, +) > 0 else {
                throw value.error(.outOfRange(key: "time_zones", value: "0", expected: "weights with a positive total"))
            }
            return (zones, weights)
        }
        let items = try value.list()
        guard !items.isEmpty else {
            throw value.error(.outOfRange(key: "time_zones", value: "empty", expected: "at least one time zone"))
        }
        return (try items.map { (item) throws(ScenarioError) in try item.timeZone() }, nil)
    }

    static func segments(_ value: YAMLValue) throws(ScenarioError) -> [Segment] {
        let segments = try uniqueByName(try value.list(), read: segment) { $0.name }
        guard !segments.isEmpty else {
            throw value.error(.outOfRange(key: value.path, value: "empty", expected: "at least one segment"))
        }
        try checkShares(segments.map(\.share), of: value)
        return segments
    }

    private static func segment(_ value: YAMLValue) throws(ScenarioError) -> Segment {
        let fields = try value.mapping(allowedKeys: ["name", "share", "traits"])
        return Segment(
            name: try fields.required("name").string(),
            share: try fields.required("share").probability(),
            traits: try fields.optional("traits").map(traits) ?? TraitModels()
        )
    }

    private static func traits(_ value: YAMLValue) throws(ScenarioError) -> TraitModels {
        let fields = try value.mapping(allowedKeys: [
            "logging", "engagement_half_life_days", "engagement_floor", "dropout_hazard",
            "reminder_response", "snooze", "reward_sensitivity",
        ])
        let defaults = TraitModels()
        func probability(_ key: String, _ fallback: Distribution) throws(ScenarioError) -> Distribution {
            try fields.optional(key).map { (value) throws(ScenarioError) in try value.distribution(.probability) } ?? fallback
        }
        func positive(_ key: String, _ fallback: Distribution) throws(ScenarioError) -> Distribution {
            try fields.optional(key).map { (value) throws(ScenarioError) in try value.distribution(.nonNegative) } ?? fallback
        }
        return TraitModels(
            logging: try probability("logging", defaults.logging),
            engagementHalfLifeDays: try positive("engagement_half_life_days", defaults.engagementHalfLifeDays),
            engagementFloor: try probability("engagement_floor", defaults.engagementFloor),
            dropoutHazard: try probability("dropout_hazard", defaults.dropoutHazard),
            reminderResponse: try probability("reminder_response", defaults.reminderResponse),
            snooze: try probability("snooze", defaults.snooze),
            rewardSensitivity: try positive("reward_sensitivity", defaults.rewardSensitivity)
        )
    }
}

extension YAMLValue {
    /// What values a trait may take, which limits the distributions it may use.
    enum TraitDomain {
        /// 0-1: a number in range, or a beta distribution.
        case probability
        /// ≥ 0: a number, or a log-normal, gamma, Poisson or (truncated) normal distribution.
        case nonNegative
    }

    /// A trait distribution: a number, or a one-key mapping such as `{beta: [8, 2]}`.
    func distribution(_ domain: TraitDomain) throws(ScenarioError) -> Distribution {
        guard isMapping else {
            switch domain {
            case .probability: return .constant(try probability())
            case .nonNegative: return .constant(try number(in: 0...1e12, expected: "a number of at least 0"))
            }
        }
        let allowed = domain == .probability ? ["beta"] : ["normal", "lognormal", "gamma", "poisson"]
        let entries = try mapping(allowedKeys: allowed).entries
        guard entries.count == 1, let (name, parameters) = entries.first else {
            throw error(.wrongType(key: path, expected: "one distribution (\(allowed.joined(separator: ", ")))",
                                   found: "\(entries.count) keys"))
        }
        if name == "poisson" { return .poisson(mean: try parameters.number(in: 0...1e9)) }
        let pair = try parameters.list()
        guard pair.count == 2 else {
            throw parameters.error(.wrongType(key: parameters.path, expected: "two parameters, e.g. [8, 2]",
                                              found: "\(pair.count)"))
        }
        switch name {
        case "beta":
            return .beta(a: try pair[0].number(in: 1e-9...1e9, expected: "a shape above 0"),
                         b: try pair[1].number(in: 1e-9...1e9, expected: "a shape above 0"))
        case "gamma":
            return .gamma(shape: try pair[0].number(in: 1e-9...1e9, expected: "a shape above 0"),
                          scale: try pair[1].number(in: 1e-12...1e12, expected: "a scale above 0"))
        case "lognormal":
            return .lognormal(mu: try pair[0].number(in: -100...100), sigma: try pair[1].number(in: 0...100))
        default:
            return .normal(mean: try pair[0].number(in: -1e12...1e12), sd: try pair[1].number(in: 0...1e12))
        }
    }

    /// A time zone named by a mapping key, reported at this node when unknown.
    func timeZoneNamed(_ name: String) throws(ScenarioError) -> TimeZone {
        guard let zone = TimeZone(identifier: name) else {
            throw error(.unknownName(key: path, name: name,
                                     suggestion: Suggestion.closest(to: name, among: TimeZone.knownTimeZoneIdentifiers)))
        }
        return zone
    }
}
