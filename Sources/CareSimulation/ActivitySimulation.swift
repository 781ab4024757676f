import CareModel
import CareScenario
import CareStats
import Foundation

/// What a person does in the app on a day they use it besides logging entries: health
/// measurements, an emotion-journal entry, the cohort chat, the forum and learning games.
struct ActivitySimulation {
    let scenario: Scenario
    let traits: PersonTraits
    let grid: DayGrid
    let random: RandomSource
    /// The person's learning games, when the scenario has `games`: the game's name and score.
    let games: GameSimulation?

    func run(day: Int, after login: Date, moodScore: Double, rule: RewardRule, person: inout PersonInProgress) {
        measure(day: day, person: &person)
        answerQuestionnaires(day: day, after: login, moodScore: moodScore, person: &person)
        let activities = scenario.activities
        if activities.journalEntry > 0, random.bernoulli(activities.journalEntry) {
            let words = EmotionDictionary.standard.words
            let word = words[random.categorical(words.map { PersonSimulation.weight(of: $0.affect, moodScore: moodScore) })]
            let written = later(than: login, upTo: 120)
            _ = try? person.journal.create(id: "journal-\(day)", text: "", keyword: word.word, at: written,
                                           dictionary: .standard)
            person.record.usageEvents.append(AppUsageEvent(kind: .journalEntry, timestamp: written))
        }
        if activities.chatPost > 0, random.bernoulli(activities.chatPost) {
            person.record.usageEvents.append(AppUsageEvent(kind: .chatPost, timestamp: later(than: login, upTo: 180)))
        }
        if activities.forumQuestion > 0, random.bernoulli(activities.forumQuestion) {
            person.record.usageEvents.append(AppUsageEvent(kind: .forumQuestion, timestamp: later(than: login, upTo: 180)))
        }
        if activities.learningGame > 0, random.bernoulli(activities.learningGame) {
            let played = later(than: login, upTo: 240)
            person.record.usageEvents.append(AppUsageEvent(kind: .learningGame, timestamp: played))
            // The activity's own draw is made either way, so that adding games leaves every
            // later draw of the person as it was; with games the score is theirs, one score
            // for the reward and the game.
            var score = random.integer(below: 101)
            if let games {
                let play = games.play(at: played)
                person.record.gamePlays.append(play)
                score = play.score
            }
            person.ledger.record(RewardEvent(id: "game-\(day)", activity: .learningGame, instant: played,
                                              gameScore: score), rule: rule)
        }
    }

    /// The day's readings of every measurement; impossible draws are not recorded, as the
    /// app would refuse them.
    private func measure(day: Int, person: inout PersonInProgress) {
        for (m, model) in scenario.measurements.enumerated() {
            let mean = traits.measurementMeans[m] + model.trendPer30Days * Double(day) / 30
            for _ in 0..<model.perDay {
                let reading = random.normal(mean: mean, sd: model.withinSD)
                let value: HealthValue = switch model.quantity {
                case .heartRate: .heartRate(beatsPerMinute: reading.rounded())
                case .oxygenSaturation: .oxygenSaturation(percent: min(100, reading.rounded()))
                case .steps: .steps(max(0, Int(reading.rounded())))
                case .bloodPressure:
                    .bloodPressure(systolic: reading.rounded(), diastolic: (reading * 0.65 + random.normal(sd: 4)).rounded())
                case .bloodGlucose: .bloodGlucose(BloodGlucose(reading.rounded(), .milligramsPerDecilitre))
                }
                let taken = PersonSimulation.instant(in: grid, day: day, during: .morning, random: random)
                if let measurement = try? HealthMeasurement(timestamp: taken, value: value, source: traits.measurementSources[m]) {
                    person.record.measurements.append(measurement)
                }
            }
        }
    }

    /// The questionnaires due today, answered from the day's mood score and scored by
    /// `QuestionnaireScore`.
    private func answerQuestionnaires(day: Int, after login: Date, moodScore: Double, person: inout PersonInProgress) {
        for model in scenario.questionnaires where day % model.everyDays == 0 && random.bernoulli(model.response) {
            let instrument = model.questionnaire
            let mean = instrument == .who5 ? 2.5 + 0.8 * moodScore : 1 - 0.5 * moodScore
            let range = instrument.answerRange
            let answers = (1...instrument.itemCount).map { item -> Int? in
                // PHQ-9 item 9 (thoughts of self-harm) is endorsed far less often than the others.
                let itemMean = instrument == .phq9 && item == 9 ? mean - 1.5 : mean
                return min(range.upperBound, max(range.lowerBound, Int(random.normal(mean: itemMean, sd: 0.8).rounded())))
            }
            guard let response = try? QuestionnaireResponse(instrument, answers: answers),
                  var score = try? QuestionnaireScore(response) else { continue }
            let answered = later(than: login, upTo: 60)
            if instrument == .phq9, let modules = scenario.learningModules, modules.phq9Points > 0,
               ModuleSimulation.completedModule(
                   in: person.record.moduleAttempts,
                   after: person.record.questionnaires.last { $0.score.questionnaire == .phq9 }?.at,
                   before: answered, model: modules),
               let lowered = try? QuestionnaireResponse(instrument, answers: ModuleSimulation.lowered(answers, by: modules.phq9Points)),
               let loweredScore = try? QuestionnaireScore(lowered) {
                // The planted effect of a learning module completed since the previous PHQ-9.
                score = loweredScore
            }
            person.record.questionnaires.append(QuestionnaireAnswer(at: answered, score: score))
            person.record.usageEvents.append(AppUsageEvent(kind: .questionnaire, timestamp: answered))
        }
    }

    private func later(than instant: Date, upTo minutes: Int) -> Date {
        instant.addingTimeInterval(Double(1 + random.integer(below: minutes)) * 60)
    }
}
