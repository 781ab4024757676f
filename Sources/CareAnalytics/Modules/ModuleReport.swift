import CareStats

/// Learning-module scores over a run (seed 004, DR8: "Scores on learning modules ... to
/// better understand if the modules are helpful"): per module, and per module and cohort,
/// the attempts, the mean score, the share passing and each question's share correct; and
/// the change in the next PHQ-9 after a completed module, within persons. Counts and
/// estimates only: the small-cell rule is the report's to apply, on the people behind each
/// figure.
public struct ModuleReport: Sendable {
    /// One module in one group.
    public struct Summary: Sendable {
        /// The module's identifier.
        public var module: String
        /// `all`, or a cohort (due month).
        public var group: String
        /// Completed attempts.
        public var attempts: Int
        /// People with at least one attempt.
        public var people: Int
        /// The mean score (correct ÷ questions) over attempts, with its 95 % interval
        /// clustered by person; nil with fewer than two people or no variation.
        public var meanScore: GroupMean?
        /// Attempts that passed under the analysis's pass mark.
        public var passed: Int
        /// Each question's share answered correctly, in order; empty in a cohort's summary.
        public var questions: [Proportion]

        /// The share of attempts passing, with its Wilson 95 % interval; nil without attempts.
        public var passShare: Proportion? { try? Proportion.wilson(successes: passed, trials: attempts) }
    }

    /// The change in a PHQ-9 total after a learning module was completed since the
    /// previous PHQ-9: the within-person regression of the total on that indicator.
    public struct PHQ9Change: Sendable {
        /// The coefficient: PHQ-9 points after a module minus without one, within persons.
        public var estimate: Double
        /// Its 95 % interval (person-clustered, Student's t on people − 1 degrees of freedom).
        public var interval: ConfidenceInterval
        /// Its two-sided p-value.
        public var pValue: Double
        /// PHQ-9 totals used.
        public var responses: Int
        /// Of which followed a completed module.
        public var afterModule: Int
        /// People with a PHQ-9 total both after a module and without one.
        public var people: Int
    }

    /// People in the run.
    public var people: Int
    /// Learning modules opened (`learning_module` usage events).
    public var opened: Int
    /// People who opened one.
    public var openers: Int
    /// The pass mark the ``Summary/passed`` counts use.
    public var passMark: Double
    /// Each module over everyone (group `all`), then by cohort, modules in order of
    /// identifier.
    public var summaries: [Summary]
    /// The change in the next PHQ-9 after a module; nil without PHQ-9 totals both after
    /// modules and without in at least two people.
    public var phq9Change: PHQ9Change?

    /// Completed attempts over all modules.
    public var attempts: Int { summaries.filter { $0.group == "all" }.reduce(0) { $0 + $1.attempts } }

    /// The share of opened modules that were completed, with its Wilson 95 % interval; nil
    /// when none was opened or more were completed than opened (imported data).
    public var completionShare: Proportion? {
        attempts <= opened ? try? Proportion.wilson(successes: attempts, trials: opened) : nil
    }
}
