import ArgumentParser
import CareAnalytics
import CareModel
import CareReports
import CareWorkflows

/// `carelab analyze modules`: learning-module scores of seed 004's research analytics (DR8)
/// and the change in the next PHQ-9 after a completed module.
struct AnalyzeModulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "modules",
        abstract: "Learning-module scores: attempts, mean score, pass share, share correct per question, and the next PHQ-9 after a module (seed 004).",
        discussion: """
            EXAMPLE:
              carelab analyze modules --db runs/programme/carelab.sqlite -o modules.csv

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
    )

    @OptionGroup var options: AnalyzeOptions

    @Option(name: .customLong("pass-mark"),
            help: "The lowest score that passes, from 0 to 1 (the seed names none; CareLab's default).")
    var passMark: Double = ModuleScoring.standard.passMark

    func validate() throws {
        guard (0...1).contains(passMark) else { throw ValidationError("--pass-mark must be from 0 to 1, found \(passMark)") }
    }

    func run() throws {
        let analysis = ModuleAnalysis(scoring: ModuleScoring(passMark: passMark))
        let report = try options.reading { database in try analysis.run(on: database) }
        if report.attempts == 0 { throw Failure.failed("the database has no learning-module attempts") }
        try options.write(Self.table(report, smallCells: options.smallCells).table)
    }

    /// The long table of `report`.
    static func table(_ report: ModuleReport, smallCells: SmallCellRule) -> LongTable {
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
        return table
    }
}
