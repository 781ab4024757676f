import CareModel
import Testing

/// Treatment episodes and CMA per episode with changes of medication and dose against
/// AdhereR itself (`Fixtures/Refill/adherer_episodes.json`, made by
/// `make_adherer_episodes.R`): every row of every case, every number within 1e-9 and
/// every date exact, no case left out. Where AdhereR stops with an error (no episode in
/// the observation window) CareLab gives no rows.
@Suite struct AdhereREpisodesTests {
    typealias Reference = AdhereREpisodesReference

    @Test(arguments: Reference.file.medEventsEpisodes)
    func medEventsEpisodesMatchAdhereR(_ fixture: Reference.MedEventsPatient) throws {
        let history = try Reference.history(fixture.events)
        let followUp = try Reference.followUp(fixture.events, offset: 0, days: 730)
        let episodes = history.treatmentEpisodes(followUp: followUp, rule: try EpisodeRule())
        Self.expect(episodes, equal: fixture.episodes)
    }

    @Test(arguments: Reference.file.medEventsPerEpisode)
    func medEventsCMAPerEpisodeMatchesAdhereR(_ fixture: Reference.MedEventsPerEpisode) throws {
        let events = Reference.medEvents(fixture.id)
        let history = try Reference.history(events)
        let followUp = try Reference.followUp(events, offset: 0, days: 730)
        let measure = try #require(CMA(rawValue: fixture.measure))
        let rows = try history.cmaPerEpisode(measure, followUp: followUp, observation: followUp,
                                             rule: try EpisodeRule(permissibleGap: .days(180)))
        Self.expect(rows, equal: fixture.episodes)
    }

    @Test(arguments: Reference.file.episodes)
    func generatedEpisodesMatchAdhereR(_ fixture: Reference.GeneratedCase) throws {
        let history = try Reference.history(fixture.events)
        let followUp = try Reference.followUp(fixture.events, offset: fixture.followUpOffset, days: fixture.followUpDays)
        Self.expect(history.treatmentEpisodes(followUp: followUp, rule: try fixture.rule), equal: fixture.episodes)
    }

    @Test(arguments: Reference.file.perEpisode)
    func generatedCMAPerEpisodeMatchesAdhereR(_ fixture: Reference.GeneratedCase) throws {
        let history = try Reference.history(fixture.events)
        let followUp = try Reference.followUp(fixture.events, offset: fixture.followUpOffset, days: fixture.followUpDays)
        let offset = try #require(fixture.observationStart), days = try #require(fixture.observationDays)
        let observation = try DayWindow(start: followUp.start.adding(days: offset), days: days)
        let number = try #require(fixture.measure)
        let measure = try #require(CMA(rawValue: number))
        let rows = try history.cmaPerEpisode(measure, followUp: followUp, observation: observation, rule: try fixture.rule)
        Self.expect(rows, equal: fixture.episodes)
    }

    /// Episodes against AdhereR's rows: number, start, whole gap days, duration and end.
    static func expect(_ episodes: [TreatmentEpisode], equal expected: [Reference.Episode],
                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(episodes.count == expected.count, sourceLocation: sourceLocation)
        for (episode, row) in zip(episodes, expected) {
            let start = Double(AdhereRReference.origin.days(to: episode.start))
            #expect(episode.number == row.episode, sourceLocation: sourceLocation)
            #expect(start == row.start, sourceLocation: sourceLocation)
            #expect(episode.gapDays == row.gap, sourceLocation: sourceLocation)
            #expect(abs(episode.durationDays - row.duration) < 1e-9, sourceLocation: sourceLocation)
            #expect(abs(start + episode.durationDays - row.end) < 1e-9, sourceLocation: sourceLocation)
            #expect(Double(AdhereRReference.origin.days(to: episode.end)) == row.end.rounded(.down),
                    sourceLocation: sourceLocation)
        }
    }

    /// CMA-per-episode rows against AdhereR's: the episode cut to the window, the whole
    /// episode's gap and duration, and the measure (NA as nil).
    static func expect(_ rows: [EpisodeCMA], equal expected: [Reference.Episode],
                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(rows.count == expected.count, sourceLocation: sourceLocation)
        for (row, episode) in zip(rows, expected) {
            let start = Double(AdhereRReference.origin.days(to: row.start))
            #expect(row.episode.number == episode.episode, sourceLocation: sourceLocation)
            #expect(start == episode.start, sourceLocation: sourceLocation)
            #expect(abs(start + row.days - episode.end) < 1e-9, sourceLocation: sourceLocation)
            #expect(row.episode.gapDays == episode.gap, sourceLocation: sourceLocation)
            #expect(abs(row.episode.durationDays - episode.duration) < 1e-9, sourceLocation: sourceLocation)
            #expect(AdhereRReference.matches(row.value, episode.cma),
                    "\(String(describing: row.value)) vs \(String(describing: episode.cma))", sourceLocation: sourceLocation)
        }
    }
}
