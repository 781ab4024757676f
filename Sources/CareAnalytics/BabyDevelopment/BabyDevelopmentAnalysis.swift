import CareModel
import CareStats
import CareStore

/// Computes a ``BabyDevelopmentReport`` in one pass over the people of a run: each person's
/// views of the week's baby-development fact against their days with a log-in (a local day
/// of their zone with a `login` usage event), by trimester.
///
/// The store keeps no due date, so each person's pregnancy is dated from their views: a view
/// of week `w` on a day puts that day's gestational age between `7w` and `7w + 6` days, and
/// every view narrows it; the middle of what is left dates every day in the app. A person
/// without a view is dated from their cohort (`due YYYY-MM`) as due mid-month, so that
/// their days in the app still count; a person with neither is left out.
public struct BabyDevelopmentAnalysis: Sendable {
    /// Creates the analysis.
    public init() {}

    /// Runs the analysis over `database`; a database without views gives a report of no rows.
    public func run(on database: CareDatabase) throws(AnalysisError) -> BabyDevelopmentReport {
        // The views alone first: a run without any is not read again for its log-ins.
        var people = 0, anyView = false
        try database.people(reading: [.babyDevelopment]) { log in
            people += 1
            anyView = anyView || !log.babyDevelopmentViews.isEmpty
        }
        var report = BabyDevelopmentReport(people: people, peopleWithUse: 0, peopleDated: 0, viewers: 0, trimesters: [], weeks: [])
        guard anyView else { return report }
        report.people = 0
        var pairs: [Trimester: [(y: Double, x: Double)]] = [:]
        var weekViews: [Int: (views: Int, people: Set<Int>)] = [:]
        try database.people(reading: [.usage, .babyDevelopment]) { log in
            report.people += 1
            let timeline = log.timeline
            if !log.babyDevelopmentViews.isEmpty { report.viewers += 1 }
            for view in log.babyDevelopmentViews {
                weekViews[view.week, default: (0, [])].views += 1
                weekViews[view.week, default: (0, [])].people.insert(log.personID)
            }
            let useDays = Set(log.usageEvents.filter { $0.kind == .login }.map { timeline.localDay(of: $0.timestamp) })
            guard let reference = useDays.min() else { return }
            report.peopleWithUse += 1
            let viewDays = log.babyDevelopmentViews.map { (day: timeline.localDay(of: $0.viewedAt), week: $0.week) }
            guard let offset = Self.offset(from: reference, views: viewDays, cohort: log.cohort) else { return }
            report.peopleDated += 1
            var days: [Trimester: Int] = [:], views: [Trimester: Int] = [:]
            for day in useDays {
                guard let trimester = GestationalAge(days: offset + reference.days(to: day)).trimester else { continue }
                days[trimester, default: 0] += 1
            }
            for view in log.babyDevelopmentViews { views[view.trimester, default: 0] += 1 }
            for (trimester, count) in days {
                pairs[trimester, default: []].append((Double(views[trimester] ?? 0), Double(count)))
            }
        }
        report.trimesters = Trimester.allCases.compactMap { trimester in
            guard let rows = pairs[trimester], !rows.isEmpty else { return nil }
            return BabyDevelopmentReport.TrimesterRow(
                trimester: trimester, people: rows.count, useDays: Int(rows.reduce(0) { $0 + $1.x }),
                views: Int(rows.reduce(0) { $0 + $1.y }), viewsPerUseDay: try? RatioEstimate(rows))
        }
        report.weeks = weekViews.keys.sorted().compactMap { week in
            guard let entry = weekViews[week], let trimester = GestationalAge(weeks: week).trimester else { return nil }
            return BabyDevelopmentReport.WeekRow(week: week, trimester: trimester, views: entry.views, people: entry.people.count)
        }
        return report
    }

    /// The gestational age in days on `reference`, from the views' days and weeks, else from
    /// the cohort's due month; nil when neither dates the pregnancy.
    static func offset(from reference: CalendarDay, views: [(day: CalendarDay, week: Int)], cohort: String?) -> Int? {
        if !views.isEmpty {
            // Each view bounds the age on the reference day; views that disagree (an import)
            // leave the bounds crossed, and their middle is still an age between them.
            let lower = views.map { $0.week * 7 - reference.days(to: $0.day) }.max()!
            let upper = views.map { $0.week * 7 + 6 - reference.days(to: $0.day) }.min()!
            return (lower + upper) / 2
        }
        guard let month = cohort.flatMap(Cohort.init(description:))?.dueMonth else { return nil }
        let due = CalendarDay(year: month.year, month: month.month, day: 15)
        return Pregnancy(dueDate: due).gestationalAge(on: reference).totalDays
    }
}
