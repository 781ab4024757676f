import CareModel
import CareStats
import CareStore

/// Estimates a scenario from a database (imported or simulated): see ``StudyFit``.
public struct StudyFitAnalysis: Sendable {
    /// The scoring rule of the daily scores.
    public var rule: ScoringRule
    /// The largest lag searched for effects.
    public var maxLag: Int
    /// The false discovery rate at which an effect is kept.
    public var falseDiscoveryRate: Double

    /// Creates the analysis.
    public init(rule: ScoringRule = .version1, maxLag: Int = 3, falseDiscoveryRate: Double = 0.05) {
        self.rule = rule
        self.maxLag = maxLag
        self.falseDiscoveryRate = falseDiscoveryRate
    }

    /// What the scenario file cannot yet be fitted for, whatever the data.
    public static let beyondTheFit = [
        "segments: people are fitted as one segment; a mixture of engaged and casual users shows as one beta distribution of logging",
        "missingness: MNAR (skipping bad days) cannot be told from the data alone; MAR strength is fitted, MNAR is left out",
        "between-person effects, time-of-day effects, symptom-factor effects and onset triggers",
        "medications, tasks, mood, questionnaires, measurements, arms, rewards and the seed documents' features",
    ]

    /// Fits `database`.
    ///
    /// - Throws: ``AnalysisError`` when the database cannot be read or holds nobody.
    public func run(on database: CareDatabase) throws(AnalysisError) -> StudyFit {
        let sample = try FitSample.read(database, rule: rule)
        var notFitted = Self.beyondTheFit
        let engagement: EngagementFit?
        do throws(StatisticsError) {
            engagement = try EngagementFit.fit(sample)
        } catch {
            engagement = nil
            notFitted.append("engagement and dropout: \(Self.reason(error)); the format's defaults (everyone uses the app every day)")
        }

        let factors = sample.factors.indices.compactMap { f -> FactorFit? in
            let fit = FactorFit.fit(sample, factor: f)
            if fit == nil { notFitted.append("factor \(sample.factors[f].name): fewer than 3 people with two days of it") }
            return fit
        }

        let grid = try CorrelationGridAnalysis(rule: rule, maxLag: maxLag).run(on: database)
        let found = grid.cells.filter { $0.level == .symptom && $0.within.qValue < falseDiscoveryRate }
        var symptoms: [SymptomFit] = [], effects: [EffectFit] = []
        for (s, symptom) in sample.symptoms.enumerated() {
            let counts = SymptomFit.counts(sample, symptom: s)
            let model: CoarsenedNormalModel.Fit
            do throws(StatisticsError) {
                model = try CoarsenedNormalModel(cuts: SymptomFit.cuts).fit(counts: counts)
            } catch {
                notFitted.append("symptom \(symptom.name): \(Self.reason(error))")
                continue
            }
            let spread = (model.betweenSD * model.betweenSD + model.withinSD * model.withinSD).squareRoot()
            let density = EffectFit.cutDensity(mean: model.mean, spread: spread, cuts: SymptomFit.cuts)
            var own: [EffectFit] = []
            for cell in found where cell.outcome == symptom.name {
                guard let f = sample.factors.firstIndex(where: { $0.name == cell.factor && $0.unit == cell.unit }),
                      let factor = factors.first(where: { $0.name == cell.factor && $0.unit == cell.unit })
                else { continue }
                do throws(StatisticsError) {
                    let (term, pairs) = try EffectFit.slope(sample, factor: f, symptom: s, lag: cell.lagDays)
                    let slope = FittedValue(term.estimate, lower: term.interval.lower, upper: term.interval.upper)
                    own.append(EffectFit(
                        factor: cell.factor, unit: cell.unit, symptom: symptom.name, lagDays: cell.lagDays,
                        scorePointsPerUnit: slope, withinPerUnit: slope.mapped { $0 / density },
                        qValue: cell.within.qValue, dayPairs: pairs,
                        factorWithinVariance: factor.withinSD.estimate * factor.withinSD.estimate))
                } catch {
                    notFitted.append("effect of \(cell.factor) on \(symptom.name) at lag \(cell.lagDays): \(Self.reason(error))")
                }
            }
            symptoms.append(SymptomFit(name: symptom.name, category: symptom.category.name, fit: model,
                                       effects: own, counts: counts))
            effects += own
        }

        var zones: [String: Int] = [:]
        for person in sample.people { zones[person.timeZone, default: 0] += 1 }
        return StudyFit(
            people: sample.people.count, startDay: sample.period.first, days: sample.period.dayCount,
            timeZones: zones.map { StudyFit.TimeZoneCount(identifier: $0.key, people: $0.value) }
                .sorted { ($0.people, $1.identifier) > ($1.people, $0.identifier) },
            engagement: engagement, symptoms: symptoms, factors: factors, effects: effects, notFitted: notFitted)
    }

    /// Why a part could not be fitted, in words.
    private static func reason(_ error: StatisticsError) -> String {
        if case .numerical = error { return "not identified by these data (the likelihood is flat in one of its parameters)" }
        return error.description
    }
}
