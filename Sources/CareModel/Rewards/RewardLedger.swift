import Foundation

/// A user's append-only record of points earned (seed 004, DR6 and DR6.FR8.0).
///
/// Rules the ledger enforces, whatever order events arrive in:
/// - an event id earns at most once (a retried upload earns nothing the second time);
/// - the daily log-in earns at most once per local day of the user (``ZoneTimeline``: the
///   date in the zone they are in);
/// - points reset at the start of each month of the user's local days: the balance at an
///   instant is the sum of the entries from the start of that instant's month up to it,
///   less the points redeemed in that month up to it;
/// - points are redeemed only out of the balance: a balance never goes below zero.
///
/// Nothing is ever removed or rewritten; a reset is a view of the ledger, not an edit.
public struct RewardLedger: Hashable, Codable, Sendable {
    /// The user's zones over time, which decide where days and months begin.
    public let timeline: ZoneTimeline
    /// Every award, in the order recorded.
    public private(set) var entries: [RewardLedgerEntry] = []
    /// Every redemption, in the order recorded.
    public private(set) var redemptions: [RewardRedemption] = []
    private var redemptionIDs: Set<String> = []
    private var recordedIDs: Set<String> = []
    private var logInDays: Set<CalendarDay> = []

    /// Creates an empty ledger for a user with `timeline`.
    public init(timeline: ZoneTimeline) {
        self.timeline = timeline
    }

    /// Creates an empty ledger for a user who stays in `timeZone`.
    public init(timeZone: TimeZone) {
        self.init(timeline: ZoneTimeline(home: timeZone))
    }

    /// Records `event` under `rule` and says what happened. Only an ``RewardOutcome/awarded(_:)``
    /// outcome appends an entry.
    @discardableResult
    public mutating func record(_ event: RewardEvent, rule: RewardRule) -> RewardOutcome {
        guard !recordedIDs.contains(event.id) else { return .duplicate(eventID: event.id) }
        let day = timeline.localDay(of: event.instant)
        if event.activity.isOncePerDay, logInDays.contains(day) {
            return .alreadyEarnedToday(day)
        }
        recordedIDs.insert(event.id)
        if event.activity.isOncePerDay { logInDays.insert(day) }
        let entry = RewardLedgerEntry(
            eventID: event.id, activity: event.activity, instant: event.instant,
            day: day, points: rule.points(for: event), ruleVersion: rule.version
        )
        entries.append(entry)
        return .awarded(entry)
    }

    /// Spends `points` of the balance at `instant` on `reward`.
    ///
    /// - Throws: ``RewardRedemptionError`` when the cost is not positive, the id was already
    ///   redeemed, or the balance at `instant` is below the cost; the ledger is unchanged.
    @discardableResult
    public mutating func redeem(id: String, reward: String, points: Int, at instant: Date)
        throws(RewardRedemptionError) -> RewardRedemption {
        guard points >= 1 else { throw .invalidCost(points) }
        guard !redemptionIDs.contains(id) else { throw .duplicate(id: id) }
        let balance = balance(at: instant)
        guard balance >= points else { throw .insufficientBalance(balance: balance, cost: points) }
        let redemption = RewardRedemption(id: id, reward: reward, points: points, instant: instant,
                                          day: timeline.localDay(of: instant))
        redemptionIDs.insert(id)
        redemptions.append(redemption)
        return redemption
    }

    /// The points shown to the user at `instant`: everything earned since the start of the
    /// current month (the last reset) up to and including `instant`, less what was redeemed
    /// in that time.
    public func balance(at instant: Date) -> Int {
        let month = CalendarMonth(timeline.localDay(of: instant))
        let earned = entries.lazy
            .filter { CalendarMonth($0.day) == month && $0.instant <= instant }
            .reduce(0) { $0 + $1.points }
        let spent = redemptions.lazy
            .filter { CalendarMonth($0.day) == month && $0.instant <= instant }
            .reduce(0) { $0 + $1.points }
        return earned - spent
    }

    /// All points earned in `month`: the balance just before that month's reset.
    public func total(in month: CalendarMonth) -> Int {
        entries.lazy.filter { CalendarMonth($0.day) == month }.reduce(0) { $0 + $1.points }
    }

    /// Points earned per month, for the rewards analysis (monthly totals).
    public var monthlyTotals: [CalendarMonth: Int] {
        entries.reduce(into: [:]) { $0[CalendarMonth($1.day), default: 0] += $1.points }
    }
}

/// One award in a ``RewardLedger``.
public struct RewardLedgerEntry: Hashable, Codable, Sendable {
    /// The event that earned it; nil for an award imported from an export, which names no
    /// event.
    public var eventID: String?
    /// What was done.
    public var activity: RewardActivity
    /// When it was done.
    public var instant: Date
    /// The user's calendar day of `instant`.
    public var day: CalendarDay
    /// Points earned (0 when the rule gives none).
    public var points: Int
    /// The ``RewardRule/version`` the points were computed with; nil for an imported award,
    /// whose app's rule CareLab does not know.
    public var ruleVersion: Int?

    /// Creates an entry, e.g. when reading a stored ledger back or importing one; new
    /// awards come from ``RewardLedger/record(_:rule:)``.
    public init(eventID: String?, activity: RewardActivity, instant: Date, day: CalendarDay, points: Int, ruleVersion: Int?) {
        self.eventID = eventID
        self.activity = activity
        self.instant = instant
        self.day = day
        self.points = points
        self.ruleVersion = ruleVersion
    }
}

/// What recording an event did.
public enum RewardOutcome: Hashable, Sendable {
    /// The event earned the entry's points.
    case awarded(RewardLedgerEntry)
    /// An event with this id was already recorded; nothing was added.
    case duplicate(eventID: String)
    /// A once-a-day activity (the daily log-in) already earned on this day.
    case alreadyEarnedToday(CalendarDay)

    /// Points this outcome added to the ledger.
    public var pointsAdded: Int {
        if case .awarded(let entry) = self { return entry.points }
        return 0
    }
}
