extension GroundTruth {
    /// A medication: how adherence was drawn, its planted mean and the mean over the people
    /// simulated, and the planted effects of missed doses.
    public struct Medication: Codable, Hashable, Sendable {
        public var name: String
        /// The adherence distribution as the scenario writes it.
        public var adherence: String
        /// The mean of the adherence distribution as written (before draws are clamped to
        /// 0-1; exact for beta and for a constant within 0-1).
        public var adherenceMean: Double
        /// The mean adherence of the people simulated: what an unbiased estimate targets.
        public var realisedAdherenceMean: Double
        /// The spread of dose times around the scheduled time.
        public var timingSdMinutes: Double
        /// The planted effects of a dose missed on that day's symptoms.
        public var missedDoseEffects: [MissedDose]
        /// The pharmacy fills, when the scenario simulates them.
        public var refills: Refills?
        /// Doses logged late, when the scenario simulates them (seed 000, Req 14).
        public var lateLogging: LateLogging?

        /// A medication from its parts.
        public init(name: String, adherence: String, adherenceMean: Double, realisedAdherenceMean: Double,
                    timingSdMinutes: Double, missedDoseEffects: [MissedDose], refills: Refills?,
                    lateLogging: LateLogging? = nil) {
            self.name = name
            self.adherence = adherence
            self.adherenceMean = adherenceMean
            self.realisedAdherenceMean = realisedAdherenceMean
            self.timingSdMinutes = timingSdMinutes
            self.missedDoseEffects = missedDoseEffects
            self.refills = refills
            self.lateLogging = lateLogging
        }
    }

    /// Doses logged after they were taken, with the taken time corrected (seed 000, Req 14).
    public struct LateLogging: Codable, Hashable, Sendable {
        /// The chance that a logged dose is logged late: what the mean per-person share of
        /// late-logged doses estimates.
        public var share: Double
        /// The delay distribution as the scenario writes it, in minutes.
        public var delayMinutes: String
        /// The mean of the delay distribution: what the mean per-person delay estimates.
        public var delayMinutesMean: Double

        /// Late logging from its parts.
        public init(share: Double, delayMinutes: String, delayMinutesMean: Double) {
            self.share = share
            self.delayMinutes = delayMinutes
            self.delayMinutesMean = delayMinutesMean
        }
    }

    /// A missed dose's planted effect on a symptom that day, on the latent scale and on the
    /// score scale the analysis estimates it on.
    public struct MissedDose: Codable, Hashable, Sendable {
        public var symptom: String
        /// Latent severity points per dose missed that day.
        public var perMissedDose: Double
        /// Score points per dose missed that day as the simulator's model implies them: over
        /// every person-day, the exact binomial covariance of the expected points with the
        /// doses missed over the doses' variance. Absent when no dose could be missed.
        public var impliedScorePointsPerMissedDose: Double?

        /// An effect from its parts.
        public init(symptom: String, perMissedDose: Double, impliedScorePointsPerMissedDose: Double?) {
            self.symptom = symptom
            self.perMissedDose = perMissedDose
            self.impliedScorePointsPerMissedDose = impliedScorePointsPerMissedDose
        }
    }

    /// How a medication was dispensed: each fill's supply, and how late fills come.
    public struct Refills: Codable, Hashable, Sendable {
        public var daysSupply: Int
        /// The lateness distribution as the scenario writes it.
        public var lateDays: String
        /// The mean of the lateness distribution (each person's mean days late).
        public var lateDaysMean: Double
        /// The mean over the people simulated of their mean days late: what an unbiased
        /// estimate of this run targets.
        public var realisedLateDaysMean: Double

        /// Refills from their parts.
        public init(daysSupply: Int, lateDays: String, lateDaysMean: Double, realisedLateDaysMean: Double) {
            self.daysSupply = daysSupply
            self.lateDays = lateDays
            self.lateDaysMean = lateDaysMean
            self.realisedLateDaysMean = realisedLateDaysMean
        }
    }

    /// A task: how completion on a day of use was drawn, and its means.
    public struct Task: Codable, Hashable, Sendable {
        public var name: String
        /// The completion distribution as the scenario writes it.
        public var completion: String
        /// The mean of the completion distribution.
        public var completionMean: Double
        /// The mean completion probability of the people simulated.
        public var realisedCompletionMean: Double
        /// For a task whose group's edits plant an odds ratio (seed 003, story 12): the mean
        /// over the people with an occurrence due on a day of use of their expected share
        /// done, each occurrence's chance as the edit in force moves it; what the observed
        /// per-person share estimates. nil (not written) for any other task.
        public var expectedCompletionWithEdits: Double?

        /// A task from its parts.
        public init(name: String, completion: String, completionMean: Double, realisedCompletionMean: Double,
                    expectedCompletionWithEdits: Double? = nil) {
            self.name = name
            self.completion = completion
            self.completionMean = completionMean
            self.realisedCompletionMean = realisedCompletionMean
            self.expectedCompletionWithEdits = expectedCompletionWithEdits
        }
    }
}
