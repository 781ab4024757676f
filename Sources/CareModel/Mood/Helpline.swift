/// A phone line or service shown to a user who reports a negative mood (seed 004,
/// DR5.FR7.1 and DR5.FR7.3).
public struct Helpline: Hashable, Codable, Sendable {
    /// The service's name.
    public var name: String
    /// How to reach it, as shown to the user.
    public var contact: String
    /// The area it serves, e.g. "AZ"; nil for a national service.
    public var region: String?

    /// Creates a helpline.
    public init(name: String, contact: String, region: String? = nil) {
        self.name = name
        self.contact = contact
        self.region = region
    }
}

/// The helplines an app offers, chosen by the user's location (seed 004, DR1.FR1.1: "If
/// location is provided, users will be given resources (i.e. hotlines) that are based on
/// their area. If location is not provided, users will be given national resources").
public struct HelplineDirectory: Hashable, Codable, Sendable {
    /// Every helpline, local and national.
    public var helplines: [Helpline]

    /// Creates a directory.
    public init(helplines: [Helpline]) {
        self.helplines = helplines
    }

    /// The helplines for a user in `region`: that area's own lines first, then the national
    /// ones (which serve every area); only the national ones when no region is given.
    public func helplines(for region: String?) -> [Helpline] {
        let national = helplines.filter { $0.region == nil }
        guard let region else { return national }
        return helplines.filter { $0.region?.caseInsensitiveCompare(region) == .orderedSame } + national
    }

    /// United States national lines, the seed app's country: the SAMHSA National Helpline
    /// (treatment referral for substance use, 1-800-662-4357), the 988 Suicide & Crisis
    /// Lifeline (call or text 988) and the National Maternal Mental Health Hotline
    /// (1-833-852-6262).
    public static let unitedStates = HelplineDirectory(helplines: [
        Helpline(name: "SAMHSA National Helpline", contact: "1-800-662-4357"),
        Helpline(name: "988 Suicide & Crisis Lifeline", contact: "call or text 988"),
        Helpline(name: "National Maternal Mental Health Hotline", contact: "1-833-852-6262"),
    ])
}
