import CareAnalytics
import CareModel
import CareStats
import CareStore

/// `carelab analyze push`: seed 004's push notifications by kind (DR7.FR9.0-9.2): sent and
/// opened per kind, the share of people who muted each kind, by arm, and the log-ins an
/// opened check-in reminder brings.
extension PushAnalysis: DeclaredAnalysis {
    public static let name = "push"
    public static let abstract = "Push notifications by kind: sent, opened, muted by arm, and the check-in reminder's login lift (seed 004)."
    public static let discussion = """
        Long table (measure,item,group,period,value,ci_lower,ci_upper,people,
        suppressed), group all and then each arm when the run has more than one:
        keep_all_share (people who chose every kind of those whose choice is
        recorded, Wilson interval; DR7.FR9.2); then per kind (item the kind:
        calendar_event, daily_check_in, cohort_message, forum_question,
        mood_update, new_survey, new_learning_module, announcement): sent and
        opened (counts), opened_share (clustered by person), muted_share (people
        who muted the kind, Wilson interval) and kept_share_if_specific (of
        people who chose specific kinds, those who kept it); opened_share with an
        empty item is every kind together. Group all only: per_day (item an
        incoming kind: notifications per day with a check-in reminder, a ratio
        clustered by person, over people who receive both), login_share_opened and
        login_share_unopened (check-in reminders' days with a log-in, Wilson
        interval) and login_lift (1 - the share of opened reminders' days without
        a log-in over the same share among unopened ones, clustered by person: the
        chance an opened reminder brings in a person who would not otherwise have
        used the app). A person who muted a kind is never sent one. Fewer people
        than --min-cell: suppressed.
        """
    public static let nothingToRead = "the database has no push notifications"

    public static func run(on database: CareDatabase) throws -> PushReport {
        try PushAnalysis().run(on: database)
    }

    public static func isEmpty(_ result: PushReport) -> Bool { result.groups.isEmpty }

    public static func table(_ report: PushReport, smallCells: SmallCellRule) -> CSVTable {
        var table = LongTable(smallCells: smallCells)
        for group in report.groups {
            let name = group.arm.isEmpty ? "all" : group.arm
            table.add("keep_all_share", group: name, proportion: group.keepAllShare, people: group.choosers)
            table.add("opened_share", group: name, group.openedByPerson?.estimate, group.openedByPerson?.interval,
                      people: group.openedByPerson?.people ?? 0)
            for row in group.rows {
                table.add("sent", item: row.kind, group: name, count: row.sent, people: row.recipients)
                table.add("opened", item: row.kind, group: name, count: row.opened, people: row.recipients)
                table.add("opened_share", item: row.kind, group: name, row.openedByPerson?.estimate,
                          row.openedByPerson?.interval, people: row.recipients)
                table.add("muted_share", item: row.kind, group: name, proportion: group.mutedShare(row), people: group.choosers)
                table.add("kept_share_if_specific", item: row.kind, group: name, proportion: group.keptShare(row),
                          people: group.specific)
            }
        }
        guard !report.groups.isEmpty else { return table.table }
        for (kind, estimate) in report.perDay {
            table.add("per_day", item: kind, estimate.estimate, estimate.interval, people: estimate.count)
        }
        table.add("login_share_opened", proportion: report.loginShareOpened, people: report.checkInPeople)
        table.add("login_share_unopened", proportion: report.loginShareUnopened, people: report.checkInPeople)
        table.add("login_lift", report.loginLift?.estimate, report.loginLift?.interval, people: report.checkInPeople)
        return table.table
    }

    // MARK: - Report section

    /// The header of the section's table: the kind, notifications sent, the share opened, and
    /// the share of people who muted the kind, in everyone and in each arm when there are more.
    static func header(_ report: PushReport) -> [String] {
        ["kind", "sent", "opened (95 % interval)"] + report.groups.map { $0.arm.isEmpty ? "muted by" : "muted in \($0.arm)" }
    }

    /// Each kind's notifications sent, the share opened with its interval clustered by
    /// person, and the share of people who muted it, overall and by arm; a figure backed by
    /// fewer people than the small-cell minimum shows `suppressed`.
    static func rows(_ report: PushReport, all: PushReport.Group, smallCells: SmallCellRule) -> [[String]] {
        all.rows.indices.map { k in
            let row = all.rows[k]
            var cells = [row.kind]
            if smallCells.allows(row.recipients) {
                cells.append(NumberFormat.grouped(row.sent))
                cells.append(row.openedByPerson.map {
                    RunReport.percent($0.estimate) + " ("
                        + RunReport.range($0.interval.lower, $0.interval.upper, 1, scale: 100, suffix: " %") + ")"
                } ?? "NA")
            } else {
                cells += [row.sent == 0 ? "0" : "fewer than \(smallCells.minimumCount) people", ""]
            }
            for group in report.groups {
                let share = group.mutedShare(group.rows[k])
                cells.append(smallCells.allows(group.choosers) ? share.map { RunReport.percent($0.estimate) } ?? "NA" : "suppressed")
            }
            return cells
        }
    }

    /// The text above the section's table.
    static func text(_ report: PushReport, all: PushReport.Group, smallCells: SmallCellRule) -> String {
        var text = "Push notifications (seed 004, DR7.FR9.0-9.2): \(NumberFormat.grouped(all.sent)) sent to "
            + "\(smallCells.shown(all.people)) of \(English.count(report.people, "person", "people")), only of kinds each person's "
            + "choice admits (DR7.FR9.2)."
        if smallCells.allows(all.choosers), let share = all.keepAllShare {
            text += " \(RunReport.percent(share.estimate)) chose every kind, the others specific ones."
        }
        if let opened = report.loginShareOpened, let unopened = report.loginShareUnopened, let lift = report.loginLift,
           smallCells.allows(report.checkInPeople) {
            text += " Days of a check-in reminder with a log-in: \(RunReport.percent(opened.estimate)) when it was opened, "
                + "\(RunReport.percent(unopened.estimate)) when not; the login lift (the share of those who would not otherwise "
                + "have used the app that an opened reminder brought in) is \(RunReport.percent(lift.estimate)) ("
                + RunReport.range(lift.interval.lower, lift.interval.upper, 1, scale: 100, suffix: " %") + ", clustered by person)."
        }
        return text + " `carelab analyze push` writes the same figures."
    }

    public static func markdown(_ result: PushReport, in report: RunReport) -> [String] {
        guard let all = result.all else { return [] }
        return ["## Push notifications", "", text(result, all: all, smallCells: report.smallCells), ""]
            + RunReport.markdownTable(header: header(result), rows: rows(result, all: all, smallCells: report.smallCells))
            + [""]
    }

    /// The share of each kind's notifications opened as a forest plot beside the Markdown
    /// report's table.
    public static func html(_ result: PushReport, in report: RunReport) -> HTMLDocument.Section? {
        let smallCells = report.smallCells
        guard let all = result.all else { return nil }
        var table = HTMLTable(caption: "Push notifications", header: header(result), labelColumns: 1)
        rows(result, all: all, smallCells: smallCells).forEach { table.append($0) }
        let plotRows = all.rows.map { row in
            guard smallCells.allows(row.recipients), let share = row.openedByPerson else {
                return ForestPlot.Row(label: row.kind, estimate: nil, lower: nil, upper: nil,
                                      note: smallCells.allows(row.recipients) ? "NA"
                                        : "suppressed (fewer than \(smallCells.minimumCount) people)")
            }
            return ForestPlot.Row(label: row.kind, estimate: share.estimate, lower: share.interval.lower,
                                  upper: share.interval.upper, note: "\(NumberFormat.fixed(share.estimate, 3)) (n=\(row.sent))")
        }
        let plot = ForestPlot(title: "Push notifications opened", xTitle: "share opened", domain: 0...1, reference: nil,
                              decimals: 1, rows: plotRows, plotWidth: 300)
        let body = HTML.paragraph(text(result, all: all, smallCells: smallCells)) + "\n"
            + RunReport.figure(plot.svg, table, caption: "Share of each kind's notifications opened with its 95 % interval "
                + "clustered by person.")
        return HTMLDocument.Section(id: "push", title: "Push notifications", body: body)
    }

    // MARK: - Ground truth

    public static let truthKind: String? = "push"
    public static let truthSummary = "push-notification parameters"
    public static let truthHelp = """
        Per planted push-notification parameter (kind push, seed 004
        DR7.FR9.0-9.2): all_share (people who chose every kind, Wilson interval),
        kinds_share (item the kind: people who chose specific kinds and kept it,
        Wilson interval), per_day (item an incoming kind: notifications per day
        with a check-in reminder, clustered by person), open_chance (item a kind
        sent: its notifications opened, clustered by person) and login_lift (1 - the share of opened
        check-in reminders' days without a log-in over the same share among
        unopened ones, interval clustered by person).
        """

    public static func plants(_ truth: GroundTruth) -> Bool { truth.push != nil }

    /// The planted push notifications with their estimates: the share receiving every kind,
    /// each kind's share kept by people who chose specific ones (item the kind), each incoming
    /// kind's events a day (item the kind), the chance a notification of each kind sent is
    /// opened (item the kind; a kind never sent has no row) and the check-in reminder's login
    /// lift (when planted).
    public static func truthRows(_ truth: GroundTruth, _ report: PushReport) -> [TruthComparison.ParameterRecovery] {
        guard let planted = truth.push, let all = report.all else { return [] }
        var rows = [TruthComparison.ParameterRecovery(
            parameter: "all_share", planted: planted.allShare, estimate: all.keepAllShare?.estimate,
            interval: all.keepAllShare?.interval, people: all.choosers,
            note: "people who chose every kind, a share with its Wilson interval")]
        for row in all.rows {
            guard let kept = planted.keptShare[row.kind] else { continue }
            let share = all.keptShare(row)
            // Everyone kept it (a kind the scenario leaves out): the Wilson interval ends at 1, not a rounding below.
            let interval = share.map { row.keptBySpecific == all.specific
                ? ConfidenceInterval(lower: $0.interval.lower, upper: 1, level: $0.interval.level) : $0.interval }
            rows.append(TruthComparison.ParameterRecovery(
                parameter: "kinds_share", item: row.kind, planted: kept, estimate: share?.estimate,
                interval: interval, people: all.specific,
                note: "people who chose specific kinds and kept it, a share with its Wilson interval"))
        }
        for (kind, perDay) in planted.perDay.sorted(by: { $0.key < $1.key }) {
            let estimate = report.perDay.first { $0.kind == kind }?.estimate
            rows.append(TruthComparison.ParameterRecovery(
                parameter: "per_day", item: kind, planted: perDay, estimate: estimate?.estimate,
                interval: estimate?.interval, people: estimate?.count ?? 0,
                note: "notifications per day with a check-in reminder, a ratio clustered by person"))
        }
        for row in all.rows where row.sent > 0 {
            guard let chance = planted.openChance[row.kind] else { continue }
            rows.append(TruthComparison.ParameterRecovery(
                parameter: "open_chance", item: row.kind, planted: chance, estimate: row.openedByPerson?.estimate,
                interval: row.openedByPerson?.interval, people: row.recipients,
                note: "notifications of the kind opened, a mean over them with an interval clustered by person"))
        }
        guard planted.loginLift > 0 || report.loginLift != nil else { return rows }
        rows.append(TruthComparison.ParameterRecovery(
            parameter: "login_lift", planted: planted.loginLift, estimate: report.loginLift?.estimate,
            interval: report.loginLift?.interval, people: report.checkInPeople,
            note: "1 - days without a log-in among opened over unopened check-in reminders, clustered by person"))
        return rows
    }
}
