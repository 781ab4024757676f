import Foundation

/// A recurrence rule together with its history of edits, so that editing a schedule
/// mid-way changes future occurrences and keeps past ones (seed 003, story 4: "the changes
/// are applied"; seed 000 Req 15).
///
/// Each version of the rule applies from the instant it was made until the next edit;
/// the first applies from the beginning of time.
public struct Schedule: Hashable, Codable, Sendable {
    /// One version of the rule and the instant from which it applies.
    public struct Version: Hashable, Codable, Sendable {
        /// The rule in force.
        public var rule: RecurrenceRule
        /// When the rule took effect; nil for the original rule.
        public var effectiveFrom: Date?
    }

    /// The versions in the order they took effect.
    public private(set) var versions: [Version]

    /// A schedule that has never been edited.
    public init(_ rule: RecurrenceRule) {
        versions = [Version(rule: rule, effectiveFrom: nil)]
    }

    /// The rule in force after the last edit.
    public var rule: RecurrenceRule { versions[versions.count - 1].rule }

    /// Replaces the rule from `instant` on: occurrences before `instant` keep coming from
    /// the earlier rule, occurrences from `instant` on come from `rule`. An edit
    /// supersedes any version that would have taken effect at or after `instant`.
    public mutating func edit(to rule: RecurrenceRule, from instant: Date) {
        versions.removeAll { version in version.effectiveFrom.map { $0 >= instant } ?? false }
        versions.append(Version(rule: rule, effectiveFrom: instant))
    }

    /// The instants in `[lower, upper)`, ascending, each from the version in force at that
    /// instant (see ``RecurrenceRule/occurrences(from:to:in:)``).
    public func occurrences(from lower: Date, to upper: Date, in timeZone: TimeZone) -> [Date] {
        versions.indices.flatMap { index -> [Date] in
            let from = max(lower, versions[index].effectiveFrom ?? lower)
            let nextEdit = index + 1 < versions.count ? versions[index + 1].effectiveFrom : nil
            let to = min(upper, nextEdit ?? upper)
            return versions[index].rule.occurrences(from: from, to: to, in: timeZone)
        }
    }

    /// The instants in `[lower, upper)` for a person with `timeline`, ascending: each
    /// span's occurrences in its zone, a clock time met again after a change of zone only
    /// the first time (``ZoneTimeline/occurrences(from:to:_:)``).
    public func occurrences(from lower: Date, to upper: Date, timeline: ZoneTimeline) -> [Date] {
        timeline.occurrences(from: lower, to: upper) { occurrences(from: $0, to: $1, in: $2) }
    }
}
