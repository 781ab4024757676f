import CareModel
import CareStats

extension TruthAnalysis {
    /// The planted push notifications (seed 004, DR7.FR9.0-9.2) with their estimates in
    /// `report`: the share receiving every kind, each kind's share kept by people who chose
    /// specific ones (item the kind), each incoming kind's events a day (item the kind), the
    /// chance a notification of each kind sent is opened (item the kind; a kind never sent
    /// has no row) and the check-in reminder's login lift (when planted).
    static func push(_ truth: GroundTruth.PushTruth, report: PushReport) -> [TruthComparison.ParameterRecovery] {
        guard let all = report.all else { return [] }
        var rows = [TruthComparison.ParameterRecovery(
            parameter: "all_share", planted: truth.allShare, estimate: all.keepAllShare?.estimate,
            interval: all.keepAllShare?.interval, people: all.choosers,
            note: "people who chose every kind, a share with its Wilson interval")]
        for row in all.rows {
            guard let planted = truth.keptShare[row.kind] else { continue }
            let share = all.keptShare(row)
            // Everyone kept it (a kind the scenario leaves out): the Wilson interval ends at 1, not a rounding below.
            let interval = share.map { row.keptBySpecific == all.specific
                ? ConfidenceInterval(lower: $0.interval.lower, upper: 1, level: $0.interval.level) : $0.interval }
            rows.append(TruthComparison.ParameterRecovery(
                parameter: "kinds_share", item: row.kind, planted: planted, estimate: share?.estimate,
                interval: interval, people: all.specific,
                note: "people who chose specific kinds and kept it, a share with its Wilson interval"))
        }
        for (kind, planted) in truth.perDay.sorted(by: { $0.key < $1.key }) {
            let estimate = report.perDay.first { $0.kind == kind }?.estimate
            rows.append(TruthComparison.ParameterRecovery(
                parameter: "per_day", item: kind, planted: planted, estimate: estimate?.estimate,
                interval: estimate?.interval, people: estimate?.count ?? 0,
                note: "notifications per day with a check-in reminder, a ratio clustered by person"))
        }
        for row in all.rows where row.sent > 0 {
            guard let planted = truth.openChance[row.kind] else { continue }
            rows.append(TruthComparison.ParameterRecovery(
                parameter: "open_chance", item: row.kind, planted: planted, estimate: row.openedByPerson?.estimate,
                interval: row.openedByPerson?.interval, people: row.recipients,
                note: "notifications of the kind opened, a mean over them with an interval clustered by person"))
        }
        guard truth.loginLift > 0 || report.loginLift != nil else { return rows }
        rows.append(TruthComparison.ParameterRecovery(
            parameter: "login_lift", planted: truth.loginLift, estimate: report.loginLift?.estimate,
            interval: report.loginLift?.interval, people: report.checkInPeople,
            note: "1 - days without a log-in among opened over unopened check-in reminders, clustered by person"))
        return rows
    }
}
