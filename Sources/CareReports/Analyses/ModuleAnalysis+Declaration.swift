import CareAnalytics
import CareModel
import CareStats
import CareStore

/// `carelab analyze modules`: learning-module scores of seed 004's research analytics (DR8)
/// and the change in the next PHQ-9 after a completed module; its options are the analysis
/// itself (the pass mark). Its report section is ``RunReport/moduleSection``.
extension ModuleAnalysis: DeclaredAnalysis {
    public typealias Options = ModuleAnalysis

    public static let name = "modules"
    public static let abstract = "Learning-module scores: attempts, mean score, pass share, share correct per question, and the next PHQ-9 after a module (seed 004)."
    public static let example = "carelab analyze modules --db runs/programme/carelab.sqlite -o modules.csv"
    public static let discussion = """
        Long table (measure,item,group,period,value,ci_lower,ci_upper,people,
        suppressed): opened (learning modules opened, a count; people those who
        opened one) and completion_share (completed attempts of those opened,
        Wilson interval); then per module (item its identifier), group all and
        each cohort (due month): attempts (a count; people those with an
        attempt), mean_score (questions answered correctly ÷ questions, mean over
        attempts, interval clustered by person), pass_share (attempts scoring at
        least --pass-mark, Wilson interval) and, group all only,
        question_correct_share (period q1, q2, …: each question's share answered
        correctly, Wilson interval); last phq9_change_after_module: the
        within-person (person fixed effects) regression of each PHQ-9 total on
        whether a module was completed since the person's previous PHQ-9, PHQ-9
        points after a module minus without, interval clustered by person, people
        those with PHQ-9 totals both after a module and without. Fewer people than
        --min-cell: suppressed.
        """
    public static let nothingToRead = "the database has no learning-module attempts"

    /// The report's analysis: the standard pass mark.
    public static func run(on database: CareDatabase) throws -> ModuleReport {
        try ModuleAnalysis().run(on: database)
    }

    public static func run(on database: CareDatabase, options: ModuleAnalysis) throws -> ModuleReport {
        try options.run(on: database)
    }

    public static func isEmpty(_ result: ModuleReport) -> Bool { result.attempts == 0 }

    public static func table(_ report: ModuleReport, smallCells: SmallCellRule) -> CSVTable {
        var table = LongTable(smallCells: smallCells)
        table.add("opened", count: report.opened, people: report.openers)
        table.add("completion_share", proportion: report.completionShare, people: report.openers)
        for s in report.summaries {
            table.add("attempts", item: s.module, group: s.group, count: s.attempts, people: s.people)
            table.add("mean_score", item: s.module, group: s.group, s.meanScore?.estimate, s.meanScore?.interval,
                      people: s.people)
            table.add("pass_share", item: s.module, group: s.group, proportion: s.passShare, people: s.people)
            for (index, share) in s.questions.enumerated() {
                table.add("question_correct_share", item: s.module, group: s.group, period: "q\(index + 1)",
                          proportion: share, people: s.people)
            }
        }
        if let change = report.phq9Change {
            table.add("phq9_change_after_module", item: "PHQ-9", change.estimate, change.interval, people: change.people)
        }
        return table.table
    }

    public static func markdown(_ result: ModuleReport, in report: RunReport) -> [String] { report.moduleSection }

    public static func html(_ result: ModuleReport, in report: RunReport) -> HTMLDocument.Section? { report.modulesHTML }
}
