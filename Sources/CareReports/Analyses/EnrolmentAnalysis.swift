import CareAnalytics
import CareModel
import CareStats
import CareStore
import Foundation

/// The enrolment funnel of seed 004 (DR1.FR1.1, DR1.FR1.6) by cohort: sign-up codes issued
/// and redeemed, usernames and passwords refused by the rules, accounts made, and the hours
/// from the account to the first log-in.
public struct EnrolmentReport: Sendable {
    /// One cohort's funnel (nil for everyone).
    public struct Cohort: Sendable {
        public var cohort: String?
        /// People issued a code, those who redeemed it (Wilson interval), and accounts made.
        public var issued: Int
        public var redeemed: Proportion?
        public var accounts: Int
        /// Usernames (passwords) refused over usernames (passwords) tried, a ratio of
        /// per-person sums over the people who made an account, clustered by person.
        public var usernameRefusals: RatioEstimate?
        public var passwordRefusals: RatioEstimate?
        /// Usernames and passwords refused, all told.
        public var usernamesRefused: Int
        public var passwordsRefused: Int
        /// Hours from the account to the first log-in at or after it, per person with one.
        public var hoursToFirstLogin: DistributionSummary?
    }

    /// People in the run, and those with any enrolment step.
    public var people: Int
    public var peopleEnrolling: Int
    /// Each cohort (in order), then everyone.
    public var cohorts: [Cohort]

    /// The row of everyone.
    public var all: Cohort? { cohorts.first { $0.cohort == nil } }
}

/// `carelab analyze enrolment`: computes an ``EnrolmentReport`` in one pass over the people's
/// `enrolment` and `usage` rows, and declares its table, report section and truth rows.
public enum EnrolmentAnalysis: DeclaredAnalysis {
    public static let name = "enrolment"
    public static let exampleRun = "runs/enrolment"
    public static let abstract = "The sign-up funnel by cohort: codes issued and redeemed, usernames and passwords refused, accounts, hours to the first log-in (seed 004)."
    public static let discussion = """
        Long table (measure,item,group,period,value,ci_lower,ci_upper,people,
        suppressed), group the cohort (due month) or all. codes_issued,
        redeemed_share (codes redeemed of those issued, Wilson 95 % interval;
        people those issued one) and accounts (counts). username_refusal_share
        and password_refusal_share: usernames (passwords) refused over those
        tried, a ratio of per-person sums over the people with an account,
        clustered by person (seed 004 DR1.FR1.6: usernames of at most 21
        characters; passwords of 8 or more letters, digits and !@#$%^&*);
        usernames_refused and passwords_refused (counts). hours_to_first_login
        (period mean, median, q1, q3): hours from the account to the first
        log-in at or after it, per person with one. Then people (everyone, and
        item enrolling: with any enrolment step). Refused texts are never
        stored, only their length. Fewer people than --min-cell: suppressed.
        """
    public static let nothingToRead = "the database has no enrolment steps"

    public static func run(on database: CareDatabase) throws -> EnrolmentReport {
        struct Sums {
            var issued = 0, redeemed = 0, accounts = 0, usernames = 0, passwords = 0
            var usernamePairs: [(y: Double, x: Double)] = [], passwordPairs: [(y: Double, x: Double)] = []
            var hours: [Double] = []
        }
        var people = 0, enrolling = 0
        var sums: [String?: Sums] = [:]
        try database.forEachPerson(kinds: [.enrolment, .usage]) { person in
            people += 1
            guard !person.enrolment.isEmpty else { return }
            enrolling += 1
            let steps = person.enrolment
            let usernames = steps.count { $0.step == .usernameRefused }, passwords = steps.count { $0.step == .passwordRefused }
            let account = steps.first { $0.step == .accountCreated }?.at
            let login = account.flatMap { made in person.usageEvents.filter { $0.kind == .login && $0.timestamp >= made }.map(\.timestamp).min() }
            let keys: [String?] = person.cohort.map { [$0, nil] } ?? [nil]
            for key in keys {
                var cell = sums[key] ?? Sums()
                if steps.contains(where: { $0.step == .codeIssued }) {
                    cell.issued += 1
                    if steps.contains(where: { $0.step == .codeRedeemed }) { cell.redeemed += 1 }
                }
                cell.usernames += usernames
                cell.passwords += passwords
                if let account {
                    cell.accounts += 1
                    cell.usernamePairs.append((Double(usernames), Double(usernames + 1)))
                    cell.passwordPairs.append((Double(passwords), Double(passwords + 1)))
                    if let login { cell.hours.append(login.timeIntervalSince(account) / 3600) }
                }
                sums[key] = cell
            }
        }
        let keys = sums.keys.compactMap { $0 }.sorted() as [String?] + (sums[nil] == nil ? [] : [nil])
        return EnrolmentReport(people: people, peopleEnrolling: enrolling, cohorts: keys.map { key in
            let cell = sums[key]!
            return EnrolmentReport.Cohort(
                cohort: key, issued: cell.issued,
                redeemed: cell.issued == 0 ? nil : try? Proportion.wilson(successes: cell.redeemed, trials: cell.issued),
                accounts: cell.accounts, usernameRefusals: try? RatioEstimate(cell.usernamePairs),
                passwordRefusals: try? RatioEstimate(cell.passwordPairs), usernamesRefused: cell.usernames,
                passwordsRefused: cell.passwords, hoursToFirstLogin: try? DistributionSummary(cell.hours))
        })
    }

    public static func isEmpty(_ result: EnrolmentReport) -> Bool { result.peopleEnrolling == 0 }

    public static func table(_ report: EnrolmentReport, smallCells: SmallCellRule) -> CSVTable {
        var table = LongTable(smallCells: smallCells)
        guard !isEmpty(report) else { return table.table }
        for row in report.cohorts {
            let group = row.cohort ?? "all"
            if row.issued > 0 {
                table.add("codes_issued", group: group, count: row.issued, people: row.issued)
                table.add("redeemed_share", group: group, proportion: row.redeemed, people: row.issued)
            }
            table.add("accounts", group: group, count: row.accounts, people: row.accounts)
            table.add("username_refusal_share", group: group, row.usernameRefusals?.estimate, row.usernameRefusals?.interval,
                      people: row.accounts)
            table.add("usernames_refused", group: group, count: row.usernamesRefused, people: row.accounts)
            table.add("password_refusal_share", group: group, row.passwordRefusals?.estimate, row.passwordRefusals?.interval,
                      people: row.accounts)
            table.add("passwords_refused", group: group, count: row.passwordsRefused, people: row.accounts)
            table.add("hours_to_first_login", group: group, summary: row.hoursToFirstLogin)
        }
        table.add("people", count: report.people, people: report.people)
        table.add("people", item: "enrolling", count: report.peopleEnrolling, people: report.peopleEnrolling)
        return table.table
    }

    // MARK: - Report section

    static let header = ["cohort", "codes issued", "redeemed (95 % interval)", "accounts", "usernames refused per try",
                         "passwords refused per try", "median hours to first log-in"]

    /// Each cohort, then everyone; a row backed by fewer people than the small-cell minimum
    /// shows `suppressed`.
    static func rows(_ report: EnrolmentReport, smallCells: SmallCellRule) -> [[String]] {
        report.cohorts.map { row in
            let label = row.cohort ?? "all"
            guard smallCells.allows(max(row.issued, row.accounts)) else {
                return [label, "fewer than \(smallCells.minimumCount)", "suppressed", "", "", "", ""]
            }
            let share = { (ratio: RatioEstimate?) in ratio.map { NumberFormat.fixed($0.estimate, 3) } ?? "NA" }
            return [label, row.issued == 0 ? "" : NumberFormat.grouped(row.issued),
                    row.redeemed.map { NumberFormat.fixed($0.estimate, 3) + " (" + RunReport.range($0.interval.lower, $0.interval.upper, 3) + ")" } ?? "NA",
                    smallCells.shown(row.accounts), smallCells.allows(row.accounts) ? share(row.usernameRefusals) : "suppressed",
                    smallCells.allows(row.accounts) ? share(row.passwordRefusals) : "suppressed",
                    row.hoursToFirstLogin.map { smallCells.allows($0.count) ? NumberFormat.fixed($0.median, 1) : "suppressed" } ?? "NA"]
        }
    }

    static func text(_ report: EnrolmentReport, smallCells: SmallCellRule) -> String {
        "Sign-up (seed 004, DR1.FR1.1 and DR1.FR1.6): an administrator issues a 6-character code, the person redeems it on "
            + "the sign-up page and chooses a username (at most 21 characters) and a password (8 or more letters, digits and "
            + "!@#$%^&*) until the rules accept them. \(smallCells.shown(report.peopleEnrolling)) of "
            + "\(English.count(report.people, "person", "people")) \(English.word("has", "have", count: report.people)) enrolment steps. Refusals per try are ratios of per-person "
            + "sums clustered by person; refused texts are never stored. `carelab analyze enrolment` writes the same figures "
            + "with intervals and the quartiles of hours to the first log-in."
    }

    public static func markdown(_ result: EnrolmentReport, in report: RunReport) -> [String] {
        ["## Enrolment", "", text(result, smallCells: report.smallCells), ""]
            + RunReport.markdownTable(header: header, rows: rows(result, smallCells: report.smallCells)) + [""]
    }

    /// Codes redeemed by cohort as a forest plot beside the Markdown report's table.
    public static func html(_ result: EnrolmentReport, in report: RunReport) -> HTMLDocument.Section? {
        let smallCells = report.smallCells
        var table = HTMLTable(caption: "Enrolment", header: header, labelColumns: 1)
        rows(result, smallCells: smallCells).forEach { table.append($0) }
        let plotRows = result.cohorts.filter { $0.issued > 0 }.map { row in
            let label = row.cohort ?? "all"
            guard smallCells.allows(row.issued), let share = row.redeemed else {
                return ForestPlot.Row(label: label, estimate: nil, lower: nil, upper: nil,
                                      note: smallCells.allows(row.issued) ? "NA" : "suppressed (fewer than \(smallCells.minimumCount) people)")
            }
            return ForestPlot.Row(label: label, estimate: share.estimate, lower: share.interval.lower, upper: share.interval.upper,
                                  note: "\(NumberFormat.fixed(share.estimate, 3)) (n=\(row.issued) codes)")
        }
        let figure = plotRows.isEmpty ? table.html
            : RunReport.figure(ForestPlot(title: "Sign-up codes redeemed", xTitle: "share of codes issued", domain: 0...1,
                                          reference: nil, decimals: 1, rows: plotRows, plotWidth: 300).svg,
                               table, caption: "Codes redeemed of those issued, by cohort, with a Wilson 95 % interval.")
        return HTMLDocument.Section(id: name, title: "Enrolment",
                                    body: HTML.paragraph(text(result, smallCells: smallCells)) + "\n" + figure)
    }

    // MARK: - Ground truth

    public static let truthKind: String? = "enrolment"
    public static let truthSummary = "enrolment parameters"
    public static let truthHelp = """
        Per planted enrolment parameter (kind enrolment, seed 004 DR1.FR1.1 and
        DR1.FR1.6): redemption_chance (codes redeemed of those issued, Wilson
        interval), username_refusal_chance and password_refusal_chance
        (usernames or passwords refused over those tried by the people with an
        account, ratios of per-person sums clustered by person).
        """

    public static func plants(_ truth: GroundTruth) -> Bool { truth.planted.enrolment != nil }

    /// The planted funnel's three chances, with their estimates over everyone.
    public static func truthRows(_ truth: GroundTruth, _ report: EnrolmentReport) -> [TruthComparison.ParameterRecovery] {
        guard let planted = truth.planted.enrolment else { return [] }
        let all = report.all
        let refusalNote = "refused over tried by the people with an account, a ratio of per-person sums clustered by person"
        return [
            TruthComparison.ParameterRecovery(
                parameter: "redemption_chance", planted: planted.redemptionChance, estimate: all?.redeemed?.estimate,
                interval: all?.redeemed?.interval, people: all?.issued ?? 0,
                note: "codes redeemed of those issued (Wilson 95 % interval)"),
            TruthComparison.ParameterRecovery(
                parameter: "username_refusal_chance", planted: planted.usernameRefusalChance,
                estimate: all?.usernameRefusals?.estimate, interval: all?.usernameRefusals?.interval, people: all?.accounts ?? 0,
                note: "usernames " + refusalNote),
            TruthComparison.ParameterRecovery(
                parameter: "password_refusal_chance", planted: planted.passwordRefusalChance,
                estimate: all?.passwordRefusals?.estimate, interval: all?.passwordRefusals?.interval, people: all?.accounts ?? 0,
                note: "passwords " + refusalNote),
        ]
    }
}
