import CareModel
import CareStore

/// What the engagement pass keeps of the people it has seen: daily active counts, each
/// user's first day, days of use and time to drop-out, and their use of the app's sections.
/// A pass over parts of a run fills one tally per part; merged in person order they equal
/// the tally of one pass over everyone.
struct EngagementTally {
    let inactiveDays: Int
    private var grids: DayGrids
    var people = 0, users = 0
    /// Arms in the order they first appear.
    var arms: [String] = []
    var daily: [Int], weekly: [Int], monthly: [Int]
    /// One entry per user (a person who used the app), in person order.
    var firsts: [Int] = [], personArms: [String] = [], activities: [[Bool]] = []
    var survival: [(days: Int, droppedOut: Bool, arm: String)] = []
    var loginRates: [Double] = [], modules: [Double] = []
    var sectionEvents: [String: (events: Int, people: Int)] = [:]
    var surveys = 0, daysUsed = 0

    init(period: StudyPeriod, inactiveDays: Int) {
        self.inactiveDays = inactiveDays
        grids = DayGrids(period: period)
        daily = Array(repeating: 0, count: period.dayCount)
        weekly = daily
        monthly = daily
    }

    mutating func add(_ log: PersonRecord) {
        people += 1
        let arm = log.arm ?? ""
        if !arms.contains(arm) { arms.append(arm) }
        let activity = PersonActivity(log: log, grid: grids.grid(for: log))
        guard let first = activity.firstDay, let dropout = activity.dropout(inactiveDays: inactiveDays) else { return }
        users += 1
        var last = -1_000_000
        for day in daily.indices {
            if activity.used[day] { daily[day] += 1; last = day }
            if day - last < 7 { weekly[day] += 1 }
            if day - last < 30 { monthly[day] += 1 }
        }
        firsts.append(first)
        personArms.append(arm)
        activities.append(activity.used)
        survival.append((dropout.days, dropout.droppedOut, arm))
        var kinds: [String: Int] = [:]
        for event in log.usageEvents where event.kind != .reminderSent { kinds[event.kind.rawValue, default: 0] += 1 }
        for (kind, count) in kinds {
            let sum = sectionEvents[kind, default: (0, 0)]
            sectionEvents[kind] = (sum.events + count, sum.people + 1)
        }
        loginRates.append(Double(kinds[AppUsageEvent.Kind.login.rawValue] ?? 0) / (Double(dropout.days) / 7))
        modules.append(Double(kinds[AppUsageEvent.Kind.learningModule.rawValue] ?? 0))
        surveys += kinds[AppUsageEvent.Kind.moodSurvey.rawValue] ?? 0
        daysUsed += activity.daysUsed
    }

    /// Adds the tally of the people who come next in person order.
    mutating func merge(_ other: EngagementTally) {
        people += other.people
        users += other.users
        for arm in other.arms where !arms.contains(arm) { arms.append(arm) }
        for day in daily.indices {
            daily[day] += other.daily[day]
            weekly[day] += other.weekly[day]
            monthly[day] += other.monthly[day]
        }
        firsts += other.firsts
        personArms += other.personArms
        activities += other.activities
        survival += other.survival
        loginRates += other.loginRates
        modules += other.modules
        for (kind, sum) in other.sectionEvents {
            let mine = sectionEvents[kind, default: (0, 0)]
            sectionEvents[kind] = (mine.events + sum.events, mine.people + sum.people)
        }
        surveys += other.surveys
        daysUsed += other.daysUsed
    }
}
