import CareAnalytics
import CareModel
import CareStats
import CareStore

/// The helplines message after a negative mood (seed 004, DR5.FR7.1): how many were shown
/// and how often a helpline was called from one, by mood and by arm.
public struct HelplineReport: Sendable {
    /// One mood's or arm's messages (nil for all of them).
    public struct Cell: Sendable {
        public var mood: Mood?
        public var arm: String?
        /// People shown a message in the cell, the messages and the calls from them.
        public var people: Int
        public var shown: Int
        public var calls: Int
        /// Calls per message, a ratio of per-person sums with its interval clustered by
        /// person (the chance of a call); nil with fewer than two people.
        public var callShare: RatioEstimate?
    }

    /// People in the run, and those shown a message.
    public var people: Int
    public var peopleShown: Int
    /// Every mood by every arm, each mood over all arms, each arm over all moods, and all.
    public var cells: [Cell]

    /// The cell of `mood` and `arm` (nil for all).
    public func cell(mood: Mood?, arm: String?) -> Cell? {
        cells.first { $0.mood == mood && $0.arm == arm }
    }
}

/// `carelab analyze helplines`: computes a ``HelplineReport`` in one pass over the people's
/// `helpline` rows, and declares its table, report section and truth rows.
public enum HelplineAnalysis: DeclaredAnalysis {
    public static let name = "helplines"
    public static let abstract = "Helplines shown after a negative mood and the calls made from them, by mood and arm (seed 004)."
    public static let discussion = """
        Long table (measure,item,group,period,value,ci_lower,ci_upper,people,
        suppressed). Per negative mood (item sad, angry, sick or overwhelmed;
        empty for all moods) and arm (group; all for every arm): call_share
        (calls over messages, a ratio of per-person sums with a 95 % interval
        clustered by person: the chance of calling a helpline from the message),
        shown and calls (counts); people are those shown the message in the
        cell. Then people (everyone, and item shown). Seed 004 DR5.FR7.1: after
        a negative mood the app reminds the person of the helplines and
        resources available to them. Which line was called is never stored.
        Fewer people than --min-cell: suppressed.
        """
    public static let nothingToRead = "the database has no helpline messages"

    public static func run(on database: CareDatabase) throws -> HelplineReport {
        struct Key: Hashable { var mood: Mood?, arm: String? }
        var people = 0, peopleShown = 0
        var pairs: [Key: [(y: Double, x: Double)]] = [:]
        try database.forEachPerson(kinds: [.helpline]) { person in
            people += 1
            guard !person.helplinePrompts.isEmpty else { return }
            peopleShown += 1
            // A person without an arm (an import) counts in every arm's rows only.
            let arms: [String?] = person.arm.map { [$0, nil] } ?? [nil]
            var sums: [Key: (calls: Double, shown: Double)] = [:]
            for prompt in person.helplinePrompts {
                for mood in [prompt.mood, nil] as [Mood?] {
                    for arm in arms {
                        sums[Key(mood: mood, arm: arm), default: (0, 0)].shown += 1
                        if prompt.called { sums[Key(mood: mood, arm: arm), default: (0, 0)].calls += 1 }
                    }
                }
            }
            for (key, sum) in sums { pairs[key, default: []].append((sum.calls, sum.shown)) }
        }
        let order = { (key: Key) in (key.mood.map { Mood.allCases.firstIndex(of: $0)! } ?? Mood.allCases.count, key.arm ?? "\u{10FFFF}") }
        let cells = pairs.keys.sorted { order($0) < order($1) }.map { key in
            let rows = pairs[key]!
            return HelplineReport.Cell(mood: key.mood, arm: key.arm, people: rows.count, shown: Int(rows.reduce(0) { $0 + $1.x }),
                                       calls: Int(rows.reduce(0) { $0 + $1.y }), callShare: try? RatioEstimate(rows))
        }
        return HelplineReport(people: people, peopleShown: peopleShown, cells: cells)
    }

    public static func isEmpty(_ result: HelplineReport) -> Bool { result.peopleShown == 0 }

    public static func table(_ report: HelplineReport, smallCells: SmallCellRule) -> CSVTable {
        var table = LongTable(smallCells: smallCells)
        guard !isEmpty(report) else { return table.table }
        for cell in report.cells {
            let item = cell.mood?.rawValue ?? "", group = cell.arm ?? "all"
            table.add("call_share", item: item, group: group, cell.callShare?.estimate, cell.callShare?.interval, people: cell.people)
            table.add("shown", item: item, group: group, count: cell.shown, people: cell.people)
            table.add("calls", item: item, group: group, count: cell.calls, people: cell.people)
        }
        table.add("people", count: report.people, people: report.people)
        table.add("people", item: "shown", count: report.peopleShown, people: report.peopleShown)
        return table.table
    }

    // MARK: - Report section

    static let header = ["mood", "arm", "people", "messages", "calls", "calls per message (95 % interval)"]

    /// Each mood over all arms, then each arm over all moods, then all; a row backed by fewer
    /// people than the small-cell minimum shows `suppressed`.
    static func rows(_ report: HelplineReport, smallCells: SmallCellRule) -> [[String]] {
        report.cells.filter { $0.mood == nil || $0.arm == nil }.map { cell in
            let labels = [cell.mood?.rawValue ?? "all", cell.arm ?? "all"]
            guard smallCells.allows(cell.people) else { return labels + ["fewer than \(smallCells.minimumCount)", "suppressed", "", ""] }
            return labels + [NumberFormat.grouped(cell.people), NumberFormat.grouped(cell.shown), NumberFormat.grouped(cell.calls),
                             cell.callShare.map { NumberFormat.fixed($0.estimate, 3) + " ("
                                 + RunReport.range($0.interval.lower, $0.interval.upper, 3) + ")" } ?? "NA"]
        }
    }

    static func text(_ report: HelplineReport, smallCells: SmallCellRule) -> String {
        "After a negative mood in the survey the app reminds the person of the helplines and resources available to them "
            + "(seed 004, DR5.FR7.1): \(smallCells.shown(report.peopleShown)) of \(English.count(report.people, "person", "people")) "
            + "were shown the message. Calls per message are ratios of per-person sums with intervals clustered by person; "
            + "which line was called is never stored. `carelab analyze helplines` writes every mood by every arm."
    }

    public static func markdown(_ result: HelplineReport, in report: RunReport) -> [String] {
        ["## Helplines after a negative mood", "", text(result, smallCells: report.smallCells), ""]
            + RunReport.markdownTable(header: header, rows: rows(result, smallCells: report.smallCells)) + [""]
    }

    /// Calls per message by mood as a forest plot beside the Markdown report's table.
    public static func html(_ result: HelplineReport, in report: RunReport) -> HTMLDocument.Section? {
        let smallCells = report.smallCells
        var table = HTMLTable(caption: "Helplines after a negative mood", header: header, labelColumns: 2)
        rows(result, smallCells: smallCells).forEach { table.append($0) }
        let plotRows = result.cells.filter { $0.arm == nil }.map { cell in
            let label = cell.mood?.rawValue ?? "all moods"
            guard smallCells.allows(cell.people), let share = cell.callShare else {
                return ForestPlot.Row(label: label, estimate: nil, lower: nil, upper: nil,
                                      note: smallCells.allows(cell.people) ? "NA" : "suppressed (fewer than \(smallCells.minimumCount) people)")
            }
            return ForestPlot.Row(label: label, estimate: share.estimate, lower: share.interval.lower, upper: share.interval.upper,
                                  note: "\(NumberFormat.fixed(share.estimate, 3)) (n=\(cell.shown) messages)")
        }
        let plot = ForestPlot(title: "Helplines called", xTitle: "calls per message", domain: 0...1,
                              reference: nil, decimals: 1, rows: plotRows, plotWidth: 300)
        let body = HTML.paragraph(text(result, smallCells: smallCells)) + "\n"
            + RunReport.figure(plot.svg, table, caption: "Calls per helplines message, by the mood that brought it, with a 95 % "
                + "interval clustered by person.")
        return HTMLDocument.Section(id: name, title: "Helplines after a negative mood", body: body)
    }

    // MARK: - Ground truth

    public static let truthKind: String? = "helpline"
    public static let truthSummary = "helpline call chances"
    public static let truthHelp = """
        Per planted helpline call chance (kind helpline, seed 004 DR5.FR7.1):
        call_chance (item the negative mood: calls over helpline messages shown
        after it, a ratio of per-person sums clustered by person).
        """

    public static func plants(_ truth: GroundTruth) -> Bool { truth.planted.helplines != nil }

    /// The planted chance of a call after each negative mood, with its estimate over all arms.
    public static func truthRows(_ truth: GroundTruth, _ report: HelplineReport) -> [TruthComparison.ParameterRecovery] {
        guard let planted = truth.planted.helplines else { return [] }
        return Mood.allCases.filter { $0.group == .negative }.map { mood in
            let cell = report.cell(mood: mood, arm: nil)
            return TruthComparison.ParameterRecovery(
                parameter: "call_chance", item: mood.rawValue, planted: planted.callChance(after: mood),
                estimate: cell?.callShare?.estimate, interval: cell?.callShare?.interval, people: cell?.people ?? 0,
                note: "calls over helpline messages after the mood, a ratio of per-person sums clustered by person")
        }
    }
}
