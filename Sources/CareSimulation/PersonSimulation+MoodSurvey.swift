import CareModel
import CareStats
import Foundation

extension PersonSimulation {
    /// The mood survey on a day in the app, its follow-up by `MoodSurvey`, the learning
    /// module it may recommend (completed or not by `modules`, in the person's `trimester`), the
    /// helplines message a negative mood brings (recorded by `helplines`),
    /// and the points they earn (a module's when it is completed); returns when the survey was answered, nil when it was not.
    func answerMoodSurvey(
        day: Int, after login: Date, moodScore: Double, rule: RewardRule,
        random: RandomSource, modules: ModuleSimulation?, trimester: Trimester?, helplines: HelplineSimulation?,
        person: inout PersonInProgress
    ) -> Date? {
        let model = plan.scenario.mood
        guard model.surveyProbability > 0, random.bernoulli(model.surveyProbability) else { return nil }
        let mood = Mood.allCases[random.categorical(Mood.allCases.map { Self.weight(of: $0.affect, moodScore: moodScore) })]
        let answered = login.addingTimeInterval(Double(1 + random.integer(below: 10)) * 60)
        person.record.moods.append(MoodCheckIn(mood: mood, timestamp: answered))
        person.record.usageEvents.append(AppUsageEvent(kind: .moodSurvey, timestamp: answered))
        if let prompt = helplines?.prompt(after: mood, answeredAt: answered) { person.record.helplinePrompts.append(prompt) }
        person.ledger.record(RewardEvent(id: "survey-\(day)", activity: .survey, instant: answered), rule: rule)
        let followUp = MoodSurvey.standard.respond(
            to: mood, by: MemberID("person-\(index)"), at: answered, region: nil, messageID: "mood-\(day)")
        person.moodChatPosts.append(followUp.chatPost)
        guard followUp.recommendedModule != nil, random.bernoulli(model.moduleUptake) else { return answered }
        let opened = answered.addingTimeInterval(Double(1 + random.integer(below: 20)) * 60)
        person.record.usageEvents.append(AppUsageEvent(kind: .learningModule, timestamp: opened))
        let attempt = modules?.attempt(openedAt: opened, trimester: trimester)
        if let attempt { person.record.moduleAttempts.append(attempt) }
        // Seed 004 DR6.FR8.0: points for taking a module, on completing it where modules are
        // simulated (a module opened and left earns none), else on opening it.
        if modules == nil || attempt != nil {
            person.ledger.record(RewardEvent(id: "module-\(day)", activity: .learningModule, instant: attempt?.at ?? opened),
                                 rule: rule)
        }
        return answered
    }

    /// The within-person sums of the expected valence on the day's points over the survey
    /// days (``MoodSlope``), from how many survey days had each number of points.
    func moodSlopeMoments(surveyPoints: [Int: Int], baseline: Double) -> (covariance: Double, variance: Double) {
        let weight = plan.scenario.mood.symptomWeight
        var sums = WithinPersonSums()
        for (points, days) in surveyPoints.sorted(by: { $0.key < $1.key }) {
            let valence = weight == 0 ? 0 : MoodSlope.expectedValence(mean: baseline - weight * Double(points))
            for _ in 0..<days { sums.add(x: Double(points), y: valence) }
        }
        return sums.centred
    }
}
