import CareModel
import CareScenario
import CareStats
import Foundation

/// One person's life in the app, day by day.
///
/// Each day: the person may drop out for good; their lifestyle factors take values; they
/// take or miss their scheduled doses; each symptom's latent severity is their baseline
/// plus planted effects plus noise, and the symptom happens at 0.5 or above; engagement
/// and the missing-data mechanism decide whether they use the app, and a reminder may
/// bring them back. Only what they log becomes data: entries, doses, tasks, the mood
/// survey, learning modules, and the points the reward rule gives for them; and, from
/// pharmacy records whether or not they use the app, the fills of their medications.
struct PersonSimulation {
    /// The local time of the daily reminder.
    static let reminderHour = 20
    /// The local hour at which pharmacy fills are recorded.
    static let pharmacyHour = 10

    let plan: SimulationPlan
    let index: Int

    func run() -> SimulatedPerson {
        let scenario = plan.scenario
        let random = RandomSource(seed: scenario.seed, stream: UInt64(index))
        let traits = PersonTraits(index: index, scenario: scenario, random: random)
        let grid = plan.grids[traits.timeZone.identifier]!
        let doseTimes = plan.doseTimes[traits.timeZone.identifier]!
        let taskTimes = plan.taskTimes[traits.timeZone.identifier]!
        let parts = TimeOfDay.allCases

        var person = PersonInProgress(personID: index + 1, timeZone: traits.timeZone, arm: scenario.arms[traits.arm].name,
                                      missedDoseEffects: scenario.medications.reduce(0) { $0 + $1.effects.count })
        if let weeks = traits.weeksAtEnrolment {
            person.record.cohort = Cohort(dueDate: scenario.startDay.adding(days: Int(((40 - weeks) * 7).rounded()))).description
        }
        let factorCount = scenario.factors.count, symptomCount = scenario.symptoms.count
        var amounts = [Double](repeating: 0, count: factorCount * scenario.days)
        // The part of the day each factor is taken in each day (seed 000, Req 11).
        var factorParts = [TimeOfDay](repeating: .morning, count: factorCount * scenario.days)
        let partsOfDay = PartOfDayDraws(scenario: scenario, index: index)
        let modules = scenario.learningModules.map { ModuleSimulation(model: $0, scenario: scenario, index: index) }
        let videos = scenario.videos.map { VideoSimulation(model: $0, scenario: scenario, index: index) }
        let babyDevelopment = scenario.babyDevelopment.map { BabyDevelopmentSimulation(model: $0, scenario: scenario, index: index) }
        let helplines = scenario.planted.helplines.map { HelplineSimulation(calls: $0, scenario: scenario, index: index) }
        // Seed 004 DR1.FR1.1: a person who never redeems their sign-up code never uses the app.
        let enrolment = scenario.planted.enrolment.map { EnrolmentSimulation(funnel: $0, scenario: scenario, index: index).enrol(in: grid) }
        var resources = scenario.helpfulResources.map { HelpfulResourcesSimulation(model: $0, scenario: scenario, index: index) }
        let push = scenario.pushNotifications.map { PushSimulation(model: $0, scenario: scenario, index: index) }
        // The log-ins opened check-in reminders brought and their sessions (seed 004 DR7.FR9.1): notes and cards
        // follow the others only.
        var pushLogins = Set<Date>()
        let effectHabits = scenario.factors.enumerated().map { f, model in model.effectScale(habit: traits.habits[f]) }
        var severities = [Int](repeating: 0, count: symptomCount)
        var latents = [Double](repeating: 0, count: symptomCount)
        // Each symptom's latent severity of the day without its noise: the symptom-factor
        // effects' implied change is an expectation over the noise (``SymptomEntryDocumentation``).
        var latentRests = [Double](repeating: 0, count: symptomCount)
        var documentation = SymptomEntryDocumentation(scenario: scenario, index: index)
        let doseLogging = DoseLogging(scenario: scenario, index: index)
        let sessions = SessionSimulation(scenario: scenario, index: index)
        var missed = [Int](repeating: 0, count: scenario.medications.count)
        var takenDoses: [(medication: Int, at: Date)] = []
        var yesterdayObservedPoints = 0.0
        var nextFill = [Int](repeating: 0, count: scenario.medications.count)
        // For the planted effects' implied slopes (``EffectSlopes``): each day's latent
        // severity without its noise of the symptoms they act on, and the days logged.
        let effectSymptoms = plan.effects.map { !$0.isEmpty }
        var rests = [Double](repeating: 0, count: symptomCount * scenario.days)
        var loggedDays = [Bool](repeating: false, count: scenario.days)
        // Per task, the expected occurrences done and those due on days of use (story 12's truth).
        var editedTaskSums = [(expected: Double, due: Int)](repeating: (0, 0), count: scenario.tasks.count)
        // Each day's probability of using the app (zero after dropout), and the symptom
        // points logged (``ActiveShare``, ``MissingnessSlope``).
        var useProbabilities = [Double](repeating: 0, count: scenario.days)
        var loggedPoints = [Double](repeating: 0, count: scenario.days)

        let rewardBoosts = plan.regimens[traits.arm].map { pow(max($0.rewardMultiplier, 1e-9), traits.rewardSensitivity) }
        let dropoutHazards = rewardBoosts.map { min(1, traits.dropoutHazard / $0) }
        person.dropout = DropoutExpectation(hazards: dropoutHazards)
        let games = scenario.games.map {
            GameSimulation(model: $0, scenario: scenario, index: index, segment: scenario.segments[traits.segment].name)
        }

        for day in 0..<scenario.days {
            let regimen = plan.regimens[traits.arm][day]
            let rewardBoost = rewardBoosts[day]
            if enrolment?.redeemed == false {
                person.dropoutDay = day
                break
            }
            if random.bernoulli(dropoutHazards[day]) {
                person.dropoutDay = day
                break
            }

            for (m, model) in scenario.medications.enumerated() {
                guard let refills = model.refills, let lateness = traits.refillLateness[m], nextFill[m] == day else { continue }
                person.record.dispensings.append(try! Dispensing(
                    medication: model.medication.name, at: grid.instant(day: day, hour: Self.pharmacyHour, minute: 0),
                    daysSupply: refills.daysSupply))
                nextFill[m] = day + refills.daysSupply + random.poisson(mean: lateness)
            }

            for f in 0..<factorCount {
                let model = scenario.factors[f]
                amounts[day * factorCount + f] = model.loggedValue(latent: random.normal(mean: traits.habits[f], sd: model.withinSD))
                factorParts[day * factorCount + f] = partsOfDay.factorPart(f)
            }

            takenDoses.removeAll(keepingCapacity: true)
            for (m, model) in scenario.medications.enumerated() {
                missed[m] = 0
                for scheduled in doseTimes[m][day] {
                    let shift = random.normal(sd: model.timingSDMinutes * 60)
                    if random.bernoulli(traits.adherence[m]) {
                        takenDoses.append((m, scheduled.addingTimeInterval(shift.rounded())))
                    } else {
                        missed[m] += 1
                    }
                }
            }

            var truePoints = 0.0
            for s in 0..<symptomCount {
                let noise = random.normal(sd: scenario.symptoms[s].dailySD)
                var latent = traits.baselines[s] + noise
                for effect in plan.effects[s] {
                    let habit = effectHabits[effect.factor]
                    latent += effect.between * (habit - plan.factorMeans[effect.factor])
                    if day >= effect.lag, effect.timeOfDay.map({ factorParts[(day - effect.lag) * factorCount + effect.factor] == $0 }) ?? true {
                        latent += effect.within * (amounts[(day - effect.lag) * factorCount + effect.factor] - habit)
                    }
                }
                for effect in plan.missedDoseEffects[s] {
                    latent += effect.perMissedDose * Double(missed[effect.medication])
                }
                for effect in plan.missedDoseEffects[s] {
                    let moments = ScoreScaleSlope.missedDoseMoments(
                        rest: latent - noise - effect.perMissedDose * Double(missed[effect.medication]),
                        sd: scenario.symptoms[s].dailySD, doses: doseTimes[effect.medication][day].count,
                        missProbability: 1 - traits.adherence[effect.medication], perMissedDose: effect.perMissedDose)
                    person.missedDoseMoments[effect.index].covariance += moments.covariance
                    person.missedDoseMoments[effect.index].variance += moments.variance
                }
                if effectSymptoms[s] { rests[day * symptomCount + s] = latent - noise }
                latents[s] = latent
                latentRests[s] = latent - noise
                severities[s] = latent >= 0.5 ? min(4, max(1, Int(latent.rounded()))) : 0
                truePoints += Double(severities[s])
            }

            let engagement = traits.engagementFloor + (1 - traits.engagementFloor)
                * exp2(-Double(day) / (traits.engagementHalfLifeDays * rewardBoost))
            let shift: Double = switch scenario.missingness.mechanism {
            case .mcar: 0
            case .mar: -scenario.missingness.strength * yesterdayObservedPoints
            case .mnar: -scenario.missingness.strength * truePoints
            }
            let useProbability = Self.shifted(traits.logging * engagement, byLogOdds: shift)
            var logs = random.bernoulli(useProbability)
            useProbabilities[day] = regimen.reminders
                ? useProbability + (1 - useProbability) * traits.reminderResponse : useProbability
            var loginTime: Date?

            if regimen.reminders {
                let sent = grid.instant(day: day, hour: Self.reminderHour, minute: 0)
                person.record.usageEvents.append(AppUsageEvent(kind: .reminderSent, timestamp: sent))
                if !logs, random.bernoulli(traits.reminderResponse) {
                    var responded = sent.addingTimeInterval(Double(1 + random.integer(below: 15)) * 60)
                    if random.bernoulli(traits.snooze) {
                        person.record.usageEvents.append(AppUsageEvent(kind: .reminderSnoozed, timestamp: sent.addingTimeInterval(30)))
                        responded = responded.addingTimeInterval(3600)
                    }
                    person.record.usageEvents.append(AppUsageEvent(kind: .reminderResponded, timestamp: responded))
                    logs = true
                    loginTime = responded
                }
            }

            yesterdayObservedPoints = 0
            if let push {
                useProbabilities[day] = push.useProbability(useProbabilities[day])
            }
            if let push, let pushLogin = push.checkIn(day: day, in: grid, usesApp: logs, person: &person) {
                // Seed 004 DR7.FR9.1: an opened check-in reminder brought the person in. The log-in, its later
                // sessions, a video and the daily points follow, drawn on the notifications' stream; nothing else.
                let rule = plan.rewardRules[regimen.rewardMultiplier]!
                let logins = [pushLogin] + (sessions?.laterSessions(after: pushLogin, dayEnd: grid.start(of: day + 1),
                                                                    using: push.random) ?? [])
                for login in logins {
                    pushLogins.insert(login)
                    person.record.usageEvents.append(AppUsageEvent(kind: .login, timestamp: login))
                }
                person.ledger.record(RewardEvent(id: "login-\(day)", activity: .dailyLogIn, instant: pushLogin), rule: rule)
                videos?.watch(day: day, after: pushLogin, trimester: traits.trimester(onDay: day), rule: rule, person: &person,
                              using: push.random)
                babyDevelopment?.view(day: day, after: pushLogin, traits: traits, grid: grid, person: &person)
            }
            guard logs else { continue }
            loggedDays[day] = true
            // Entries carry when the factor or symptom happened, in its part of the day, even
            // when they are logged later (after a reminder in the evening).
            var firstEntry = Date.distantFuture
            for f in 0..<factorCount {
                let model = scenario.factors[f], part = factorParts[day * factorCount + f]
                let time = Self.instant(in: grid, day: day, during: part, random: random)
                firstEntry = min(firstEntry, time)
                person.record.factorEntries.append(LifestyleFactorEntry(
                    factor: model.name, timestamp: time, timeOfDay: part,
                    measurement: Self.measurement(amounts[day * factorCount + f], model.logging)))
            }
            for s in 0..<symptomCount where severities[s] > 0 {
                let part = partsOfDay.onset(s) ?? parts[random.integer(below: parts.count)]
                let time = Self.instant(in: grid, day: day, during: part, random: random)
                firstEntry = min(firstEntry, time)
                // The entry's severity carries what the factors on the last entry of the
                // symptom planted; whether it happened did not depend on them.
                let severity = documentation.severity(symptom: s, latent: latents[s], rest: latentRests[s],
                                                      sd: scenario.symptoms[s].dailySD)
                var entry = SymptomEntry(symptom: scenario.symptoms[s].symptom, timestamp: time, timeOfDay: part,
                                         severity: Severity(rawValue: severity)!)
                documentation.document(&entry, symptom: s)
                person.record.symptomEntries.append(entry)
                yesterdayObservedPoints += Double(severity)
                loggedPoints[day] += Double(severity)
            }
            for dose in takenDoses {
                person.record.doseLogs.append(doseLogging.log(medication: dose.medication, takenAt: dose.at))
                firstEntry = min(firstEntry, dose.at)
            }
            for (t, model) in scenario.tasks.enumerated() {
                let ratio = plan.taskGroups.completionOddsRatio(task: t, day: day)
                let completion = ratio == 1 ? traits.completion[t] : Self.shifted(traits.completion[t], byLogOdds: log(ratio))
                if plan.taskGroups.plantsOddsRatio(task: t) {
                    editedTaskSums[t].expected += completion * Double(taskTimes[t][day].count)
                    editedTaskSums[t].due += taskTimes[t][day].count
                }
                for due in taskTimes[t][day] where random.bernoulli(completion) {
                    let occurrence = TaskOccurrence(task: TaskID(model.name), scheduled: due)
                    var done = due.addingTimeInterval(Double(random.integer(below: 60)) * 60)
                    if random.bernoulli(traits.snooze) {
                        let snooze = TaskSettings.standard.snoozeLength
                        person.record.taskOutcomes.append(try! .snoozed(occurrence, at: due, for: snooze))
                        done = due.addingTimeInterval(snooze + Double(random.integer(below: 30)) * 60)
                    }
                    person.record.taskOutcomes.append(.done(occurrence, at: done))
                }
            }
            let login = loginTime ?? (firstEntry == .distantFuture ? grid.instant(day: day, hour: 12, minute: 0) : firstEntry)
            person.record.usageEvents.append(AppUsageEvent(kind: .login, timestamp: login))
            for session in sessions?.laterSessions(after: login, dayEnd: grid.start(of: day + 1)) ?? [] {
                person.record.usageEvents.append(AppUsageEvent(kind: .login, timestamp: session))
            }
            let rule = plan.rewardRules[regimen.rewardMultiplier]!
            person.ledger.record(RewardEvent(id: "login-\(day)", activity: .dailyLogIn, instant: login), rule: rule)
            let moodScore = traits.moodBaseline - scenario.mood.symptomWeight * truePoints + random.normal(sd: 1)
            if let answered = answerMoodSurvey(day: day, after: login, moodScore: moodScore, rule: rule, random: random,
                                               modules: modules, trimester: modules == nil ? nil : traits.trimester(onDay: day),
                                               helplines: helplines, person: &person),
               grid.dayIndex(of: answered) == day {
                person.moodSurveyPoints[Int(truePoints), default: 0] += 1
            }
            videos?.watch(day: day, after: login, trimester: traits.trimester(onDay: day), rule: rule, person: &person)
            babyDevelopment?.view(day: day, after: login, traits: traits, grid: grid, person: &person)
            resources?.use(after: login, person: &person)
            ActivitySimulation(scenario: scenario, traits: traits, grid: grid, random: random, games: games)
                .run(day: day, after: login, moodScore: moodScore, rule: rule, person: &person)
        }
        let dropoutDay = person.dropoutDay, missedDoseMoments = person.missedDoseMoments, dropout = person.dropout
        let moodMoments = moodSlopeMoments(surveyPoints: person.moodSurveyPoints, baseline: traits.moodBaseline)
        var onsetTriggerMoments: [(covariance: Double, variance: Double)] = []
        if !scenario.onsetTriggers.isEmpty {
            let triggered = OnsetTriggerSimulation(scenario: scenario, index: index).onsets(
                factorEntries: person.record.factorEntries, symptomEntries: person.record.symptomEntries, grid: grid,
                loggedDays: loggedDays)
            for entry in triggered.entries {
                loggedPoints[grid.dayIndex(of: entry.timestamp)!] += Double(entry.severity.rawValue)
            }
            person.record.symptomEntries += triggered.entries
            onsetTriggerMoments = triggered.moments
        }
        let counted = CountedDays.of(person.record, in: grid, days: scenario.days)
        let effectSums = EffectSlopes.sums(plan: plan, amounts: amounts, rests: rests, loggedDays: loggedDays,
                                           counted: counted)
        let partEffectMoments = PartEffectSlopes.sums(plan: plan, amounts: amounts, parts: factorParts, rests: rests,
                                                      loggedDays: loggedDays, counted: counted)
        let missingnessMoments = MissingnessSlope.sums(useProbabilities: useProbabilities, loggedPoints: loggedPoints,
                                                       counted: counted)
        let periodUse = (0..<ActiveShare.periodCount(days: scenario.days)).map { p in
            ActiveShare.days(ofPeriod: p, studyDays: scenario.days).reduce(0) { $0 + useProbabilities[$1] }
        }
        if let model = scenario.medicalRecord {
            person.record.medicalRecord = MedicalRecordSimulation(model: model, scenario: scenario, index: index).record(in: grid)
        }
        if let model = scenario.forum {
            person.record.forumQuestions = ForumSimulation(model: model, scenario: scenario, index: index, timeZone: traits.timeZone)
                .questions(askedAt: person.record.usageEvents.filter { $0.kind == .forumQuestion }.map(\.timestamp))
        }
        if let model = scenario.notes {
            person.record.notes = NoteSimulation(model: model, scenario: scenario, index: index)
                .notes(after: person.record.usageEvents.filter { $0.kind == .login && !pushLogins.contains($0.timestamp) }
                    .map(\.timestamp))
        }
        if let model = scenario.cards {
            person.record.cardEvents = CardSimulation(model: model, scenario: scenario, index: index)
                .events(after: person.record.usageEvents.filter { $0.kind == .login && !pushLogins.contains($0.timestamp) }
                    .map(\.timestamp))
        }
        if let model = scenario.notifications {
            let simulation = NotificationSimulation(model: model, scenario: scenario, index: index, timeZone: traits.timeZone)
            person.record.taskNotifications = simulation.notifications(names: scenario.tasks.map(\.name), times: taskTimes,
                                                                       days: dropoutDay ?? scenario.days)
            person.record.caregiverOptIn = simulation.caregiverOptIn()
            person.record.audioMessage = simulation.audioMessage()
        }
        if let optIn = person.record.caregiverOptIn {
            person.record.gamePlays = person.record.gamePlays.map { $0.sent(optIn.sendsScores(at: $0.playedAt)) }
        }
        if let model = scenario.redemption {
            RedemptionSimulation(model: model, scenario: scenario, index: index).redeem(in: &person.ledger)
        }
        if !scenario.goals.isEmpty {
            person.record.goalOutcomes = GoalSimulation(scenario: scenario, index: index)
                .outcomes(in: grid, observedDays: dropoutDay ?? scenario.days)
        }
        if let model = scenario.calendar {
            person.record.calendarEvents = CalendarSimulation(model: model, scenario: scenario, index: index)
                .events(in: grid, observedDays: dropoutDay ?? scenario.days,
                        medications: scenario.medications.indices.map { (scenario.medications[$0].medication.name, doseTimes[$0]) },
                        doses: person.record.doseLogs)
        }
        if let model = scenario.chat {
            person.record.chatMessages = ChatSimulation(model: model, scenario: scenario, index: index,
                                                        timeZone: traits.timeZone)
                .messages(written: person.record.usageEvents.filter { $0.kind == .chatPost }.map(\.timestamp),
                          moodPosts: person.moodChatPosts, arm: person.record.arm)
        }
        push?.finish(calendarEvents: person.record.calendarEvents, in: grid, observedDays: dropoutDay ?? scenario.days,
                     person: &person)
        if !scenario.reminders.isEmpty {
            person.record.firedReminders = ReminderSimulation(scenario: scenario, index: index)
                .firings(in: grid, observedDays: dropoutDay ?? scenario.days, timeZone: traits.timeZone)
        }
        var record = person.finished()
        if let model = scenario.activities.journalEdits {
            record.journalKeywords = JournalEditSimulation(model: model, scenario: scenario, index: index)
                .edited(record.journalKeywords)
        }
        if let model = scenario.activities.journalLock {
            record.journalLockEvents = JournalLockSimulation(model: model, scenario: scenario, index: index)
                .events(at: JournalLockSimulation.openings(of: record.journalKeywords))
        }
        if let enrolment { record = Self.enrolled(record, steps: enrolment.steps, redeemed: enrolment.redeemed) }
        var simulated = SimulatedPerson(record: record, index: index, segment: scenario.segments[traits.segment].name,
                               dropoutDay: dropoutDay, adherence: traits.adherence, taskCompletion: traits.completion,
                               refillLateness: traits.refillLateness, missedDoseMoments: missedDoseMoments,
                               dropoutHazard: traits.dropoutHazard, dropout: dropout, moodMoments: moodMoments,
                               effectSums: effectSums, partEffectMoments: partEffectMoments, useProbabilities: periodUse,
                               missingnessMoments: missingnessMoments,
                               symptomFactorMoments: documentation.sums.map(\.centred),
                               onsetTriggerMoments: onsetTriggerMoments)
        if scenario.tasks.indices.contains(where: plan.taskGroups.plantsOddsRatio) {
            simulated.editedTaskShares = editedTaskSums.enumerated().map { t, sums in
                plan.taskGroups.plantsOddsRatio(task: t) && sums.due > 0 ? sums.expected / Double(sums.due) : nil
            }
        }
        return simulated
    }

    /// How strongly a mood score draws a mood or journal keyword of the given affect:
    /// exp(score × (valence − 0.5) × 4).
    static func weight(of affect: Affect, moodScore: Double) -> Double {
        exp(moodScore * (affect.valence - 0.5) * 4)
    }

    /// `probability` moved by `shift` on the log-odds scale.
    static func shifted(_ probability: Double, byLogOdds shift: Double) -> Double {
        guard shift != 0 else { return probability }
        let p = min(1 - 1e-12, max(1e-12, probability))
        return 1 / (1 + exp(-(log(p / (1 - p)) + shift)))
    }

    /// What a factor's logged value is: an amount in its unit, or the level of an ordinal.
    static func measurement(_ value: Double, _ logging: FactorLogging) -> FactorMeasurement {
        switch logging {
        case .amount(let unit): .amount(value, unit)
        case .level: .level(FactorLevel(rawValue: Int(value))!)
        }
    }

    /// A random instant within a part of the day on a wall clock in the grid's zone.
    static func instant(in grid: DayGrid, day: Int, during part: TimeOfDay, random: RandomSource) -> Date {
        let hours = part.hours
        return grid.instant(day: day, hour: hours[random.integer(below: hours.count)], minute: random.integer(below: 60))
    }
}
