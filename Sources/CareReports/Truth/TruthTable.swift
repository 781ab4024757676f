import CareAnalytics
import CareModel
import CareStats

/// The table of `carelab analyze truth`: every planted parameter of a simulated run against
/// its estimate, one row each, then one row per false discovery; empty where a column does
/// not apply to a row's kind, and suppressed below the small-cell minimum. The declared
/// analyses' rows (``AnalysisRegistry/truth(_:on:)``) come from their declarations; the
/// others from ``TruthComparison``.
public struct TruthTable: Sendable {
    /// The smallest number of people a row may show figures for.
    public let smallCells: SmallCellRule
    /// The rows, under ``columns(_:)``.
    public private(set) var table: CSVTable

    /// The table of `comparison` and the declared analyses' `declared` rows under `smallCells`.
    public init(_ comparison: TruthComparison, declared: [DeclaredTruth], smallCells: SmallCellRule) {
        self.smallCells = smallCells
        table = CSVTable(columns: Self.columns(smallCells))
        for effect in comparison.planted {
            let shown = smallCells.allows(effect.people)
            let t = effect.truth
            table.append([
                "planted", t.factor, t.factorUnit, t.symptom, "", String(t.lagDays), "within_per_unit",
                NumberFormat.roundTrip(t.withinPerUnit), AnalysisCSV.number(t.impliedScorePointsPerUnit),
                AnalysisCSV.number(effect.slope?.estimate, shown: shown),
                AnalysisCSV.number(effect.slope?.standardError, shown: shown),
                AnalysisCSV.number(effect.slope?.interval.lower, shown: shown),
                AnalysisCSV.number(effect.slope?.interval.upper, shown: shown),
                AnalysisCSV.probability(effect.slope?.pValue, shown: shown),
                AnalysisCSV.boolean(effect.recovered, shown: shown),
                AnalysisCSV.number(effect.biasRatio, shown: shown),
                AnalysisCSV.count(effect.people, shown: shown), AnalysisCSV.count(effect.personDays, shown: shown),
                AnalysisCSV.number(effect.cell?.within.r, shown: shown),
                AnalysisCSV.probability(effect.cell?.within.qValue, shown: shown),
                String(effect.detected),
                effect.undefined.map { "slope \($0.description)" }
                    ?? "estimate in score points per unit; planted in latent points, and on the score scale as the model implies",
                AnalysisCSV.suppression(people: effect.people, rule: smallCells),
            ])
        }
        for effect in comparison.between {
            let t = effect.truth
            table.append(slopeRow(
                "between", factor: t.factor, unit: t.factorUnit, symptom: t.symptom, lag: String(t.lagDays),
                parameter: "between_per_unit", planted: t.betweenPerUnit, implied: t.impliedPersonMeanCoefficient,
                term: effect.coefficient, undefined: effect.undefined, recovered: effect.recovered, people: effect.people,
                personDays: effect.personDays,
                note: "score points per unit of the person's mean, beside the day's deviation; the model's coefficient "
                    + "mixes the between effect with the within one through the noise of a person's mean"))
        }
        for effect in comparison.missedDoses {
            table.append(slopeRow(
                "missed_dose", symptom: effect.truth.symptom, item: effect.medication, lag: "0", parameter: "per_missed_dose",
                planted: effect.truth.perMissedDose, implied: effect.truth.impliedScorePointsPerMissedDose, term: effect.slope,
                undefined: effect.undefined, recovered: effect.recovered, people: effect.people,
                personDays: effect.personDays,
                note: "score points per dose missed that day; planted in latent points, and on the score scale as the "
                    + "model implies"))
        }
        for share in comparison.adherence {
            table.append(shareRow("adherence", "mean_adherence", share, share.observed, recovered: share.recovered,
                                  note: "taken / scheduled while observed (days of use); planted distribution mean "
                                    + NumberFormat.roundTrip(share.distributionMean)))
            table.append(shareRow("adherence_window", "mean_adherence", share, share.window, recovered: nil,
                                  note: "taken / scheduled over the observation window: days without use counted as missed, "
                                    + "a lower bound"))
        }
        for fills in comparison.refillLateness {
            table.append(shareRow("refill_lateness", "mean_days_late", fills, fills.observed, recovered: fills.recovered,
                                  note: "days from the end of a fill's supply to the next fill, per person; "
                                    + "planted distribution mean " + NumberFormat.roundTrip(fills.distributionMean)))
        }
        for share in comparison.lateLogging {
            table.append(shareRow("late_logging", "late_logged_share", share, share.observed, recovered: share.recovered,
                                  note: "per person, the share of logged doses logged after they were taken and the "
                                    + "taken time corrected (seed 000 Req 14)"))
        }
        for delay in comparison.loggingDelay {
            table.append(shareRow("late_logging", "mean_delay_minutes", delay, delay.observed, recovered: delay.recovered,
                                  note: "per person, the mean minutes from taking a late-logged dose to logging it; "
                                    + "planted the delay distribution's mean"))
        }
        for row in medicalRecordRows(comparison) { table.append(row) }
        for row in parameterRows("forum", comparison.forum) + parameterRows("redemption", comparison.redemption)
            + parameterRows("calendar", comparison.calendar)
            + parameterRows("sessions", comparison.sessions) + parameterRows("card", comparison.cards)
            + parameterRows("journal", comparison.journal)
            + parameterRows("task_group", comparison.taskGroups)
            + declared.flatMap({ parameterRows($0.kind, $0.rows) }) {
            table.append(row)
        }
        for row in moduleRows(comparison) { table.append(row) }
        for share in comparison.taskCompletion {
            table.append(shareRow("task_completion", "mean_completion", share, share.observed, recovered: share.recovered,
                                  note: "done / due while observed (days of use); planted distribution mean "
                                    + NumberFormat.roundTrip(share.distributionMean)))
        }
        for trend in comparison.measurementTrends {
            table.append(shareRow("measurement_trend", "mean_slope_per_30_days", trend, trend.observed,
                                  recovered: trend.recovered,
                                  note: "mean per-person least-squares slope per 30 days (analyze measurements)"))
        }
        if let mood = comparison.moodWeight {
            table.append(slopeRow(
                "mood_weight", item: "mood valence", lag: "0", parameter: "symptom_weight", planted: mood.truth.symptomWeight,
                implied: mood.truth.impliedValencePerSymptomPoint, term: mood.slope, undefined: mood.undefined,
                recovered: mood.recovered, people: mood.people, personDays: mood.personDays,
                note: "mood valence per symptom point that day; planted in mood-score points, and on the valence scale "
                    + "as the model implies"))
        }
        for arm in comparison.dropout {
            table.append(ratioRow(
                "dropout_hazard", item: arm.truth.name, parameter: "daily_dropout_hazard",
                planted: arm.truth.dropoutHazardMean, implied: arm.truth.expectedDropoutHazard, estimate: arm.estimate,
                recovered: arm.recovered, people: arm.people, observed: arm.truth.remindersEveryDay == true,
                note: arm.truth.remindersEveryDay == true
                    ? "dropouts over days at risk, from the days reminders were sent; planted the people's mean hazard, "
                        + "and the pooled hazard their hazards imply"
                    : "not observed: the arm does not send reminders every day, so a dropout cannot be told from a pause"))
        }
        if let missingness = comparison.missingness {
            table.append(slopeRow(
                "missingness", item: missingness.truth.mechanism, lag: "1", parameter: "strength",
                planted: missingness.truth.strength, implied: missingness.truth.impliedUsePerPointTheDayBefore,
                term: missingness.slope, undefined: missingness.undefined, recovered: missingness.recovered,
                people: missingness.people, personDays: missingness.personDays,
                note: "chance of a log-in per symptom point logged the day before; planted in log-odds of logging per "
                    + "point, and on this scale as the mechanism implies"))
        }
        for effect in comparison.symptomFactors {
            table.append(slopeRow(
                "symptom_factor", factor: effect.truth.factor, symptom: effect.truth.symptom, item: effect.truth.role,
                lag: "", parameter: "next_entry_shift", planted: effect.truth.shift,
                implied: effect.truth.impliedNextSeverityChange, term: effect.cell?.slope, undefined: nil,
                recovered: effect.recovered, people: effect.cell?.peopleWithFactor ?? 0, personDays: effect.cell?.pairs ?? 0,
                note: effect.cell?.undefined.map { "slope \($0)" }
                    ?? "change of the next entry's severity rank with the factor on an entry (analyze symptom-factors); "
                    + "planted on the latent severity, and on the rank scale as the simulator's model implies"))
        }
        for onset in comparison.onsets {
            table.append(ratioRow(
                "onset_share", item: "\(onset.symptom): \(onset.part.rawValue)", parameter: "share",
                planted: onset.planted, implied: onset.planted, estimate: onset.row?.share, recovered: onset.recovered,
                people: onset.row?.people ?? 0,
                note: "share of the symptom's onsets in the part of the day (analyze time-of-day), interval clustered by person"))
        }
        for effect in comparison.partEffects {
            table.append(slopeRow(
                "part_of_day", factor: effect.truth.factor, unit: effect.truth.factorUnit, symptom: effect.truth.symptom,
                item: effect.part.rawValue, lag: String(effect.truth.lagDays), parameter: "within_per_unit",
                planted: effect.planted, implied: effect.implied, term: effect.cell?.slope, undefined: nil,
                recovered: effect.recovered, people: effect.cell?.people ?? 0, personDays: effect.cell?.personDays ?? 0,
                note: effect.cell?.undefined.map { "slope \($0)" }
                    ?? "score points per unit of the factor taken in this part of the day (analyze time-of-day); planted "
                    + "for \(effect.truth.timeOfDay ?? "any part"), 0 in the other parts"))
        }
        for trigger in comparison.onsetTriggers {
            let t = trigger.truth
            table.append(slopeRow(
                "onset_trigger", factor: t.factor, unit: t.factorUnit, symptom: t.symptom,
                item: "\(t.fromHours)-\(t.toHours) h", lag: "", parameter: "per_unit", planted: t.perUnit,
                implied: t.impliedOnsetChancePerUnit, term: trigger.cell?.slope, undefined: nil,
                recovered: trigger.recovered, people: trigger.cell?.people ?? 0, personDays: trigger.cell?.entries ?? 0,
                note: trigger.cell?.undefined.map { "slope \($0)" }
                    ?? "within-person slope of an onset of the symptom in the window of hours after the factor's entry "
                    + "on the factor's value (analyze time-of-day); planted on the chance of a triggered onset, on the "
                    + "estimate's scale less the onsets that were in the window anyway"))
        }
        for share in comparison.activeShares {
            table.append(ratioRow(
                "engagement", item: "\(share.arm): days \(share.firstDay)-\(share.lastDay)", parameter: "daily_active_share",
                planted: share.planted, implied: share.planted, estimate: share.estimate, recovered: share.recovered,
                people: share.people,
                note: "share of the period's days with a log-in (none after dropout); planted the mean of each day's "
                    + "probability of use that logging, engagement decay, dropout, reminders and missingness imply"))
        }
        for cell in comparison.falseDiscoveries {
            let shown = smallCells.allows(cell.within.people)
            table.append([
                "false_discovery", cell.factor, cell.unit, cell.outcome, "", String(cell.lagDays), "within_per_unit", "0", "0",
                AnalysisCSV.number(cell.withinSlope, shown: shown), "", "", "", "", "", "",
                AnalysisCSV.count(cell.within.people, shown: shown), AnalysisCSV.count(cell.within.pairs, shown: shown),
                AnalysisCSV.number(cell.within.r, shown: shown), AnalysisCSV.probability(cell.within.qValue, shown: shown),
                "true", "nothing planted", AnalysisCSV.suppression(people: cell.within.people, rule: smallCells),
            ])
        }
    }

    /// The row of a planted share: planted on the scale it is estimated on.
    func shareRow(
        _ kind: String, _ parameter: String, _ share: TruthComparison.MeanRecovery, _ mean: GroupMean?,
        recovered: Bool?, note: String
    ) -> [String] {
        let shown = smallCells.allows(share.people)
        let planted = NumberFormat.roundTrip(share.planted)
        return [
            kind, "", "", "", share.item, "", parameter, planted, planted,
            AnalysisCSV.number(mean?.estimate, shown: shown), "",
            AnalysisCSV.number(mean?.interval.lower, shown: shown), AnalysisCSV.number(mean?.interval.upper, shown: shown),
            "", AnalysisCSV.boolean(recovered, shown: shown), "",
            AnalysisCSV.count(share.people, shown: shown), "", "", "", "", note,
            AnalysisCSV.suppression(people: share.people, rule: smallCells),
        ]
    }

    /// The row of a regression slope (or coefficient) against the value the model implies.
    func slopeRow(
        _ kind: String, factor: String = "", unit: String = "", symptom: String = "", item: String = "", lag: String,
        parameter: String, planted: Double, implied: Double?, term: LinearRegression.Term?, undefined: StatisticsError?,
        recovered: Bool?, people: Int, personDays: Int, note: String
    ) -> [String] {
        let shown = smallCells.allows(people)
        return [
            kind, factor, unit, symptom, item, lag, parameter, NumberFormat.roundTrip(planted), AnalysisCSV.number(implied),
            AnalysisCSV.number(term?.estimate, shown: shown), AnalysisCSV.number(term?.standardError, shown: shown),
            AnalysisCSV.number(term?.interval.lower, shown: shown), AnalysisCSV.number(term?.interval.upper, shown: shown),
            AnalysisCSV.probability(term?.pValue, shown: shown), AnalysisCSV.boolean(recovered, shown: shown),
            "", AnalysisCSV.count(people, shown: shown), AnalysisCSV.count(personDays, shown: shown), "", "", "",
            undefined.map { "slope \($0.description)" } ?? note,
            AnalysisCSV.suppression(people: people, rule: smallCells),
        ]
    }

    /// The row of a pooled ratio (dropouts over days at risk, days with use over days)
    /// against the value the model implies; `observed` false for a ratio the data cannot show.
    func ratioRow(
        _ kind: String, item: String, parameter: String, planted: Double, implied: Double, estimate: RatioEstimate?,
        recovered: Bool?, people: Int, observed: Bool = true, note: String
    ) -> [String] {
        let shown = smallCells.allows(people)
        return [
            kind, "", "", "", item, "", parameter, NumberFormat.roundTrip(planted), NumberFormat.roundTrip(implied),
            AnalysisCSV.number(estimate?.estimate, shown: shown), AnalysisCSV.number(estimate?.standardError, shown: shown),
            AnalysisCSV.number(estimate?.interval.lower, shown: shown),
            AnalysisCSV.number(estimate?.interval.upper, shown: shown), "",
            AnalysisCSV.boolean(recovered, shown: shown), "",
            AnalysisCSV.count(people, shown: shown), "", "", "", "", note,
            observed ? AnalysisCSV.suppression(people: people, rule: smallCells) : "",
        ]
    }

    /// The columns: one table for planted effects, adherence and false discoveries, empty
    /// where a column does not apply to a row's kind.
    public static func columns(_ smallCells: SmallCellRule) -> [TableColumn] {
        [
            TableColumn("kind", .text, "what was planted: `planted` (a within-person factor effect), `between`, `missed_dose`, "
                + "`adherence`, `adherence_window`, `refill_lateness`, `late_logging`, `task_completion`, `measurement_trend`, `mood_weight`, "
                + "`dropout_hazard`, `missingness`, `symptom_factor`, `onset_share`, `part_of_day`, `onset_trigger`, `engagement`, `sessions`, `medical_record`, `forum`, `redemption`, `module`, `calendar`, `card`, `journal`, `task_group`, " + AnalysisRegistry.truthKinds + "or `false_discovery` (nothing planted)"),
            TableColumn("factor", .text, "the lifestyle factor, where the kind has one"),
            TableColumn("factor_unit", .text, "its unit"),
            TableColumn("symptom", .text, "the symptom (or outcome) the effect acts on"),
            TableColumn("item", .text, "a medication, task, measurement, arm, mood, role or part of the day, where the kind has one"),
            TableColumn("lag_days", .integer, "days from cause to effect"),
            TableColumn("parameter", .text, "the scenario's parameter (`within_per_unit`, `mean_adherence`, …)"),
            TableColumn("planted", .number, "its value in the scenario"),
            TableColumn("planted_on_estimate_scale", .number, "the value the model implies on the estimate's scale"),
            TableColumn("estimate", .number, "CareLab's estimate from the stored data"),
            TableColumn("se_cluster_robust", .number, "its standard error, clustered by person where rows are person-days"),
            TableColumn("ci_lower", .number, "its 95 % interval, lower end"),
            TableColumn("ci_upper", .number, "its 95 % interval, upper end"),
            TableColumn("p", .probability, "its two-sided p-value"),
            TableColumn("recovered", .boolean, "true when the interval covers `planted_on_estimate_scale`"),
            TableColumn("bias_ratio", .number, "estimate / planted_on_estimate_scale"),
            TableColumn("people", .integer, "people with data"),
            TableColumn("person_days", .integer, "person-days (or entries) with data"),
            TableColumn("within_r", .number, "the cell's repeated-measures correlation (analyze correlations)"),
            TableColumn("within_q", .probability, "its Benjamini-Hochberg q-value over the grid"),
            TableColumn("detected", .boolean, "true when `within_q` < 0.05"),
            TableColumn("note", .text, "the estimate's scale and method, or why it is undefined"),
            AnalysisCSV.suppressedColumn(smallCells),
        ]
    }
}
