import CareScenario
import CareModel

extension GroundTruth {
    /// The manifest of `scenario` with the realised counts in `tally`.
    public init(scenario: Scenario, tally: PopulationTally) {
        var partEffect = 0
        let effects = scenario.effects.enumerated().map { e, effect in
            let factor = scenario.factors.first { $0.name == effect.factor }
            var byPart: [String: Double]?
            if effect.timeOfDay != nil, let factor {
                defer { partEffect += 1 }
                byPart = Dictionary(uniqueKeysWithValues: factor.partsOfDay.parts.compactMap { part in
                    tally.partEffectSlope(partEffect, part: part).map { (part.rawValue, $0) }
                })
            }
            return Effect(factor: effect.factor, factorUnit: factor?.logging.unitName ?? "",
                          symptom: effect.symptom, lagDays: effect.lagDays,
                          withinPerUnit: effect.within, impliedScorePointsPerUnit: tally.withinSlope(e),
                          betweenPerUnit: effect.between, impliedPersonMeanCoefficient: tally.betweenSlope(e),
                          timeOfDay: effect.timeOfDay?.rawValue, impliedScorePointsPerUnitByPart: byPart)
        }
        let symptoms = scenario.symptoms.map {
            ["name": $0.symptom.name, "category": $0.symptom.category.name, "baseline_mean": String($0.baselineMean),
             "baseline_sd": String($0.baselineSD), "daily_sd": String($0.dailySD)]
        }
        let factors = scenario.factors.map {
            var fields = ["name": $0.name, "unit": $0.logging.unitName, "mean": String($0.mean),
                          "between_sd": String($0.betweenSD), "within_sd": String($0.withinSD)]
            if $0.partsOfDay.onlyPart == nil { fields["time_of_day"] = $0.partsOfDay.description }
            if let bands = $0.logging.levelBands {
                fields["scale"] = "\(bands.unit?.rawValue ?? FactorLevel.unit): moderate from \(bands.moderateFrom), a lot from \(bands.aLotFrom)"
            }
            return fields
        }
        let segments = scenario.segments.map { segment in
            let t = segment.traits
            return Self.group(name: segment.name, share: segment.share, settings: [
                "logging": t.logging.description, "engagement_half_life_days": t.engagementHalfLifeDays.description,
                "engagement_floor": t.engagementFloor.description, "dropout_hazard": t.dropoutHazard.description,
                "reminder_response": t.reminderResponse.description, "snooze": t.snooze.description,
                "reward_sensitivity": t.rewardSensitivity.description,
            ], counts: tally.segments[segment.name] ?? PopulationTally.Counts(), studyDays: scenario.days)
        }
        let regimens = SimulationPlan.regimens(of: scenario)
        let arms = zip(scenario.arms, regimens).map { arm, regimens in
            Self.group(name: arm.name, share: arm.share, settings: [
                "reminders": String(arm.regimen.reminders), "reward_multiplier": String(arm.regimen.rewardMultiplier),
            ], counts: tally.arms[arm.name] ?? PopulationTally.Counts(), studyDays: scenario.days,
               remindersEveryDay: regimens.allSatisfy(\.reminders))
        }
        var missedDoseIndex = 0
        let medications = scenario.medications.enumerated().map { m, model in
            let missedDoseEffects = model.effects.map { effect in
                defer { missedDoseIndex += 1 }
                return MissedDose(symptom: effect.symptom, perMissedDose: effect.perMissedDose,
                                  impliedScorePointsPerMissedDose: tally.missedDoseSlope(missedDoseIndex))
            }
            return Medication(
                name: model.medication.name, adherence: model.adherence.description, adherenceMean: model.adherence.mean,
                realisedAdherenceMean: tally.meanAdherence(m), timingSdMinutes: model.timingSDMinutes,
                missedDoseEffects: missedDoseEffects,
                refills: model.refills.map {
                    Refills(daysSupply: $0.daysSupply, lateDays: $0.lateDays.description, lateDaysMean: $0.lateDays.mean,
                            realisedLateDaysMean: tally.meanRefillLateness(m))
                },
                lateLogging: model.lateLogging.map {
                    LateLogging(share: $0.share, delayMinutes: $0.delayMinutes.description, delayMinutesMean: $0.delayMinutes.mean)
                })
        }
        let tasks = scenario.tasks.enumerated().map { t, model in
            Task(name: model.name, completion: model.completion.description, completionMean: model.completion.mean,
                 realisedCompletionMean: tally.meanTaskCompletion(t),
                 expectedCompletionWithEdits: tally.expectedTaskCompletionWithEdits(t))
        }
        let measurements = scenario.measurements.map {
            Measurement(quantity: $0.quantity.rawValue, mean: $0.mean, betweenSd: $0.betweenSD, withinSd: $0.withinSD,
                        perDay: $0.perDay, source: $0.deviceShare.map { "device_share \($0)" } ?? $0.source.rawValue,
                        trendPer30Days: $0.trendPer30Days)
        }
        let symptomFactorEffects = scenario.symptomFactorEffects.enumerated().map { e, effect in
            SymptomFactorEffect(symptom: effect.symptom, role: effect.role.rawValue, factor: effect.factor,
                                shift: effect.shift, impliedNextSeverityChange: tally.symptomFactorSlope(e))
        }
        let interventions = scenario.interventions.map { change in
            var fields = ["from_day": String(change.fromDay), "arm": change.arm ?? "all arms"]
            if let reminders = change.reminders { fields["reminders"] = String(reminders) }
            if let multiplier = change.rewardMultiplier { fields["reward_multiplier"] = String(multiplier) }
            return fields
        }
        self.init(
            scenario: scenario.name, seed: scenario.seed, people: scenario.people, days: scenario.days,
            startDate: scenario.startDay.description,
            missingness: Missingness(mechanism: scenario.missingness.mechanism.rawValue,
                                     strength: scenario.missingness.strength,
                                     impliedUsePerPointTheDayBefore: tally.missingnessSlope),
            effects: effects, symptoms: symptoms, factors: factors, segments: segments, arms: arms,
            interventions: interventions, medications: medications, tasks: tasks,
            mood: Mood(surveyProbability: scenario.mood.surveyProbability, symptomWeight: scenario.mood.symptomWeight,
                       moduleUptake: scenario.mood.moduleUptake, impliedValencePerSymptomPoint: tally.moodSlope),
            measurements: measurements, symptomFactorEffects: symptomFactorEffects,
            medicalRecord: scenario.medicalRecord.map(MedicalRecordTruth.init(model:)),
            onsets: scenario.symptoms.compactMap { model in
                model.onset.map { onset in
                    Onset(symptom: model.symptom.name,
                          shares: Dictionary(uniqueKeysWithValues: TimeOfDay.allCases.map { ($0.rawValue, onset[$0]) }))
                }
            })
        forum = scenario.forum.map(ForumTruth.init(model:))
        redemption = scenario.redemption.map { RedemptionTruth(reward: $0.reward, cost: $0.cost, probability: $0.probability) }
        notes = scenario.notes.map {
            NotesTruth(categories: $0.categories, perMonth: $0.perMonth, appointmentShare: $0.appointmentShare,
                       parts: $0.parts, questions: $0.questions)
        }
        goals = scenario.goals.map(GoalTruth.init(model:))
        calendar = scenario.calendar.map(CalendarTruth.init(model:))
        cards = scenario.cards.map(CardsTruth.init(model:))
        journal = scenario.activities.journalEdits.map(JournalTruth.init(model:))
        helpfulResources = scenario.helpfulResources.map {
            HelpfulResourcesTruth(defaults: $0.defaults.map(\.rawValue), viewChancePerDay: $0.viewChancePerDay,
                                  addChance: $0.addChance, editChance: $0.editChance, deleteChance: $0.deleteChance,
                                  reorderChance: $0.reorderChance)
        }
        journalLock = scenario.activities.journalLock.map {
            JournalLockTruth(enableShare: $0.enableShare, mismatchChance: $0.mismatchChance,
                             wrongEntryChance: $0.wrongEntryChance, disableChance: $0.disableChance)
        }
        chat = scenario.chat.map(ChatTruth.init(model:))
        learningModules = scenario.learningModules.map(LearningModulesTruth.init(model:))
        reminders = scenario.reminders.map(ReminderTruth.init(model:))
        notifications = scenario.notifications.map {
            NotificationTruth(seenChance: $0.seenChance, medianMinutesToSeen: $0.medianMinutesToSeen, spread: $0.spread,
                              optInMisses: $0.caregiverOptIn?.misses, optInCompletions: $0.caregiverOptIn?.completions)
        }
        sessionsPerDay = scenario.activities.sessionsPerDay
        onsetTriggers = scenario.onsetTriggers.enumerated().map { t, trigger in
            OnsetTriggerTruth(
                factor: trigger.factor,
                factorUnit: scenario.factors.first { $0.name == trigger.factor }!.logging.unitName,
                symptom: trigger.symptom, fromHours: trigger.fromHours, toHours: trigger.toHours, chance: trigger.chance,
                perUnit: trigger.perUnit, impliedOnsetChancePerUnit: tally.onsetTriggerSlope(t))
        }
        games = scenario.games.map { model in
            let people = scenario.segments.map { Double((tally.segments[$0.name] ?? PopulationTally.Counts()).people) }
            let total = people.reduce(0, +)
            let first = total > 0
                ? zip(scenario.segments, people).reduce(0) { $0 + (model.meanScore[$1.0.name] ?? 0) * $1.1 } / total
                : 0
            return GameTruth(games: model.games, meanScore: model.meanScore, meanFirstScore: first,
                             practicePerTenGames: model.practicePer10Games, sd: model.sd)
        }
        push = scenario.pushNotifications.map { model in
            PushTruth(allShare: model.allShare,
                      keptShare: Dictionary(uniqueKeysWithValues: NotificationKind.allCases.map { ($0.name, model.keptChance($0)) }),
                      perDay: Dictionary(uniqueKeysWithValues: model.perDay.map { ($0.key.name, $0.value) }),
                      openChance: Dictionary(uniqueKeysWithValues: NotificationKind.allCases.map { ($0.name, model.openChance(for: $0)) }),
                      loginLift: model.loginLift)
        }
        planted = scenario.planted
        babyDevelopment = scenario.babyDevelopment.map {
            BabyDevelopmentTruth(first: $0.firstChance, second: $0.secondChance, third: $0.thirdChance)
        }
        videos = scenario.videos.map {
            VideoTruth(videos: $0.videos.map(\.id), chancePerDay: $0.chancePerDay, completedShare: $0.completedShare)
        }
        taskGroups = scenario.taskGroups.map { group in
            TaskGroupTruth(name: group.name, tasks: group.tasks, edits: group.edits.map { edit in
                let rule = edit.edit.rule
                return TaskGroupTruth.Edit(from: edit.edit.from.description,
                                           schedule: rule.rrule + " at " + rule.times.map(\.description).joined(separator: ", "),
                                           completionOddsRatio: edit.completionOddsRatio)
            })
        }
    }

    /// A group's settings with the realised counts of its people.
    private static func group(name: String, share: Double, settings: [String: String], counts: PopulationTally.Counts,
                              studyDays: Int, remindersEveryDay: Bool? = nil) -> Group {
        Group(name: name, share: share, settings: settings, people: counts.people, dropouts: counts.dropouts,
              events: counts.events, dropoutHazardMean: counts.meanDropoutHazard,
              expectedDropoutHazard: counts.expectedDropoutRate, remindersEveryDay: remindersEveryDay,
              dailyActiveShare: counts.activeShares(studyDays: studyDays))
    }
}
