import CareAnalytics

/// What a report of one person's database leaves out and says instead (issue 39): the
/// population's charts and lagged correlations have nothing to show for one person, whose
/// associations are the single-subject section (``SingleSubjectAnalysis``).
extension RunReport {
    /// Whether the database holds exactly one person.
    var isStudyOfOne: Bool { overview.people == 1 }

    /// The key figures' count of people: one person's own database shows its one person.
    var peopleShown: String { isStudyOfOne ? "1 (a study of one)" : smallCells.shown(overview.people) }

    /// The report's line on the small-cell rule.
    var smallCellLine: String {
        isStudyOfOne
            ? "A study of one: small-cell suppression does not apply to this report, which is one person's, for that person; "
                + "do not share its tables as population data."
            : "Cells backed by fewer than \(smallCells.minimumCount) people or person-days are suppressed."
    }

    /// Whether the report has lagged correlations to show: never for one person.
    var showsCorrelations: Bool { !isStudyOfOne }

    /// Whether anyone has a daily score (`daily_scores_mean.csv` has rows).
    var hasDailyScores: Bool { !overview.dailyMeans.isEmpty }

    /// Whether the daily scores have a line to draw (a symptom over more than one day).
    var hasTrendChart: Bool {
        overview.period.dayCount > 1 && overview.dailyMeans.contains { $0.level == .symptom }
    }

    /// Whether a factor and symptom pair could be correlated for the dose-response chart.
    var hasDoseResponse: Bool { showsCorrelations && overview.doseResponse != nil }

    /// Whether the engagement section, with its dropout curve, is shown: someone used the app.
    var hasDropoutCurve: Bool { (engagement?.peopleWhoUsedTheApp ?? 0) > 0 }

    /// Whether any factor and symptom cell has enough people for the heat map.
    var hasHeatmap: Bool {
        showsCorrelations && overview.correlations.cells.contains { $0.level == .symptom && smallCells.allows($0.within.people) }
    }
}

extension TimeOfDayReport {
    /// Whether the analysis found nothing to show: no onset, no factor taken in more than
    /// one part of the day, no hour-lag finding.
    var isEmpty: Bool { onsets.isEmpty && timedFactorCells(lag: 1).isEmpty && hourLagFindings.isEmpty }
}
