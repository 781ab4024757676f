import CareModel
import CareReports
import CareScenario
import Foundation

/// The expected outputs of conformance vectors: each family's rows for every person,
/// computed with CareLab's own rules (the reference implementation), each row labelled with
/// its `case`.
public enum ExpectedOutputs {
    /// The table of `family` for `people` under `rules`, in person order.
    public static func table(_ family: OutputFamily, people: [ConformancePerson], rules: ConformanceRules) -> CSVTable {
        var table = CSVTable(columns: family.columns)
        let version = String(rules.version(of: family))
        for person in people {
            let rows: [(ConformanceEdge, [String])] = switch family {
            case .dailyScores: dailyScores(person, rules)
            case .scheduleOccurrences: occurrences(person, rules)
            case .doseAdherence: doses(person, rules)
            case .periodAdherence: weeks(person, rules)
            case .monthlyPoints: monthlyPoints(person, rules)
            case .missedTasks: missedTasks(person, rules)
            }
            for (edge, fields) in rows { table.append([version, family.label(edge), String(person.record.personID)] + fields) }
        }
        return table
    }

    /// Seed 000, Req 8-9: every tracked category and symptom (and any other symptom logged)
    /// on every day.
    private static func dailyScores(_ person: ConformancePerson, _ rules: ConformanceRules) -> [(ConformanceEdge, [String])] {
        let scorer = DailyScorer(rule: rules.scoring, timeline: person.record.timeline)
        return scorer.scores(for: person.record.symptomEntries, tracking: ConformanceSetup.symptoms,
                             from: person.first, through: person.last).map { score in
            (person.edge(on: score.day, family: .dailyScores),
             [score.day.description, score.level.rawValue, score.name, String(score.score)])
        }
    }

    /// Every schedule's occurrences on every day, on the person's timeline (RFC 5545 in
    /// each zone; ``ZoneTimeline/occurrences(from:to:_:)``).
    private static func occurrences(_ person: ConformancePerson, _ rules: ConformanceRules) -> [(ConformanceEdge, [String])] {
        let timeline = person.record.timeline
        var rows: [(ConformanceEdge, [String])] = []
        for entry in rules.schedules.entries {
            let byDay = Dictionary(grouping: entry.rule.occurrences(from: person.instants.lowerBound,
                                                                    to: person.instants.upperBound, timeline: timeline)) {
                timeline.localDay(of: $0)
            }
            for day in person.days {
                let instants = byDay[day] ?? []
                let times = instants.map { timeline.localTime(of: $0).clockTime.description }
                rows.append((person.edge(on: day, family: .scheduleOccurrences, monthDay31: entry.rule.monthDays.contains(31)),
                             [entry.name, day.description, String(instants.count), times.joined(separator: " "),
                              instants.map(utc).joined(separator: " ")]))
            }
        }
        return rows
    }

    /// Every scheduled dose of every medication, taken or not, on time or not.
    private static func doses(_ person: ConformancePerson, _ rules: ConformanceRules) -> [(ConformanceEdge, [String])] {
        let timeline = person.record.timeline
        return rules.schedules(.medication).flatMap { entry in
            let (scheduled, taken) = doseInstants(person, entry)
            return ScheduledDoseOutcome.outcomes(scheduled: scheduled, taken: taken, rule: rules.adherence).map { dose in
                let day = timeline.localDay(of: dose.scheduled)
                return (person.edge(on: day, family: .doseAdherence),
                        [entry.name, utc(dose.scheduled), day.description, dose.taken.isEmpty ? "0" : "1",
                         dose.onTime ? "1" : "0", String(dose.taken.count)])
            }
        }
    }

    /// Adherence per calendar week (Monday to Sunday), cut to the person's days.
    private static func weeks(_ person: ConformancePerson, _ rules: ConformanceRules) -> [(ConformanceEdge, [String])] {
        var weeks: [[CalendarDay]] = []
        for day in person.days {
            if day.weekday == .monday || weeks.isEmpty { weeks.append([]) }
            weeks[weeks.count - 1].append(day)
        }
        return rules.schedules(.medication).flatMap { entry in
            let (scheduled, taken) = doseInstants(person, entry)
            return weeks.map { week in
                let window = try! DayWindow(first: week.first!, last: week.last!)
                let adherence = DoseAdherence(scheduled: scheduled, taken: taken, period: window, timeline: person.record.timeline,
                                              rule: rules.adherence)
                return (person.edge(over: week, family: .periodAdherence),
                        [entry.name, week.first!.description, week.last!.description, String(adherence.scheduledDoses),
                         String(adherence.takenDoses), String(adherence.onTimeDoses), String(adherence.extraDoses),
                         adherence.takenShare.map { String($0) } ?? "", adherence.onTimeRate.map { String($0) } ?? ""])
            }
        }
    }

    /// Seed 004, DR6: points earned in each month from daily log-ins, at most one per
    /// local day; each month starts again from 0.
    private static func monthlyPoints(_ person: ConformancePerson, _ rules: ConformanceRules) -> [(ConformanceEdge, [String])] {
        var ledger = RewardLedger(timeline: person.record.timeline)
        for (index, event) in person.record.usageEvents.enumerated()
        where event.kind == .login && person.instants.contains(event.timestamp) {
            ledger.record(RewardEvent(id: "login-\(index)", activity: .dailyLogIn, instant: event.timestamp), rule: rules.rewards)
        }
        let totals = ledger.monthlyTotals
        return person.months.map { month in
            (person.edge(over: person.days.filter { CalendarMonth($0) == month }, family: .monthlyPoints), [month.description, String(totals[month] ?? 0)])
        }
    }

    /// Seed 003, story 5: each local day's task occurrences judged at the end of the
    /// person's last day: done, missed (not done within the grace period, a snooze moving
    /// the deadline) or still open.
    private static func missedTasks(_ person: ConformancePerson, _ rules: ConformanceRules) -> [(ConformanceEdge, [String])] {
        let timeline = person.record.timeline
        var board = TaskBoard()
        for entry in rules.schedules(.task) {
            do {
                try board.add(CareTask(id: TaskID(entry.name), text: entry.name, rule: entry.rule, settings: rules.taskSettings))
            } catch { preconditionFailure("a schedule set's task is invalid: \(error)") }
        }
        return person.days.map { day in
            let report = MissedTaskReport(board: board, outcomes: person.record.taskOutcomes, from: timeline.start(of: day),
                                          to: timeline.start(of: day.adding(days: 1)), now: person.instants.upperBound,
                                          timeline: timeline)
            return (person.edge(on: day, family: .missedTasks),
                    [day.description, String(report.scheduled), String(report.done), String(report.missedCount),
                     String(report.open), report.missedTaskNames.joined(separator: ";")])
        }
    }

    /// The medication's scheduled doses and the intake times of the doses logged for it
    /// (corrected taken times, seed 000 Req 14), within the person's days.
    private static func doseInstants(_ person: ConformancePerson, _ entry: ScheduleSet.Entry) -> ([Date], [Date]) {
        let scheduled = entry.rule.occurrences(from: person.instants.lowerBound, to: person.instants.upperBound,
                                               timeline: person.record.timeline)
        let taken = person.record.doseLogs.filter { $0.medication == entry.name && person.instants.contains($0.takenAt) }
            .map(\.takenAt)
        return (scheduled, taken)
    }

    /// An instant in UTC as ISO 8601, e.g. `2026-03-08T07:30:00Z`.
    public static func utc(_ instant: Date) -> String { instant.formatted(.iso8601) }
}
