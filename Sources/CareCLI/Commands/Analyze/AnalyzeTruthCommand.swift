import ArgumentParser
import CareAnalytics
import CareModel
import CareReports
import CareSimulation
import CareStats
import CareWorkflows
import Foundation

/// `carelab analyze truth`: a simulated run's findings against its ground truth.
struct AnalyzeTruthCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "truth",
        abstract: "Compare a simulated run's findings with every parameter it planted (truth.json).",
        discussion: """
            EXAMPLE:
              carelab analyze truth --db /tmp/run/carelab.sqlite
              carelab analyze truth --db run.sqlite --truth run-truth.json -o truth.csv

            One row per planted effect (kind planted, parameter within_per_unit): the
            within-person regression of the daily score on the lagged factor, with fixed
            effects and cluster-robust standard errors by person, in score points per
            factor unit. planted is the effect on the latent severity; scores are a
            coarsened sum (logged at 0.5 or above, rounded to 1-4 points), so the
            estimate targets planted_on_estimate_scale: the score points per unit the
            simulator's own model implies (truth.json, implied_score_points_per_unit:
            the same regression on each day's expected score given the factor values,
            the days logged and the person's traits, which is what the estimate's
            expectation is for the run's design). recovered: the estimate's 95 %
            interval covers it. bias_ratio: estimate over the latent value. detected:
            the grid's within-person q-value is below 0.05 (power proxy). A level
            factor (factor unit level, seed 000 Req 12) is regressed on its ordinal
            1-3, so its estimate is per level step, as it is planted.

            Per medication (kind adherence, parameter mean_adherence, item the
            medication): planted is the mean adherence of the people simulated (on the
            scale it is estimated on), estimate the mean per-person share of doses
            taken on days of use (analyze adherence's default), and recovered says
            whether its 95 % interval covers the planted value; a second row (kind
            adherence_window) gives the share over each person's observation window, a
            lower bound that counts days without use as missed. Per task (kind
            task_completion, parameter mean_completion, item the task): the same for
            the share of occurrences done among those due on days of use. Per
            dispensed medication (kind refill_lateness, parameter mean_days_late): the
            mean per-person days from the end of a fill's supply to the next fill. Per
            medication logged late (kind late_logging, seed 000 Req 14): the mean
            per-person share of doses logged after they were taken (parameter
            late_logged_share) and the mean per-person delay in minutes (parameter
            mean_delay_minutes). Per health measurement (kind measurement_trend, parameter
            mean_slope_per_30_days, item the reading, systolic for blood pressure): the
            planted trend against the mean per-person slope of analyze measurements.
            Per planted share of the medical record (kind medical_record, seed 001; item
            the condition, allergy, medication, blood type, or tooth status, as FDI 18
            missing for a tooth with chances of its own): the share of people (or charted
            teeth) as of the last day with its Wilson interval (parameters
            condition_prevalence, allergy_prevalence, medication_prevalence,
            blood_type_share, tooth_status_share), and the mistakes corrected per
            person-year (parameter mistakes_per_year, items deleted_items and
            tooth_corrections).
            Per planted forum parameter (kind forum, seed 004 DR3): anonymous_share
            (Wilson interval over questions), answer_chance (one minus the Kaplan-Meier
            curve of hours to the first professional answer at its last time),
            median_hours_to_answer (that curve's median over all questions, unanswered
            ones censored at the run's end) and replies_per_question (clustered by
            asker).
            Per planted redemption (kind redemption, seed 004 DR6):
            redemption_probability, the share of days whose balance covered the
            reward's cost on which it was redeemed (clustered by person).
            The planted sessions a day (kind sessions, parameter sessions_per_day, seed
            004 DR8): log-ins per day with a log-in, interval clustered by person.
            Per planted edit of a task group's schedule (kind task_group, seed 003 story
            12; item the group and the date it applies from, parameter
            completion_odds_ratio): the within-person Mantel-Haenszel odds ratio of
            completing the group's occurrences after the edit against before (strata:
            person and task, days of use), interval clustered by person. A task of such
            a group is compared on mean_completion with the expected share done that
            the edits' odds ratios imply.
            \(AnalysisRegistry.truthHelp)
            Per planted learning-module parameter (kind module, seed 004 DR5.FR6.0,
            DR8): completion (completed of opened modules, Wilson interval),
            correct_probability per question (item module and question, e.g.
            "cravings q2"; Wilson interval over attempts) and phq9_change_after_module
            (planted minus the points a completed module takes off the next PHQ-9;
            the within-person regression of PHQ-9 totals on a module completed since
            the previous PHQ-9, person-clustered).
            Per planted calendar parameter (kind calendar, seed 004 DR3/DR7.FR4.0,
            DR7.FR9.2): attendance (appointments without a reminder attended),
            attendance_day_ahead (reminded a day or more ahead) and
            attendance_difference_day_ahead (their difference, the planted effect of
            a reminder a day ahead; a linear probability model), all clustered by
            person; and, when planted, medication_share (people who keep medication
            times in the calendar of the run's people, Wilson interval).
            Per planted card-kit parameter (kind card, seed 002 entries 8-32):
            favourite_view_ratio, how many times as often a favourite card is viewed
            as another card in the kit at the time (Mantel-Haenszel rate ratio over
            views, interval clustered by person); and each planted chance as
            `carelab analyze cards` estimates it, events over occasions with an
            interval clustered by person: open_chance, note_chance,
            note_edit_chance, custom_card_chance, duplicate_chance,
            unfavourite_chance, custom_edit_chance, custom_delete_chance.
            Per planted journal parameter (kind journal, seed 002 entries 40-44):
            edit_share and delete_share (entries edited and deleted per entry written)
            and edit_delay_hours (mean hours from writing to the edit), each a ratio
            of per-person sums with its interval clustered by person.

            Per missed-dose effect (kind missed_dose, parameter per_missed_dose, item
            the medication): the within-person regression of the symptom's daily score
            on the doses of that day not taken (scheduled against logged, on days the
            person logged anything), against the score-scale effect the model implies
            (exact binomial covariance over the doses' variance, from truth.json).

            The mood weight (kind mood_weight, parameter symptom_weight): the
            within-person regression of the day's mean mood valence (0-1) on the day's
            symptom points, on days with a survey answered, against the valence slope
            the weight implies (the simulator's expected valence given each survey
            day's points, by quadrature over the mood score's noise). Per arm (kind
            dropout_hazard, parameter daily_dropout_hazard, item the arm): planted is
            the mean daily hazard the people drew, planted_on_estimate_scale the
            pooled hazard their hazards imply (expected dropouts over expected days at
            risk, rewards included); the estimate is dropouts over days at risk read
            from the reminders sent, so it exists only for arms that remind every day
            (an app stops reminding a person who left; without reminders a dropout
            cannot be told from a pause).

            Per symptom with planted onset shares (kind onset_share, parameter share,
            item symptom: part, seed 000 Req 3): the share of its onsets in each part of
            the day, with an interval clustered by person (analyze time-of-day). Per
            effect planted for one part of the day (kind part_of_day, item the part the
            factor was taken in, Req 11): the within-person slope of the score on the
            factor over the days it was taken in that part, against the slope the model
            implies for the part (truth.json, implied_score_points_per_unit_by_part):
            the planted effect in its own part, near 0 in the others. Per onset trigger
            (kind onset_trigger, item the window of hours, parameter per_unit, Req 3 and
            11: lags in hours): the within-person slope of "an onset of the symptom in
            the window after the factor's entry" on the factor's value, against the
            slope the model implies (truth.json, implied_onset_chance_per_unit: the
            planted per_unit less the onsets that fell in the window anyway).

            Per effect with a between-person part (kind between, parameter
            between_per_unit): the coefficient of the person's mean factor amount beside
            the day's deviation from it (the hybrid, or Mundlak, regression, errors
            clustered by person), over the day pairs of the within estimate, against
            the coefficient the model implies (truth.json,
            implied_person_mean_coefficient: the same regression on each day's expected
            score given the amounts and traits). A person's mean carries the mean of
            their deviations too, so the coefficient mixes the between effect with the
            within one, the more the fewer days a person logged.

            Per arm and period of 30 days (kind engagement, parameter
            daily_active_share, item the arm and days): the share of the period's days
            with a log-in over all the arm's people (none after a dropout), against the
            mean of each day's probability of use that the people's logging,
            engagement half-life and floor, dropout, reminders and the missing-data
            mechanism imply: the engagement curve is recovered, not the half-life
            itself (each person has their own).

            Per planted symptom-factor effect (kind symptom_factor, parameter
            next_entry_shift, item relieving or aggravating, seed 000 Req 5-6): the
            within-person regression of the next entry's severity rank on the
            factor's presence on an entry (analyze symptom-factors), against the
            change on the rank scale the simulator's model implies (truth.json,
            implied_next_severity_change: the within slope of presence times the
            ranks the shift is expected to add to each next entry, over the day's
            noise given that the symptom happened); people and person_days count
            the people with the factor on an entry and the pairs of entries.

            The missing-data mechanism (kind missingness, parameter strength, item the
            mechanism, lag 1): the within-person regression of whether a day has a
            log-in on the symptom points logged the day before, over days after a day
            with logging, against the slope the mechanism implies (the same regression
            on each day's probability of use, which the simulator knows). Under MAR the
            slope is negative by design; under MCAR and MNAR it shows what engagement,
            dropout and the day-to-day persistence of symptoms carry. The strength
            itself is in log-odds and, under MNAR, cannot be told from observed data
            alone: the slope is what the data can check.

            Then one row per false discovery (kind false_discovery: a symptom-level cell
            with nothing planted and q < 0.05); the summary line goes to stderr. Category scores are
            left out: a planted symptom moves its category.
            """
    )

    @OptionGroup var options: AnalyzeOptions
    @OptionGroup var scoring: ScoringRuleOption

    @Option(help: ArgumentHelp("""
        The ground-truth manifest. Default: truth.json beside the database; for a run's shards, \
        the run's truth rebuilt from their shard.json files and scenario.
        """, valueName: "file"))
    var truth: String?

    @Option(help: "The largest lag in days tested for false discoveries.")
    var maxLag = 3

    /// The row of a planted share: planted on the scale it is estimated on.
    private func shareRow(
        _ kind: String, _ parameter: String, _ share: TruthComparison.MeanRecovery, _ mean: GroupMean?,
        recovered: Bool?, note: String
    ) -> [String] {
        let shown = options.smallCells.allows(share.people)
        let planted = NumberFormat.roundTrip(share.planted)
        return [
            kind, "", "", "", share.item, "", parameter, planted, planted,
            AnalysisCSV.number(mean?.estimate, shown: shown), "",
            AnalysisCSV.number(mean?.interval.lower, shown: shown), AnalysisCSV.number(mean?.interval.upper, shown: shown),
            "", AnalysisCSV.boolean(recovered, shown: shown), "",
            AnalysisCSV.count(share.people, shown: shown), "", "", "", "", note,
            AnalysisCSV.suppression(people: share.people, rule: options.smallCells),
        ]
    }

    /// The row of a regression slope (or coefficient) against the value the model implies.
    private func slopeRow(
        _ kind: String, factor: String = "", unit: String = "", symptom: String = "", item: String = "", lag: String,
        parameter: String, planted: Double, implied: Double?, term: LinearRegression.Term?, undefined: StatisticsError?,
        recovered: Bool?, people: Int, personDays: Int, note: String
    ) -> [String] {
        let shown = options.smallCells.allows(people)
        return [
            kind, factor, unit, symptom, item, lag, parameter, NumberFormat.roundTrip(planted), AnalysisCSV.number(implied),
            AnalysisCSV.number(term?.estimate, shown: shown), AnalysisCSV.number(term?.standardError, shown: shown),
            AnalysisCSV.number(term?.interval.lower, shown: shown), AnalysisCSV.number(term?.interval.upper, shown: shown),
            AnalysisCSV.probability(term?.pValue, shown: shown), AnalysisCSV.boolean(recovered, shown: shown),
            "", AnalysisCSV.count(people, shown: shown), AnalysisCSV.count(personDays, shown: shown), "", "", "",
            undefined.map { "slope \($0.description)" } ?? note,
            AnalysisCSV.suppression(people: people, rule: options.smallCells),
        ]
    }

    /// The row of a pooled ratio (dropouts over days at risk, days with use over days)
    /// against the value the model implies; `observed` false for a ratio the data cannot show.
    private func ratioRow(
        _ kind: String, item: String, parameter: String, planted: Double, implied: Double, estimate: RatioEstimate?,
        recovered: Bool?, people: Int, observed: Bool = true, note: String
    ) -> [String] {
        let shown = options.smallCells.allows(people)
        return [
            kind, "", "", "", item, "", parameter, NumberFormat.roundTrip(planted), NumberFormat.roundTrip(implied),
            AnalysisCSV.number(estimate?.estimate, shown: shown), AnalysisCSV.number(estimate?.standardError, shown: shown),
            AnalysisCSV.number(estimate?.interval.lower, shown: shown),
            AnalysisCSV.number(estimate?.interval.upper, shown: shown), "",
            AnalysisCSV.boolean(recovered, shown: shown), "",
            AnalysisCSV.count(people, shown: shown), "", "", "", "", note,
            observed ? AnalysisCSV.suppression(people: people, rule: options.smallCells) : "",
        ]
    }

    /// The columns: one table for planted effects, adherence and false discoveries, empty
    /// where a column does not apply to a row's kind.
    static func columns(_ smallCells: SmallCellRule) -> [TableColumn] {
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

    /// The manifest of `--truth`, else truth.json beside the one database, else, for the
    /// shards of a run, the run's truth rebuilt from their manifests as `carelab merge`
    /// writes it.
    private func groundTruth(of databases: [String]) throws -> GroundTruth {
        if let path = truth ?? (databases.count == 1
            ? URL(fileURLWithPath: databases[0]).deletingLastPathComponent().appendingPathComponent("truth.json").path : nil) {
            try Failure.requireInput(path, "ground-truth manifest")
            return try GroundTruth.load(contentsOf: path)
        }
        let folders = databases.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
        let plan = try ShardMerge(folders: folders, scenarioOverride: nil, report: false, quiet: true).plan()
        return GroundTruth(scenario: plan.run.scenario, tally: plan.tally)
    }

    func validate() throws {
        guard (0...60).contains(maxLag) else { throw ValidationError("--max-lag must be from 0 to 60, got \(maxLag)") }
    }

    func run() throws {
        let manifest = try groundTruth(of: try options.databasePaths())
        let (comparison, declared) = try options.reading { database in
            (try TruthAnalysis(rule: try scoring.load(), maxLag: maxLag).run(on: database, truth: manifest),
             try AnalysisRegistry.truth(manifest, on: database))
        }
        var table = CSVTable(columns: Self.columns(options.smallCells))
        for effect in comparison.planted {
            let shown = options.smallCells.allows(effect.people)
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
                AnalysisCSV.suppression(people: effect.people, rule: options.smallCells),
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
            let shown = options.smallCells.allows(cell.within.people)
            table.append([
                "false_discovery", cell.factor, cell.unit, cell.outcome, "", String(cell.lagDays), "within_per_unit", "0", "0",
                AnalysisCSV.number(cell.withinSlope, shown: shown), "", "", "", "", "", "",
                AnalysisCSV.count(cell.within.people, shown: shown), AnalysisCSV.count(cell.within.pairs, shown: shown),
                AnalysisCSV.number(cell.within.r, shown: shown), AnalysisCSV.probability(cell.within.qValue, shown: shown),
                "true", "nothing planted", AnalysisCSV.suppression(people: cell.within.people, rule: options.smallCells),
            ])
        }
        let detected = comparison.planted.filter(\.detected).count
        let recovered = comparison.planted.filter { $0.recovered == true }.count
        var summary = "\(detected) of \(comparison.planted.count) planted effects detected, \(recovered) recovered; "
            + "\(comparison.falseDiscoveries.count) false discoveries among \(comparison.nullCellsTested) null cells "
            + "at q < \(comparison.falseDiscoveryRate)"
        // Each group of verdicts in the order the summary names them; an empty group is left out.
        var groups: [(what: String, verdicts: [Bool?])] = [
            ("between-person effects", comparison.between.map(\.recovered)),
            ("missed-dose effects", comparison.missedDoses.map(\.recovered)),
            ("mood weight", comparison.moodWeight.map { [$0.recovered] } ?? []),
            ("dropout hazards", comparison.dropout.filter { $0.estimate != nil }.map(\.recovered)),
            ("symptom-factor effects", comparison.symptomFactors.map(\.recovered)),
            ("onset shares", comparison.onsets.map(\.recovered)),
            ("part-of-day effects", comparison.partEffects.map(\.recovered)),
            ("onset triggers", comparison.onsetTriggers.map(\.recovered)),
            ("missingness", comparison.missingness.map { [$0.recovered] } ?? []),
            ("engagement periods", comparison.activeShares.map(\.recovered)),
            ("adherence means", comparison.adherence.map(\.recovered)),
            ("refill lateness means", comparison.refillLateness.map(\.recovered)),
            ("late-logging shares", comparison.lateLogging.map(\.recovered)),
            ("logging delays", comparison.loggingDelay.map(\.recovered)),
            ("task completion means", comparison.taskCompletion.map(\.recovered)),
            ("measurement trends", comparison.measurementTrends.map(\.recovered)),
            ("medical-record mistake rates", comparison.medicalRecordRates.map(\.recovered)),
            ("forum parameters", comparison.forum.map(\.recovered)),
            ("redemption chances", comparison.redemption.map(\.recovered)),
            ("learning-module parameters", comparison.modules.map(\.recovered)),
            ("calendar parameters", comparison.calendar.map(\.recovered)),
            ("sessions per day", comparison.sessions.map(\.recovered)),
            ("card kit parameters", comparison.cards.map(\.recovered)),
            ("journal edit parameters", comparison.journal.map(\.recovered)),
            ("task-group edits", comparison.taskGroups.map(\.recovered)),
        ]
        groups += declared.map { (what: $0.summary, verdicts: $0.rows.map(\.recovered)) }
        groups.append(("medical-record shares", comparison.medicalRecordShares.map(\.recovered)))
        let singles: Set = ["mood weight", "missingness"]  // one parameter each: "mood weight recovered"
        for (what, verdicts) in groups where !verdicts.isEmpty {
            let recovered = verdicts.filter { $0 == true }.count
            summary += singles.contains(what)
                ? "; \(what) " + (recovered == 1 ? "recovered" : "not recovered")
                : "; \(recovered) of \(verdicts.count) \(what) recovered"
        }
        try options.write(table)
        options.output.message(summary)
    }
}
