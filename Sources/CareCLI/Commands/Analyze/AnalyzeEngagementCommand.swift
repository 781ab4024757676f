import ArgumentParser
import CareAnalytics
import CareModel
import CareReports
import CareStats

/// `carelab analyze engagement`: active users, retention, dropout and section use.
struct AnalyzeEngagementCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "engagement",
        abstract: "Active users, retention, time to dropout and the sections used most (seed 004 DR8).",
        discussion: """
            EXAMPLE:
              carelab analyze engagement --db /tmp/run/carelab.sqlite -o engagement.csv
              carelab analyze engagement --db /tmp/run/carelab.sqlite --inactive-days 14

            A day of use is a day with anything the person did (an entry, a dose, a task,
            a mood, an app event other than a reminder the app sent). One long table:
            measure,item,group,period,value,ci_lower,ci_upper,people,suppressed.
            Measures:
            dau, wau, mau (distinct people active that day, in the 7 and 30 days ending
            that day) and stickiness (dau/mau) per date; retention (share active exactly
            N days after their first day, Wilson 95 % interval) per group and day N;
            cohort_retention (share of an enrolment-week cohort active in week k after
            it); dropout_survival (Kaplan-Meier probability of not having gone, gone
            meaning --inactive-days days without use, per group and day, exponential
            Greenwood interval), dropout_median_days, dropout_logrank_chi_squared and
            dropout_logrank_p between arms, dropout_hazard_ratio (item the arm, group vs
            the reference arm: control when there is one; a Cox proportional-hazards
            model with Efron ties, 95 % interval) and dropout_hazard_ratio_p;
            section_events per usage kind, most used first; logins_per_week (per
            person over follow-up) and modules_per_person as mean, median, q1 and q3;
            survey_response_rate (mood surveys per day of use). The stored data have
            no learning-module scores, so modules are counted.
            """
    )

    @OptionGroup var options: AnalyzeOptions

    @Option(help: "Days without use after which a person counts as gone.")
    var inactiveDays = 30

    @Option(parsing: .upToNextOption, help: "The days N of day-N retention.")
    var retentionDays: [Int] = [1, 7, 14, 30]

    func validate() throws {
        guard inactiveDays >= 1 else { throw ValidationError("--inactive-days must be at least 1, got \(inactiveDays)") }
        guard retentionDays.allSatisfy({ $0 >= 1 }) else { throw ValidationError("--retention-days must all be at least 1") }
    }

    func run() throws {
        let report = try options.reading { database in try EngagementAnalysis(inactiveDays: inactiveDays, retentionDays: retentionDays).run(on: database) }
        var table = LongTable(smallCells: options.smallCells)
        for day in report.activeUsers {
            let date = day.day.description
            table.add("dau", period: date, count: day.daily, people: day.daily)
            table.add("wau", period: date, count: day.weekly, people: day.weekly)
            table.add("mau", period: date, count: day.monthly, people: day.monthly)
            table.add("stickiness", period: date, day.stickiness, people: day.monthly)
        }
        for row in report.retention {
            table.add("retention", group: row.group, period: "day \(row.day)", proportion: row.share, people: row.eligible)
        }
        for cohort in report.cohorts {
            for (week, active) in cohort.active.enumerated() {
                table.add("cohort_retention", group: "enrolled week of \(cohort.enrolmentWeek)", period: "week \(week)",
                          Double(active) / Double(cohort.size), people: cohort.size)
            }
        }
        for (group, curve) in report.dropout {
            for step in curve.steps {
                table.add("dropout_survival", group: group, period: "day \(Int(step.time))", step.survival, step.interval,
                          people: step.atRisk)
            }
            table.add("dropout_median_days", group: group, curve.medianSurvivalTime, people: curve.steps.first?.atRisk ?? 0)
        }
        if let test = report.dropoutByArm {
            switch test {
            case .success(let result):
                let n = result.groups.map(\.observations).min() ?? 0
                table.add("dropout_logrank_chi_squared", group: "arms", period: "df \(result.degreesOfFreedom)",
                          result.chiSquared, people: n)
                table.add("dropout_logrank_p", group: "arms", result.pValue, people: n)
            case .failure(let error):
                Console.message("log-rank test between arms: \(error.description)")
            }
        }
        if let hazards = report.dropoutHazards {
            switch hazards.model {
            case .success(let model):
                for term in model.terms {
                    let people = min(hazards.people[term.name] ?? 0, hazards.people[hazards.reference] ?? 0)
                    table.add("dropout_hazard_ratio", item: term.name, group: "vs \(hazards.reference)", term.hazardRatio,
                              term.hazardRatioInterval, people: people)
                    table.add("dropout_hazard_ratio_p", item: term.name, group: "vs \(hazards.reference)", term.pValue,
                              people: people)
                }
            case .failure(let error):
                Console.message("Cox model of dropout by arm: \(error.description)")
            }
        }
        for section in report.sections {
            table.add("section_events", item: section.section, count: section.events, people: section.people)
        }
        table.add("logins_per_week", summary: report.loginsPerWeek)
        table.add("modules_per_person", item: "learning_module", summary: report.modulesPerPerson)
        table.add("survey_responses", item: "mood_survey", count: report.surveyResponses, people: report.peopleWhoUsedTheApp)
        table.add("survey_response_rate", item: "mood_survey", period: "per day of use",
                  proportion: report.surveyResponseRate, people: report.peopleWhoUsedTheApp)
        try options.write(table.table)
        Console.message("\(English.count(report.people, "person", "people")), \(report.peopleWhoUsedTheApp) used the app; gone after \(English.count(report.inactiveDays, "day")) without use")
    }
}
