import CareModel

/// A medication everyone in the scenario takes on the same schedule, and how well each
/// person adheres to it.
///
/// Each scheduled dose is taken with the person's adherence probability (drawn once from
/// `adherence`), at the scheduled time plus normal(0, `timingSDMinutes`) minutes; a dose
/// taken on a day the person uses the app is logged. Every dose missed on a day changes the
/// latent severity of each symptom in `effects` that day by its `perMissedDose`.
public struct MedicationModel: Hashable, Sendable {
    public var medication: Medication
    public var adherence: Distribution
    public var timingSDMinutes: Double
    public var effects: [MissedDoseEffect]
    /// How the medication is dispensed, when the scenario simulates pharmacy fills.
    public var refills: RefillModel?
    /// Doses logged after they were taken, with the taken time corrected (seed 000, Req 14),
    /// when the scenario simulates them.
    public var lateLogging: LateLoggingModel?

    public init(medication: Medication, adherence: Distribution, timingSDMinutes: Double = 0,
                effects: [MissedDoseEffect] = [], refills: RefillModel? = nil, lateLogging: LateLoggingModel? = nil) {
        self.medication = medication
        self.adherence = adherence
        self.timingSDMinutes = timingSDMinutes
        self.effects = effects
        self.refills = refills
        self.lateLogging = lateLogging
    }
}

/// Doses logged late (seed 000, Req 14: a dose's logged-at time beside its taken-at time,
/// and the taken time corrected): each logged dose is, with chance `share`, entered
/// `delayMinutes` (drawn per dose) after it was taken, and its taken time set back to when
/// it was taken. Adherence counts the taken time.
public struct LateLoggingModel: Hashable, Sendable {
    /// The chance that a logged dose is logged late and corrected.
    public var share: Double
    /// How long after the dose it is logged, in minutes (drawn per dose, to the second; a
    /// draw of 0 or below is a dose logged on time), a positive distribution.
    public var delayMinutes: Distribution

    public init(share: Double, delayMinutes: Distribution) {
        self.share = share
        self.delayMinutes = delayMinutes
    }
}

/// Pharmacy fills of a medication (the data of refill adherence, AdhereR's CMA): the first
/// on the study's first day, each of `daysSupply` days, and each later one `daysSupply`
/// days after the one before plus a lateness in whole days. Each person's mean lateness is
/// drawn once from `lateDays`; each fill's lateness is Poisson with that mean. Fills come
/// from pharmacy records, so they happen whether or not the person uses the app, until they
/// drop out.
public struct RefillModel: Hashable, Sendable {
    public var daysSupply: Int
    public var lateDays: Distribution

    public init(daysSupply: Int, lateDays: Distribution) {
        self.daysSupply = daysSupply
        self.lateDays = lateDays
    }
}

/// A planted effect of adherence on a symptom: latent severity points per dose missed that day.
public struct MissedDoseEffect: Hashable, Sendable {
    public var symptom: String
    public var perMissedDose: Double

    public init(symptom: String, perMissedDose: Double) {
        self.symptom = symptom
        self.perMissedDose = perMissedDose
    }
}

/// A recurring task (seed 003) and how likely each person is to complete an occurrence on
/// a day they use the app; an occurrence not done is missed.
public struct TaskModel: Hashable, Sendable {
    public var name: String
    public var label: String
    public var schedule: RecurrenceRule
    public var completion: Distribution

    public init(name: String, label: String, schedule: RecurrenceRule, completion: Distribution) {
        self.name = name
        self.label = label
        self.schedule = schedule
        self.completion = completion
    }
}

/// The mood survey (seed 004 DR5.FR7.1) and the learning modules it recommends.
///
/// On a day a person uses the app they answer the survey with probability
/// `surveyProbability`. Their mood score is a personal baseline (normal(0, 1)) minus
/// `symptomWeight` × the day's symptom points plus normal(0, 1) noise; the mood is drawn
/// with probability ∝ exp(score × (valence − 0.5) × 4), so higher scores favour the
/// higher-valence moods of `Mood.affect`. A recommended module (after a neutral or
/// negative mood, as `MoodSurvey` decides) is opened with probability `moduleUptake`.
public struct MoodModel: Hashable, Sendable {
    public var surveyProbability: Double
    public var symptomWeight: Double
    public var moduleUptake: Double

    public init(surveyProbability: Double = 0, symptomWeight: Double = 0, moduleUptake: Double = 0) {
        self.surveyProbability = surveyProbability
        self.symptomWeight = symptomWeight
        self.moduleUptake = moduleUptake
    }
}
