import CareModel

/// A tracked symptom and how it arises in the simulated population.
///
/// Each day a person's latent severity is their baseline (drawn once per person from
/// normal(`baselineMean`, `baselineSD`)) plus planted effects plus normal(0, `dailySD`)
/// noise; at 0.5 or above the symptom happens, with the latent value rounded to a severity
/// (1 mild to 4 debilitating), and is logged if the person logs that day.
public struct SymptomModel: Hashable, Sendable {
    public var symptom: Symptom
    public var baselineMean: Double
    public var baselineSD: Double
    public var dailySD: Double
    /// The factors and notes its entries carry (seed 000, Req 5-7).
    public var entryDetails: SymptomEntryDetails
    /// How its onsets spread over the parts of the day (seed 000, Req 3); nil for an even
    /// spread drawn as before the setting existed.
    public var onset: PartOfDayShares?

    public init(
        symptom: Symptom, baselineMean: Double, baselineSD: Double = 0, dailySD: Double = 0,
        entryDetails: SymptomEntryDetails = SymptomEntryDetails(), onset: PartOfDayShares? = nil
    ) {
        self.symptom = symptom
        self.baselineMean = baselineMean
        self.baselineSD = baselineSD
        self.dailySD = dailySD
        self.entryDetails = entryDetails
        self.onset = onset
    }
}

/// A lifestyle factor logged each day: a person's habitual amount is drawn once from
/// normal(`mean`, `betweenSD`), each day's from normal(habit, `withinSD`), both truncated at
/// 0. An amount factor logs the day's amount rounded to whole units; a level factor logs
/// the level its bands put the day's (unrounded) amount in (seed 000, Req 12).
public struct FactorModel: Hashable, Sendable {
    public var name: String
    /// How the day's amount is logged.
    public var logging: FactorLogging
    /// The parts of the day it is taken in (seed 000, Req 11): each day's part is drawn
    /// from these shares.
    public var partsOfDay: PartOfDayShares
    /// Mean habit, on the latent amount scale (the unit, or the bands' scale).
    public var mean: Double
    public var betweenSD: Double
    public var withinSD: Double

    /// A factor logged as an amount in `unit`.
    public init(name: String, unit: FactorUnit, partsOfDay: PartOfDayShares = .only(.morning), mean: Double,
                betweenSD: Double = 0, withinSD: Double = 0) {
        self.init(name: name, logging: .amount(unit), partsOfDay: partsOfDay, mean: mean,
                  betweenSD: betweenSD, withinSD: withinSD)
    }

    /// A factor logged as `logging` says.
    public init(name: String, logging: FactorLogging, partsOfDay: PartOfDayShares = .only(.morning), mean: Double,
                betweenSD: Double = 0, withinSD: Double = 0) {
        self.name = name
        self.logging = logging
        self.partsOfDay = partsOfDay
        self.mean = mean
        self.betweenSD = betweenSD
        self.withinSD = withinSD
    }
}
