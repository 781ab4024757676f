import CareAnalytics
import CareModel
import CareStats
import CareStore

/// `carelab analyze questionnaires`: the survey results of seed 004's research analytics.
/// Its report section is ``RunReport/questionnairesSection``.
extension QuestionnaireAnalysis: DeclaredAnalysis {
    public static let name = "questionnaires"
    public static let abstract = "Questionnaire results (PHQ-9, PHQ-2, GAD-7, WHO-5): totals, severity bands first and last, change from enrolment (seed 004)."
    public static let example = "carelab analyze questionnaires --db /tmp/run/carelab.sqlite \\\n    -o questionnaires.csv"
    public static let discussion = """
        Long table (measure,item,group,period,value,ci_lower,ci_upper,people,
        suppressed), item the questionnaire, group all and each arm: people and
        responses (counts; a response with too many items skipped has no total);
        mean_total, the raw total over scored responses (WHO-5 raw 0-25; × 4 for
        the percentage), interval clustered by person; band_share, the share of
        people with a scored response in each published band (item names it, e.g.
        "PHQ-9 moderate (10-14)") at their first and at their last scored response
        (period first or last; a person with one response is in both), Wilson
        interval, people the people in the band; change_from_enrolment, each
        person's last total less their first, mean over people with 2 or more
        scored responses; item9_flagged_share (PHQ-9), the share of responses with
        item 9 (self-harm) answered above 0, Wilson interval over responses, people
        those with a flagged response. Bands: PHQ-9 0-4, 5-9, 10-14, 15-19, 20-27
        (Kroenke 2001); PHQ-2 3 or more positive (Kroenke 2003); GAD-7 0-4, 5-9,
        10-14, 15-21 (Spitzer 2006); WHO-5 percentage 28 or less likely
        depression, 50 or less poor wellbeing (Topp 2015).
        """
    public static let nothingToRead = "the database has no questionnaire responses"

    public static func run(on database: CareDatabase) throws -> QuestionnaireReport {
        try QuestionnaireAnalysis().run(on: database)
    }

    public static func isEmpty(_ result: QuestionnaireReport) -> Bool { result.isEmpty }

    public static func table(_ report: QuestionnaireReport, smallCells: SmallCellRule) -> CSVTable {
        var table = LongTable(smallCells: smallCells)
        for s in report.summaries {
            let name = s.questionnaire.rawValue
            table.add("people", item: name, group: s.group, count: s.people, people: s.people)
            table.add("responses", item: name, group: s.group, count: s.responses, people: s.people)
            table.add("mean_total", item: name, group: s.group, s.meanTotal?.estimate, s.meanTotal?.interval,
                      people: s.scoredPeople)
            for (period, count) in [("first", \QuestionnaireReport.BandCount.first), ("last", \.last)] {
                for band in s.bands {
                    table.add("band_share", item: bandItem(s.questionnaire, band), group: s.group, period: period,
                              proportion: s.share(band[keyPath: count]), people: band[keyPath: count])
                }
            }
            table.add("change_from_enrolment", item: name, group: s.group, s.change?.estimate, s.change?.interval,
                      people: s.changePeople)
            if let flagged = s.flaggedShare {
                table.add("item9_flagged_share", item: name, group: s.group, proportion: flagged, people: s.flaggedPeople)
            }
        }
        return table.table
    }

    /// A band as the table's item names it, e.g. `PHQ-9 moderate (10-14)`.
    static func bandItem(_ questionnaire: Questionnaire, _ band: QuestionnaireReport.BandCount) -> String {
        "\(questionnaire.rawValue) \(band.band.name) (\(questionnaire.describe(totals: band.totals)))"
    }

    public static func markdown(_ result: QuestionnaireReport, in report: RunReport) -> [String] { report.questionnairesSection }

    public static func html(_ result: QuestionnaireReport, in report: RunReport) -> HTMLDocument.Section? {
        report.questionnairesHTML
    }
}
