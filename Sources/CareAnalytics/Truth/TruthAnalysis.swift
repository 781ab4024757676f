import CareModel
import CareStats
import CareStore
import Foundation

/// Compares a simulated run's findings with its ground-truth manifest: the estimate of
/// each planted effect, whether the grid detects it, and the discoveries among pairs where
/// nothing was planted; each medication's planted adherence, each task's planted
/// completion, each measurement's planted trend, the mood weight and each arm's dropout
/// hazard against its estimate.
public struct TruthAnalysis: Sendable {
    /// The scoring rule for daily scores.
    public var rule: ScoringRule
    /// The largest lag tested in the grid (at least the largest planted lag is used).
    public var maxLag: Int
    /// The false discovery rate for detections.
    public var falseDiscoveryRate: Double

    /// Creates the analysis.
    public init(rule: ScoringRule = .version1, maxLag: Int = 3, falseDiscoveryRate: Double = 0.05) {
        self.rule = rule
        self.maxLag = maxLag
        self.falseDiscoveryRate = falseDiscoveryRate
    }

    /// Runs the comparison of `database` with `truth`.
    public func run(on database: CareDatabase, truth: GroundTruth) throws(AnalysisError) -> TruthComparison {
        let lags = max(maxLag, truth.effects.map(\.lagDays).max() ?? 0)
        let grid = try CorrelationGridAnalysis(rule: rule, maxLag: lags).run(on: database)
        let columns = try Self.columns(of: truth.effects, in: database, rule: rule)
        let symptomCells = grid.cells.filter { $0.level == .symptom }
        // A cell is planted by an effect at its lag, or by an onset trigger at any day its
        // window of hours reaches.
        func isPlanted(_ cell: CorrelationGrid.Cell) -> Bool {
            truth.effects.contains { $0.factor == cell.factor && $0.symptom == cell.outcome && $0.lagDays == cell.lagDays }
                || truth.onsetTriggers.contains {
                    $0.factor == cell.factor && $0.symptom == cell.outcome
                        && ($0.fromHours / 24...($0.toHours + 23) / 24).contains(cell.lagDays)
                }
        }

        let planted = zip(truth.effects, columns).map { effect, column in
            let cell = symptomCells.first {
                $0.factor == effect.factor && $0.outcome == effect.symptom && $0.lagDays == effect.lagDays
            }
            var result = TruthComparison.PlantedEffect(
                truth: effect, people: Set(column.subjects).count, personDays: column.x.count, cell: cell,
                detected: (cell?.within.qValue ?? .nan) < falseDiscoveryRate)
            do throws(StatisticsError) {
                let fit = try LinearRegression.withinSubjects(
                    y: column.y, predictors: [Predictor(name: effect.factor, values: column.x)], subjects: column.subjects)
                result.slope = fit.term(named: effect.factor)
            } catch {
                result.undefined = error
            }
            return result
        }
        let between = zip(truth.effects, columns).filter { $0.0.betweenPerUnit != 0 }.map { effect, column in
            var result = TruthComparison.BetweenEffect(
                truth: effect, people: Set(column.subjects).count, personDays: column.x.count)
            do throws(StatisticsError) {
                result.coefficient = try Self.personMeanCoefficient(column)
            } catch {
                result.undefined = error
            }
            return result
        }
        let nulls = symptomCells.filter { !isPlanted($0) && !$0.within.qValue.isNaN }
        let adherence = truth.medications.isEmpty ? nil : try AdherenceAnalysis(rule: rule).run(on: database)
        let tasks = truth.tasks.isEmpty ? nil : try TaskAnalysis().run(on: database)
        let measurements = truth.measurements.isEmpty ? nil : try MeasurementAnalysis().run(on: database)
        let symptomFactorCells = truth.symptomFactorEffects.isEmpty ? [] : try SymptomFactorAnalysis().run(on: database)
        let missedDoses = try Self.missedDoseEffects(truth.medications, in: database, rule: rule)
        let partEffects = truth.effects.filter { $0.timeOfDay != nil }
        let triggerWindows = truth.onsetTriggers.map { HourWindow(from: $0.fromHours, to: $0.toHours) }
        let timeOfDay = truth.onsets.isEmpty && partEffects.isEmpty && triggerWindows.isEmpty
            ? nil : try TimeOfDayAnalysis(rule: rule, lags: Array(Set(partEffects.map(\.lagDays))).sorted(),
                                          windows: Array(Set(triggerWindows)).sorted { ($0.from, $0.to) < ($1.from, $1.to) })
                .run(on: database)
        let observedArms = Set(truth.arms.filter { $0.remindersEveryDay == true }.map(\.name))
        let dropouts = observedArms.isEmpty || truth.days <= 0
            ? [:] : try ReminderDropouts.read(arms: observedArms, days: truth.days, database: database)
        let periodDays = GroundTruth.Group.periodDays
        let activeDays = truth.arms.isEmpty || truth.days <= 0
            ? [:] : try ActiveDays.read(days: truth.days, periodDays: periodDays, database: database)
        var comparison = TruthComparison(
            planted: planted,
            between: between,
            adherence: truth.medications.map { medication in
                let summary = adherence?.summaries.first { $0.medication == medication.name && $0.group == "all" }
                return .init(item: medication.name, planted: medication.realisedAdherenceMean,
                             distributionMean: medication.adherenceMean, observed: summary?.observedTakenShare,
                             window: summary?.takenShare, people: summary?.people ?? 0)
            },
            missedDoses: missedDoses,
            refillLateness: truth.medications.compactMap { medication in
                guard let refills = medication.refills else { return nil }
                let summary = adherence?.summaries.first { $0.medication == medication.name && $0.group == "all" }
                return .init(item: medication.name, planted: refills.realisedLateDaysMean,
                             distributionMean: refills.lateDaysMean, observed: summary?.refillDelay, window: nil,
                             people: summary?.peopleWithFills ?? 0)
            },
            lateLogging: truth.medications.compactMap { medication in
                guard let late = medication.lateLogging else { return nil }
                let summary = adherence?.summaries.first { $0.medication == medication.name && $0.group == "all" }
                return .init(item: medication.name, planted: late.share, distributionMean: late.share,
                             observed: summary?.lateLoggedShare, window: nil, people: summary?.people ?? 0)
            },
            loggingDelay: truth.medications.compactMap { medication in
                guard let late = medication.lateLogging else { return nil }
                let summary = adherence?.summaries.first { $0.medication == medication.name && $0.group == "all" }
                return .init(item: medication.name, planted: late.delayMinutesMean, distributionMean: late.delayMinutesMean,
                             observed: summary?.loggingDelayMinutes, window: nil,
                             people: summary?.loggingDelayMinutes?.people ?? 0)
            },
            taskCompletion: truth.tasks.map { task in
                let observed = tasks?.observedCompletion.first { $0.task == task.name }
                return .init(item: task.name, planted: task.expectedCompletionWithEdits ?? task.realisedCompletionMean,
                             distributionMean: task.completionMean,
                             observed: observed?.mean, window: nil, people: observed?.people ?? 0)
            },
            measurementTrends: truth.measurements.map { measurement in
                let summary = measurements?.summaries.first { $0.name == measurement.reading }
                return .init(item: measurement.reading, planted: measurement.trendPer30Days,
                             distributionMean: measurement.trendPer30Days, observed: summary?.meanSlope, window: nil,
                             people: summary?.slopes.count ?? 0)
            },
            moodWeight: try truth.mood.flatMap { mood throws(AnalysisError) in
                // Without survey days there is nothing planted to compare.
                mood.impliedValencePerSymptomPoint == nil ? nil : try Self.moodWeight(mood, in: database, rule: rule)
            },
            dropout: truth.arms.map { arm in
                let counts = dropouts[arm.name]
                return .init(truth: arm, estimate: counts?.hazard, people: counts?.people.count ?? 0)
            },
            activeShares: truth.arms.flatMap { arm in
                let shares = activeDays[arm.name]?.shares ?? []
                return arm.dailyActiveShare.enumerated().map { p, planted in
                    TruthComparison.ActiveShare(
                        arm: arm.name, firstDay: p * periodDays + 1, lastDay: min(truth.days, (p + 1) * periodDays),
                        planted: planted, estimate: p < shares.count ? shares[p] : nil,
                        people: activeDays[arm.name]?.periods[p].count ?? 0)
                }
            },
            missingness: try truth.missingness.flatMap { missingness throws(AnalysisError) in
                missingness.impliedUsePerPointTheDayBefore == nil
                    ? nil : try Self.missingness(missingness, in: database, rule: rule)
            },
            symptomFactors: truth.symptomFactorEffects.map { effect in
                TruthComparison.SymptomFactorRecovery(truth: effect, cell: symptomFactorCells.first {
                    $0.symptom == effect.symptom && $0.role.rawValue == effect.role && $0.factor == effect.factor
                })
            },
            onsets: truth.onsets.flatMap { onset in
                TimeOfDay.allCases.map { part in
                    TruthComparison.OnsetRecovery(
                        symptom: onset.symptom, part: part, planted: onset.shares[part.rawValue] ?? 0,
                        row: timeOfDay?.onsets.first { $0.symptom == onset.symptom && $0.part == part })
                }
            },
            partEffects: partEffects.flatMap { effect in
                (effect.impliedScorePointsPerUnitByPart ?? [:]).keys.compactMap(TimeOfDay.init).sorted {
                    TimeOfDay.allCases.firstIndex(of: $0)! < TimeOfDay.allCases.firstIndex(of: $1)!
                }.map { part in
                    TruthComparison.PartEffectRecovery(truth: effect, part: part, cell: timeOfDay?.factorParts.first {
                        $0.factor == effect.factor && $0.unit == effect.factorUnit && $0.symptom == effect.symptom
                            && $0.lagDays == effect.lagDays && $0.part == part
                    })
                }
            },
            onsetTriggers: truth.onsetTriggers.map { trigger in
                TruthComparison.OnsetTriggerRecovery(truth: trigger, cell: timeOfDay?.hourLags.first {
                    $0.factor == trigger.factor && $0.unit == trigger.factorUnit && $0.symptom == trigger.symptom
                        && $0.window == HourWindow(from: trigger.fromHours, to: trigger.toHours)
                })
            },
            falseDiscoveries: nulls.filter { $0.within.qValue < falseDiscoveryRate },
            nullCellsTested: nulls.count, falseDiscoveryRate: falseDiscoveryRate)
        if let record = truth.medicalRecord {
            (comparison.medicalRecordShares, comparison.medicalRecordRates) =
                Self.medicalRecord(record, report: try MedicalRecordAnalysis().run(on: database))
        }
        if let forum = truth.forum {
            comparison.forum = Self.forum(forum, report: try ForumAnalysis().run(on: database))
        }
        if let redemption = truth.redemption {
            comparison.redemption = Self.redemption(
                redemption, report: try RewardAnalysis(redemptionCost: redemption.cost).run(on: database))
        }
        if let modules = truth.learningModules {
            let analysis = ModuleAnalysis(effectModules: modules.effectModules.map(Set.init))
            comparison.modules = Self.modules(modules, report: try analysis.run(on: database))
        }
        if let calendar = truth.calendar {
            comparison.calendar = Self.calendar(calendar, report: try CalendarAnalysis().run(on: database))
        }
        if let sessions = truth.sessionsPerDay {
            let everyone = try SectionAnalysis().run(on: database).logins.first {
                $0.group == SectionReport.everyone && $0.week == nil
            }?.perLoginDay
            comparison.sessions = [TruthComparison.ParameterRecovery(
                parameter: "sessions_per_day", planted: sessions, estimate: everyone?.estimate, interval: everyone?.interval,
                people: everyone?.count ?? 0,
                note: "log-ins per day with a log-in (analyze sections), interval clustered by person")]
        }
        let cardsReport = truth.cards == nil && truth.journal == nil ? nil : try CardsAnalysis().run(on: database)
        if let cards = truth.cards, let cardsReport {
            comparison.cards = Self.cards(cards, report: cardsReport)
        }
        if let journal = truth.journal, let cardsReport {
            comparison.journal = Self.journal(journal, report: cardsReport.journalEdits)
        }
        if let tasks, !truth.taskGroups.isEmpty {
            comparison.taskGroups = Self.taskGroups(truth.taskGroups, report: tasks)
        }
        return comparison
    }

    /// The coefficient of the person's mean x in the pooled regression of y on that mean and
    /// the day's deviation from it, errors clustered by person.
    private static func personMeanCoefficient(
        _ column: (subjects: [Int], x: [Double], y: [Double])
    ) throws(StatisticsError) -> LinearRegression.Term? {
        var sums: [Int: (total: Double, days: Double)] = [:]
        for (subject, x) in zip(column.subjects, column.x) {
            sums[subject, default: (0, 0)].total += x
            sums[subject, default: (0, 0)].days += 1
        }
        let means = column.subjects.map { sums[$0]!.total / sums[$0]!.days }
        return try LinearRegression.ordinaryLeastSquares(
            y: column.y,
            predictors: [Predictor(name: "deviation", values: zip(column.x, means).map { $0 - $1 }),
                         Predictor(name: "person_mean", values: means)],
            clusters: column.subjects).term(named: "person_mean")
    }

    /// The missing-data mechanism's slope estimated from the stored log-ins and scores.
    private static func missingness(
        _ truth: GroundTruth.Missingness, in database: CareDatabase, rule: ScoringRule
    ) throws(AnalysisError) -> TruthComparison.MissingnessEffect {
        let columns = try MissingnessColumns.read(database: database, rule: rule)
        let fit = withinSlope(of: columns.used, on: columns.pointsTheDayBefore, subjects: columns.subjects)
        return TruthComparison.MissingnessEffect(
            truth: truth, slope: fit.slope, undefined: fit.undefined, people: Set(columns.subjects).count,
            personDays: columns.used.count)
    }

    /// The mood weight estimated from the stored moods and symptom scores.
    private static func moodWeight(
        _ truth: GroundTruth.Mood, in database: CareDatabase, rule: ScoringRule
    ) throws(AnalysisError) -> TruthComparison.MoodWeightEffect {
        let columns = try MoodWeightColumns.read(database: database, rule: rule)
        let fit = withinSlope(of: columns.valences, on: columns.points, subjects: columns.subjects)
        return TruthComparison.MoodWeightEffect(
            truth: truth, slope: fit.slope, undefined: fit.undefined, people: Set(columns.subjects).count,
            personDays: columns.points.count)
    }

    /// The within-person slope of `y` on `x` (fixed effects, errors clustered by person), or
    /// why it is undefined.
    private static func withinSlope(
        of y: [Double], on x: [Double], subjects: [Int]
    ) -> (slope: LinearRegression.Term?, undefined: StatisticsError?) {
        do throws(StatisticsError) {
            let fit = try LinearRegression.withinSubjects(y: y, predictors: [Predictor(name: "x", values: x)], subjects: subjects)
            return (fit.term(named: "x"), nil)
        } catch {
            return (nil, error)
        }
    }

    /// Each medication's missed-dose effects estimated from the stored schedules and doses.
    private static func missedDoseEffects(
        _ medications: [GroundTruth.Medication], in database: CareDatabase, rule: ScoringRule
    ) throws(AnalysisError) -> [TruthComparison.MissedDoseEffect] {
        guard medications.contains(where: { !$0.missedDoseEffects.isEmpty }) else { return [] }
        let stored: [Medication]
        do { stored = try database.programme().medications } catch { throw .store(error) }
        var effects: [TruthComparison.MissedDoseEffect] = []
        for medication in medications {
            guard let schedule = stored.first(where: { $0.name == medication.name }) else { continue }
            for truth in medication.missedDoseEffects {
                let columns = try MissedDoseColumns.read(medication: schedule, symptom: truth.symptom, database: database, rule: rule)
                var effect = TruthComparison.MissedDoseEffect(
                    medication: medication.name, truth: truth, people: Set(columns.subjects).count,
                    personDays: columns.missed.count)
                do throws(StatisticsError) {
                    effect.slope = try LinearRegression.withinSubjects(
                        y: columns.scores, predictors: [Predictor(name: "missed", values: columns.missed)],
                        subjects: columns.subjects).term(named: "missed")
                } catch {
                    effect.undefined = error
                }
                effects.append(effect)
            }
        }
        return effects
    }

    /// Person-day columns (person, factor total or mean level on day t, score on day t + lag) of each
    /// effect, on the days the grid uses.
    private static func columns(
        of effects: [GroundTruth.Effect], in database: CareDatabase, rule: ScoringRule
    ) throws(AnalysisError) -> [(subjects: [Int], x: [Double], y: [Double])] {
        var layout = PanelLayout(symptoms: try database.trackedSymptoms())
        var grids = DayGrids(period: try StudyPeriod.of(database))
        var columns = [(subjects: [Int], x: [Double], y: [Double])](repeating: ([], [], []), count: effects.count)
        try database.people(reading: [.symptom, .factor, .usage]) { log in
            let grid = grids.grid(for: log)
            var days = PersonDays(log: log, layout: &layout, grid: grid,
                                  windows: grids.scoreWindows(for: log, rule: rule), rule: rule)
            // Level factors (seed 000, Req 12) are columns of their ordinal, in unit level.
            days.addExposures(of: log, kinds: [.factor], layout: &layout, grid: grid)
            for (e, effect) in effects.enumerated() {
                let f = layout.factorIndex(effect.factor, unit: effect.factorUnit)
                guard let s = layout.symptomIndex[effect.symptom], f < days.factorTotals.count,
                      !days.factorTotals[f].isEmpty else { continue }
                let totals = days.factorTotals[f], scores = days.symptomScores[s]
                for day in 0..<max(0, totals.count - effect.lagDays)
                where totals[day].isFinite && days.logged[day + effect.lagDays] {
                    columns[e].subjects.append(log.personID)
                    columns[e].x.append(totals[day])
                    columns[e].y.append(scores[day + effect.lagDays])
                }
            }
        }
        return columns
    }
}
