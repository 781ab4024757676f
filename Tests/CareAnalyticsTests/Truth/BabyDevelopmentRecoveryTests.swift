import CareModel
import CareReports
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 004 DR5.FR7.2 and DR5.PR5.2 (baby development week by week, by trimester): from
/// scenario to `analyze truth`.
@Suite struct BabyDevelopmentRecoveryTests {
    static let plain = """
        format: 1
        name: baby
        seed: 72
        people: 200
        days: 90
        start_date: 2026-03-02
        time_zones: [America/New_York]
        segments:
          - {name: everyone, share: 1, traits: {logging: 0.8, dropout_hazard: 0.003}}
        symptoms:
          - {name: cravings, baseline_mean: 0.2, baseline_sd: 0.5, daily_sd: 0.6}
        factors:
          - {name: sleep, unit: hours, mean: 7, between_sd: 0.8, within_sd: 1}
        pregnancy: {weeks_at_enrolment: {normal: [18, 8]}}
        """

    static let facts = """
        baby_development:
          view_chance: {first: 0.15, second: 0.3, third: 0.55}
        """

    /// The planted chance of each trimester lies in its interval (a fixed seed); every view
    /// is 1 to 30 minutes after a log-in, its trimester is its week's, and a person's weeks
    /// move on with the calendar (two views' weeks differ by their days apart over 7).
    @Test("Seed 004 DR5.FR7.2: the planted chances of opening the week's fact by trimester are recovered")
    func plantedChancesAreRecovered() throws {
        let run = try SimulatedDatabase(yaml: Self.plain + "\n" + Self.facts)
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        #expect(truth.babyDevelopment == GroundTruth.BabyDevelopmentTruth(first: 0.15, second: 0.3, third: 0.55))
        let declared = try AnalysisRegistry.truth(truth, on: run.database)
        #expect(declared.map(\.kind) == ["baby_development"])
        let rows = declared.flatMap(\.rows)
        #expect(rows.map(\.item) == ["first", "second", "third"])
        for row in rows {
            #expect(row.recovered == true, "\(row.item): planted \(row.planted), \(String(describing: row.interval))")
        }
        let report = try BabyDevelopmentAnalysis().run(on: run.database)
        let rates = Trimester.allCases.compactMap { report.row($0)?.viewsPerUseDay?.estimate }
        #expect(rates.count == 3 && rates[0] < rates[1] && rates[1] < rates[2], "\(rates)")
        #expect(report.peopleDated == report.peopleWithUse)
        var views = 0
        try run.database.forEachPerson { log in
            views += log.babyDevelopmentViews.count
            let logins = log.usageEvents.filter { $0.kind == .login }.map(\.timestamp)
            for view in log.babyDevelopmentViews {
                #expect(view.trimester == GestationalAge(weeks: view.week).trimester)
                #expect(logins.contains { (60...1800).contains(view.viewedAt.timeIntervalSince($0)) })
            }
            if let first = log.babyDevelopmentViews.first, let last = log.babyDevelopmentViews.last {
                let days = log.timeline.localDay(of: first.viewedAt).days(to: log.timeline.localDay(of: last.viewedAt))
                #expect((days / 7...(days + 6) / 7).contains(last.week - first.week), "\(first.week) to \(last.week) in \(days) days")
            }
        }
        #expect(views > 2000, "\(views)")
    }

    /// The facts come from a stream of their own: everything a person logs but the views is
    /// as it was without them.
    @Test("Seed 004 DR5.FR7.2: adding baby-development facts changes nothing else the scenario simulates")
    func addingFactsChangesNothingElse() throws {
        let small = Self.plain.replacingOccurrences(of: "people: 200", with: "people: 30")
        let with = try SimulatedDatabase(yaml: small + "\n" + Self.facts)
        let without = try SimulatedDatabase(yaml: small)
        defer { with.remove(); without.remove() }
        var a: [PersonRecord] = [], b: [PersonRecord] = [], views = 0
        try with.database.forEachPerson { record in
            var log = record
            views += log.babyDevelopmentViews.count
            log.babyDevelopmentViews = []
            a.append(log)
        }
        try without.database.forEachPerson { b.append($0) }
        #expect(views > 0)
        #expect(a == b)
        #expect(try GroundTruth.load(contentsOf: without.truthPath).babyDevelopment == nil)
        #expect(try BabyDevelopmentAnalysis().run(on: without.database).weeks.isEmpty)
    }

    /// Without views, a person is dated by the middle of their cohort's due month; views
    /// date them within the days their weeks leave.
    @Test("Seed 004 DR5.FR7.2: days in the app are dated by the weeks views show, else by the due month")
    func daysAreDated() {
        let reference = CalendarDay(year: 2026, month: 3, day: 2)
        // Week 20 viewed 10 days later: 140-146 days then, 130-136 on the reference day; week 21
        // 16 days later: 147-153 then, 131-137 now; both: 131-136, dated 133.
        let views = [(day: reference.adding(days: 10), week: 20), (day: reference.adding(days: 16), week: 21)]
        #expect(BabyDevelopmentAnalysis.offset(from: reference, views: views, cohort: nil) == 133)
        let due = CalendarDay(year: 2026, month: 7, day: 15)
        #expect(BabyDevelopmentAnalysis.offset(from: reference, views: [], cohort: "due 2026-07")
                == 280 - reference.days(to: due))
        #expect(BabyDevelopmentAnalysis.offset(from: reference, views: [], cohort: "due July") == nil)
        #expect(BabyDevelopmentAnalysis.offset(from: reference, views: [], cohort: nil) == nil)
    }
}
