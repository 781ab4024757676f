import CareAnalytics
import CareModel
import CareReports
import CareStore

/// The results of scoring and reward rules for a population, as the tidy tables that
/// golden files hold.
public enum RuleOutcomeTables {
    /// `daily_scores.csv`: person_id, date, level, name, score_points for every person,
    /// day, category and symptom (seed 000, Req 8 and 9).
    public static let dailyScoresFile = "daily_scores.csv"
    /// Key columns of the daily scores.
    public static let dailyScoresKey = ["person_id", "date", "level", "name"]

    /// `monthly_points.csv`: person_id, month (YYYY-MM), points earned in that month from
    /// daily log-ins (seed 004, DR6.FR8.0; balances reset monthly).
    public static let monthlyPointsFile = "monthly_points.csv"
    /// Key columns of the monthly points.
    public static let monthlyPointsKey = ["person_id", "month"]

    /// The columns of ``dailyScoresFile``.
    public static let dailyScoresColumns = [
        TableColumn("person_id", .integer, "the simulated person"), TableColumn("date", .date, "the local day"),
        TableColumn("level", .text, "`category` or `symptom`"), TableColumn("name", .text, "its name"),
        TableColumn("score_points", .integer, "the daily score under the rule"),
    ]

    /// The columns of ``monthlyPointsFile``.
    public static let monthlyPointsColumns = [
        TableColumn("person_id", .integer, "the simulated person"), TableColumn("month", .text, "the month, YYYY-MM"),
        TableColumn("points", .integer, "points earned from daily log-ins that month"),
    ]

    /// Every person's daily scores under `rule`.
    public static func dailyScores(_ people: [PersonRecord], symptoms: [Symptom], period: StudyPeriod, rule: ScoringRule) -> CSVTable {
        var table = CSVTable(columns: dailyScoresColumns)
        for person in people {
            let scorer = DailyScorer(rule: rule, timeline: person.timeline)
            for score in scorer.scores(for: person.symptomEntries, tracking: symptoms, from: period.first, through: period.last) {
                table.append([String(person.personID), score.day.description, score.level.rawValue, score.name,
                              String(score.score)])
            }
        }
        return table
    }

    /// Every person's points per month of the period under `rule`: each log-in is a
    /// daily log-in event recorded in the person's ``RewardLedger``, which awards it at most
    /// once per local day; months without points are 0.
    public static func monthlyPoints(_ people: [PersonRecord], period: StudyPeriod, rule: RewardRule) -> CSVTable {
        var table = CSVTable(columns: monthlyPointsColumns)
        var months = [CalendarMonth(period.first)]
        while let last = months.last, last < CalendarMonth(period.last) { months.append(last.adding(months: 1)) }
        for person in people {
            var ledger = RewardLedger(timeline: person.timeline)
            for (index, event) in person.usageEvents.enumerated() where event.kind == .login {
                ledger.record(RewardEvent(id: "login-\(index)", activity: .dailyLogIn, instant: event.timestamp), rule: rule)
            }
            let totals = ledger.monthlyTotals
            for month in months {
                table.append([String(person.personID), month.description, String(totals[month] ?? 0)])
            }
        }
        return table
    }
}
