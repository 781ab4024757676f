import CareModel
import CareStats

/// The helpful resources over a run (seed 002, entries 64-74): how often people view their
/// list, per day in the app and per person-week, and how often a view brings an entry added,
/// edited, deleted or moved. Counts and estimates only: the small-cell rule is the report's
/// to apply.
public struct HelpfulResourcesReport: Sendable {
    /// People in the run, those with a day in the app, and those who viewed the list.
    public var people: Int
    public var peopleWithUse: Int
    public var peopleViewing: Int
    /// Views, and the changes made: entries added, edited, deleted and moved.
    public var views: Int
    public var adds: Int
    public var edits: Int
    public var deletes: Int
    public var reorders: Int
    /// Entries added, by kind.
    public var addedByKind: [HelpfulResource.Kind: Int]
    /// Views per day with a log-in, over the people with one (the chance of viewing the list
    /// on a day in the app), interval clustered by person.
    public var viewsPerUseDay: RatioEstimate?
    /// Views per person-week with a log-in, interval clustered by person.
    public var viewsPerPersonWeek: RatioEstimate?
    /// Entries added per view, interval clustered by person.
    public var addsPerView: RatioEstimate?
    /// Entries edited and deleted per view of a list with one, intervals clustered by person.
    public var editsPerView: RatioEstimate?
    public var deletesPerView: RatioEstimate?
    /// Entries moved per view of a list with two or more, interval clustered by person.
    public var reordersPerView: RatioEstimate?

    /// Whether anyone viewed the list.
    public var isEmpty: Bool { views == 0 }
}
