import CareModel
import CareStore

/// One person's days laid out as columns: daily factor totals and daily symptom scores.
///
/// Factor totals are NaN on days with nothing logged (missing, not zero); symptom scores
/// follow the scoring rule, which gives 0 when nothing was logged (seed 000, Req 9).
struct PersonDays {
    /// Total amount of each factor per day, by factor name.
    var factorTotals: [String: [Double]]
    /// Daily score of each symptom, by symptom name.
    var symptomScores: [String: [Double]]
    /// Daily scores of every category and symptom, in the scorer's order.
    var scores: [DailyScore]

    init(log: PersonLog, symptoms: [Symptom], period: StudyPeriod, rule: ScoringRule) {
        let scorer = DailyScorer(rule: rule, timeZone: log.timeZone)
        scores = scorer.scores(for: log.symptomEntries, tracking: symptoms, from: period.first, through: period.last)
        var symptomScores: [String: [Double]] = [:]
        for score in scores where score.level == .symptom {
            symptomScores[score.name, default: []].append(Double(score.score))
        }
        self.symptomScores = symptomScores

        var factorTotals: [String: [Double]] = [:]
        for entry in log.factorEntries {
            guard case .amount(let amount, _) = entry.measurement else { continue }
            let offset = period.first.days(to: CalendarDay(containing: entry.timestamp, in: log.timeZone))
            guard offset >= 0, offset < period.dayCount else { continue }
            var column = factorTotals[entry.factor] ?? [Double](repeating: .nan, count: period.dayCount)
            column[offset] = column[offset].isNaN ? amount : column[offset] + amount
            factorTotals[entry.factor] = column
        }
        self.factorTotals = factorTotals
    }
}
