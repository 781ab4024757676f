import CareModel
import Foundation
import Testing

@Suite struct MoodTests {
    @Test(arguments: [
        (Mood.excited, MoodGroup.positive), (.happy, .positive), (.love, .positive),
        (.indifferent, .neutral),
        (.sad, .negative), (.angry, .negative), (.sick, .negative), (.overwhelmed, .negative),
    ])
    func moodsFallInTheSeedsThreeGroups(mood: Mood, group: MoodGroup) {
        // Seed 004 DR5.FR7.1.
        #expect(mood.group == group)
    }

    @Test func thereAreEightMoodsWithDistinctFaces() {
        #expect(Mood.allCases.count == 8)
        #expect(Set(Mood.allCases.map(\.emoji)).count == 8)
        #expect(Mood.overwhelmed.label == "Overwhelmed/Frustrated")
    }

    @Test func lexiconValenceOrdersTheGroups() {
        // NRC-VAD valences: every positive mood word scores above the neutral one
        // (indifferent 0.396), which scores above every negative one (highest: overwhelmed 0.341).
        let neutral = Mood.indifferent.affect.valence
        for mood in Mood.allCases where mood.group == .positive { #expect(mood.affect.valence > neutral) }
        for mood in Mood.allCases where mood.group == .negative { #expect(mood.affect.valence < neutral) }
    }

    @Test func valenceAndArousalLieOnTheLexiconScale() throws {
        for mood in Mood.allCases {
            #expect((0...1).contains(mood.affect.valence))
            let arousal = try #require(mood.affect.arousal)
            #expect((0...1).contains(arousal))
        }
    }
}

@Suite struct MoodSurveyTests {
    private let now = instant("2026-03-10T21:00:00Z")
    private let survey = MoodSurvey.standard

    private func respond(_ mood: Mood, region: String? = nil) -> MoodFollowUp {
        survey.respond(to: mood, by: "u1", at: now, region: region, messageID: "m1")
    }

    @Test(arguments: Mood.allCases)
    func everyMoodIsPostedToTheCohortChat(mood: Mood) {
        // DR5.FR7.1: "Any mood selected will be sent to the user's chat room".
        #expect(respond(mood).chatPost == ChatMessage(id: "m1", author: "u1", sentAt: now, content: .mood(mood)))
    }

    @Test(arguments: [Mood.excited, .happy, .love])
    func positiveMoodBringsNoRecommendationAndNoHelplines(mood: Mood) {
        let followUp = respond(mood)
        #expect(followUp.recommendedModule == nil)
        #expect(followUp.helplines.isEmpty)
    }

    @Test func neutralMoodRecommendsALearningModuleOnly() {
        let followUp = respond(.indifferent)
        #expect(followUp.recommendedModule == "finding-motivation")
        #expect(followUp.helplines.isEmpty)
    }

    @Test(arguments: [Mood.sad, .angry, .sick, .overwhelmed])
    func negativeMoodRecommendsAModuleAndShowsHelplines(mood: Mood) {
        let followUp = respond(mood)
        #expect(followUp.recommendedModule != nil)
        #expect(followUp.helplines == HelplineDirectory.unitedStates.helplines)
    }

    @Test func moodWithoutItsOwnModuleGetsTheFallback() {
        let sparse = MoodSurvey(modules: [:], fallbackModule: "basics", helplines: .unitedStates)
        #expect(sparse.respond(to: .sad, by: "u1", at: now, region: nil, messageID: "m").recommendedModule == "basics")
    }

    @Test func localHelplinesComeFirstWhenALocationIsGiven() {
        // Seed 004 DR1.FR1.1: area resources when a location is given, national ones otherwise.
        let local = Helpline(name: "Arizona crisis line", contact: "1-000-000-0000", region: "AZ")
        let directory = HelplineDirectory(helplines: HelplineDirectory.unitedStates.helplines + [local])
        #expect(directory.helplines(for: "az") == [local] + HelplineDirectory.unitedStates.helplines)
        #expect(directory.helplines(for: nil) == HelplineDirectory.unitedStates.helplines)
        #expect(directory.helplines(for: "NM") == HelplineDirectory.unitedStates.helplines)
    }
}
