import CareModel
import CareStats
import CareStore

/// Computes a ``VideoReport`` in one pass over the people of a run: each person's viewings
/// against their days with a log-in (a local day of their zone with a `login` usage event),
/// and each viewing watched to the end or not and the share of its video watched, with the
/// videos' titles and lengths from the run's catalogue.
public struct VideoAnalysis: Sendable {
    /// Creates the analysis.
    public init() {}

    /// Runs the analysis over `database`; a database without viewings gives a report of no
    /// rows.
    public func run(on database: CareDatabase) throws(AnalysisError) -> VideoReport {
        // The video rows alone first: a run without any is not read again for its log-ins.
        var people = 0, anyView = false
        try database.people(reading: [.video]) { log in
            people += 1
            anyView = anyView || !log.videoViews.isEmpty
        }
        guard anyView else { return VideoReport(people: people, peopleWithUse: 0, viewsPerUseDay: nil, rows: []) }
        let catalogue: [String: Video]
        do { catalogue = Dictionary(try database.videoCatalogue().map { ($0.id, $0) }) { first, _ in first } } catch {
            throw .store(error)
        }
        people = 0
        var withUse = 0
        var pairs: [(y: Double, x: Double)] = []
        var completed: [String: [Double]] = [:], viewers: [String: [Int]] = [:]
        var watched: [String: (shares: [Double], people: [Int])] = [:]
        try database.people(reading: [.usage, .video]) { log in
            people += 1
            let timeline = log.timeline
            let useDays = Set(log.usageEvents.filter { $0.kind == .login }.map { timeline.localDay(of: $0.timestamp) })
            guard !useDays.isEmpty else { return }
            withUse += 1
            pairs.append((Double(log.videoViews.count), Double(useDays.count)))
            for view in log.videoViews {
                let length = catalogue[view.video]?.lengthSeconds
                for key in ["", view.video] {
                    completed[key, default: []].append(view.completed ? 1 : 0)
                    viewers[key, default: []].append(log.personID)
                    if let length {
                        watched[key, default: ([], [])].shares.append(min(1, Double(view.secondsWatched) / Double(length)))
                        watched[key]!.people.append(log.personID)
                    }
                }
            }
        }
        let rows = completed.keys.sorted().map { key in
            let values = completed[key]!, persons = viewers[key]!
            return VideoReport.Row(video: key, title: catalogue[key]?.title, people: Set(persons).count, views: values.count,
                                   completed: values.count { $0 == 1 },
                                   completedByPerson: GroupMean.mean(values, people: persons),
                                   shareWatched: watched[key].flatMap { GroupMean.mean($0.shares, people: $0.people) })
        }
        return VideoReport(people: people, peopleWithUse: withUse,
                           viewsPerUseDay: rows.isEmpty ? nil : try? RatioEstimate(pairs), rows: rows)
    }
}
