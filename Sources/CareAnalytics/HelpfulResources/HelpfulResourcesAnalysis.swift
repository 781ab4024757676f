import CareModel
import CareStats
import CareStore
import Foundation

/// Computes a ``HelpfulResourcesReport`` in one pass over the people of a run: each person's
/// views of their helpful resources (seed 002, entries 64-74) against their days and ISO
/// weeks with a log-in (of their zone), and the changes after each view counted against the
/// views that allowed them (an edit or a delete needs an entry in the list as viewed, a move
/// two).
public struct HelpfulResourcesAnalysis: Sendable {
    /// Creates the analysis.
    public init() {}

    /// One person's views and changes.
    private struct Tally {
        var views = 0, withEntry = 0, withTwo = 0, adds = 0, edits = 0, deletes = 0, reorders = 0
    }

    /// Runs the analysis over `database`; a database without views gives an empty report.
    public func run(on database: CareDatabase) throws(AnalysisError) -> HelpfulResourcesReport {
        var report = HelpfulResourcesReport(people: 0, peopleWithUse: 0, peopleViewing: 0, views: 0, adds: 0, edits: 0,
                                            deletes: 0, reorders: 0, addedByKind: [:])
        var perDay: [(y: Double, x: Double)] = [], perWeek: [(y: Double, x: Double)] = []
        var tallies: [Tally] = []
        try database.people(reading: [.usage, .helpfulResource]) { log in
            report.people += 1
            let logins = log.usageEvents.filter { $0.kind == .login }.map(\.timestamp)
            guard !logins.isEmpty else { return }
            report.peopleWithUse += 1
            let timeline = log.timeline
            var calendar = Calendar(identifier: .iso8601)
            calendar.timeZone = log.timeZone
            let weeks = Set(logins.map { calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: $0) })
            let tally = Self.tally(log.helpfulResourceEvents, addedByKind: &report.addedByKind)
            perDay.append((Double(tally.views), Double(Set(logins.map { timeline.localDay(of: $0) }).count)))
            perWeek.append((Double(tally.views), Double(weeks.count)))
            guard tally.views > 0 else { return }
            report.peopleViewing += 1
            tallies.append(tally)
        }
        report.views = tallies.reduce(0) { $0 + $1.views }
        report.adds = tallies.reduce(0) { $0 + $1.adds }
        report.edits = tallies.reduce(0) { $0 + $1.edits }
        report.deletes = tallies.reduce(0) { $0 + $1.deletes }
        report.reorders = tallies.reduce(0) { $0 + $1.reorders }
        guard report.views > 0 else { return report }
        func ratio(_ y: (Tally) -> Int, _ x: (Tally) -> Int) -> RatioEstimate? {
            try? RatioEstimate(tallies.filter { x($0) > 0 }.map { (Double(y($0)), Double(x($0))) })
        }
        report.viewsPerUseDay = try? RatioEstimate(perDay)
        report.viewsPerPersonWeek = try? RatioEstimate(perWeek)
        report.addsPerView = ratio(\.adds, \.views)
        report.editsPerView = ratio(\.edits, \.withEntry)
        report.deletesPerView = ratio(\.deletes, \.withEntry)
        report.reordersPerView = ratio(\.reorders, \.withTwo)
        return report
    }

    /// One person's events counted: each change belongs to the view before it.
    private static func tally(_ events: [HelpfulResourceEvent], addedByKind: inout [HelpfulResource.Kind: Int]) -> Tally {
        var tally = Tally()
        for event in events {
            switch event.action {
            case .view(let entries):
                tally.views += 1
                tally.withEntry += entries >= 1 ? 1 : 0
                tally.withTwo += entries >= 2 ? 1 : 0
            case .change(.add(let kind, _)):
                tally.adds += 1
                addedByKind[kind, default: 0] += 1
            case .change(.edit): tally.edits += 1
            case .change(.delete): tally.deletes += 1
            case .change(.reorder): tally.reorders += 1
            }
        }
        return tally
    }
}
