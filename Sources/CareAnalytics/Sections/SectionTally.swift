import CareModel
import CareStats

/// What ``SectionAnalysis`` keeps of the people it has seen, keyed by group and week (nil
/// for the whole study). A pass over parts of a run fills one tally per part; merged in
/// person order they equal the tally of one pass over everyone.
struct SectionTally {
    struct Cell: Hashable { var group: String, week: Int? }
    struct SectionCell: Hashable { var section: AppSection, cell: Cell }

    private var grids: DayGrids
    let weeks: Int
    var people = 0
    var hasGroups = false
    var active: [Cell: Int] = [:]
    var usage: [SectionCell: (events: Int, people: Int)] = [:]
    var logins: [Cell: LoginSums] = [:]

    /// The log-ins of a cell: their count, each active person's log-ins (per week), and
    /// each person's log-ins with their days with a log-in.
    struct LoginSums {
        var count = 0
        var perPerson: [Double] = []
        var perDay: [(y: Double, x: Double)] = []

        mutating func add(logins: Int, perPerson value: Double, loginDays: Int) {
            count += logins
            perPerson.append(value)
            if loginDays > 0 { perDay.append((Double(logins), Double(loginDays))) }
        }

        static func + (lhs: LoginSums, rhs: LoginSums) -> LoginSums {
            LoginSums(count: lhs.count + rhs.count, perPerson: lhs.perPerson + rhs.perPerson, perDay: lhs.perDay + rhs.perDay)
        }
    }

    init(period: StudyPeriod) {
        grids = DayGrids(period: period)
        weeks = (period.dayCount + 6) / 7
    }

    mutating func add(_ log: PersonRecord) {
        people += 1
        let grid = grids.grid(for: log)
        let activity = PersonActivity(log: log, grid: grid)
        let activeWeeks = Set(activity.used.indices.filter { activity.used[$0] }.map { $0 / 7 + 1 })
        guard !activeWeeks.isEmpty else { return }
        var groups = [SectionReport.everyone]
        if let group = SectionReport.group(of: log) {
            groups.append(group)
            hasGroups = true
        }
        var sectionEvents: [AppSection: [Int: Int]] = [:], weekLogins: [Int: Int] = [:], loginDays = Set<Int>()
        for event in log.usageEvents {
            guard let day = grid.dayIndex(of: event.timestamp) else { continue }
            if event.kind == .login {
                weekLogins[day / 7 + 1, default: 0] += 1
                loginDays.insert(day)
            }
            if let section = AppSection(event.kind) { sectionEvents[section, default: [:]][day / 7 + 1, default: 0] += 1 }
        }
        let allLogins = weekLogins.values.reduce(0, +)
        for group in groups {
            let study = Cell(group: group, week: nil)
            active[study, default: 0] += 1
            logins[study, default: LoginSums()].add(logins: allLogins, perPerson: Double(allLogins) / Double(activeWeeks.count),
                                                    loginDays: loginDays.count)
            for week in activeWeeks {
                let cell = Cell(group: group, week: week)
                active[cell, default: 0] += 1
                let count = weekLogins[week] ?? 0
                logins[cell, default: LoginSums()].add(logins: count, perPerson: Double(count),
                                                       loginDays: loginDays.filter { $0 / 7 + 1 == week }.count)
            }
            for (section, byWeek) in sectionEvents {
                add(section, study, events: byWeek.values.reduce(0, +))
                for (week, events) in byWeek { add(section, Cell(group: group, week: week), events: events) }
            }
        }
    }

    /// Adds the tally of the people who come next in person order.
    mutating func merge(_ other: SectionTally) {
        people += other.people
        hasGroups = hasGroups || other.hasGroups
        active.merge(other.active, uniquingKeysWith: +)
        usage.merge(other.usage) { ($0.events + $1.events, $0.people + $1.people) }
        logins.merge(other.logins, uniquingKeysWith: +)
    }

    private mutating func add(_ section: AppSection, _ cell: Cell, events: Int) {
        let sum = usage[SectionCell(section: section, cell: cell), default: (0, 0)]
        usage[SectionCell(section: section, cell: cell)] = (sum.events + events, sum.people + 1)
    }

    /// Groups `all` first, then the others by name; the whole study before week 1.
    private static func ordered(_ a: Cell, _ b: Cell) -> Bool {
        (rank(a.group), a.group, a.week ?? 0) < (rank(b.group), b.group, b.week ?? 0)
    }

    private static func rank(_ group: String) -> Int { group == SectionReport.everyone ? 0 : 1 }

    /// The report of the people seen.
    var report: SectionReport {
        SectionReport(
            people: people, weeks: weeks, hasGroups: hasGroups,
            active: active.keys.sorted(by: Self.ordered).map { .init(group: $0.group, week: $0.week, people: active[$0]!) },
            usage: usage.keys.sorted { ($0.section, Self.rank($0.cell.group), $0.cell.group, $0.cell.week ?? 0)
                < ($1.section, Self.rank($1.cell.group), $1.cell.group, $1.cell.week ?? 0) }
                .map { key in
                    let sum = usage[key]!
                    return .init(section: key.section, group: key.cell.group, week: key.cell.week, events: sum.events,
                                 people: sum.people, activePeople: active[key.cell] ?? 0)
                },
            logins: logins.keys.sorted(by: Self.ordered).map { key in
                .init(group: key.group, week: key.week, logins: logins[key]!.count,
                      perPerson: try? DistributionSummary(logins[key]!.perPerson),
                      perLoginDay: try? RatioEstimate(logins[key]!.perDay))
            })
    }
}
