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
        let table = TruthTable(comparison, declared: declared, smallCells: options.smallCells)
        try options.write(table.table)
        options.output.message(TruthTable.summary(comparison, declared: declared))
    }
}
