import CareModel
import Testing

/// CareLab's refill measures against AdhereR itself (`Fixtures/Refill/adherer.json`, made by
/// `make_adherer.R`): every number within 1e-9, NA where AdhereR gives NA. Cases and
/// measures on which AdhereR stops with an R error are skipped.
@Suite struct AdhereRMeasuresTests {
    typealias Reference = AdhereRReference

    @Test(arguments: Reference.file.cma)
    func cmaOneToNineMatchAdhereR(_ fixture: Reference.CMACase) throws {
        let history = try Reference.history(fixture.events)
        let followUp = try DayWindow(start: Reference.origin, days: fixture.followUpDays)
        let observation = try DayWindow(start: Reference.origin.adding(days: fixture.observationStart),
                                        days: fixture.observationDays)
        for (measure, expected) in zip(CMA.allCases, fixture.cma) where !fixture.failedMeasures.contains(measure.rawValue) {
            let value = try history.cma(measure, followUp: followUp, observation: observation)
            #expect(Reference.matches(value, expected), "\(measure): \(String(describing: value)) vs \(String(describing: expected))")
        }
    }

    @Test(arguments: Reference.file.episodes)
    func treatmentEpisodesMatchAdhereR(_ fixture: Reference.EpisodeCase) throws {
        let history = try Reference.history(fixture.events)
        let followUp = try Reference.followUp(fixture.events, offset: fixture.followUpOffset, days: fixture.followUpDays)
        let episodes = history.treatmentEpisodes(followUp: followUp, rule: try fixture.rule)
        try #require(episodes.count == fixture.episodes.count)
        for (episode, expected) in zip(episodes, fixture.episodes) {
            let start = Double(Reference.origin.days(to: episode.start))
            #expect(episode.number == expected.episode)
            #expect(start == expected.start)
            #expect(episode.gapDays == expected.gap)
            #expect(abs(episode.durationDays - expected.duration) < 1e-9)
            #expect(abs(start + episode.durationDays - expected.end) < 1e-9)
        }
    }

    @Test(arguments: Reference.file.perEpisode)
    func cmaPerEpisodeMatchesAdhereR(_ fixture: Reference.EpisodeCase) throws {
        let history = try Reference.history(fixture.events)
        let followUp = try Reference.followUp(fixture.events, offset: fixture.followUpOffset, days: fixture.followUpDays)
        let observation = try DayWindow(start: followUp.start.adding(days: fixture.observationStart!),
                                        days: fixture.observationDays!)
        let measure = try #require(CMA(rawValue: fixture.measure!))
        let rows = try history.cmaPerEpisode(measure, followUp: followUp, observation: observation, rule: try fixture.rule)
        // AdhereR stops with "undefined columns selected" when no episode overlaps the window.
        try #require(rows.count == fixture.episodes.count)
        for (row, expected) in zip(rows, fixture.episodes) {
            let start = Double(Reference.origin.days(to: row.start))
            #expect(row.episode.number == expected.episode)
            #expect(start == expected.start)
            #expect(abs(start + row.days - expected.end) < 1e-9)
            #expect(row.episode.gapDays == expected.gap)
            #expect(abs(row.episode.durationDays - expected.duration) < 1e-9)
            #expect(Reference.matches(row.value, expected.cma), "\(String(describing: row.value)) vs \(String(describing: expected.cma))")
        }
    }

    @Test(arguments: Reference.file.sliding.filter { $0.adhererError == nil })
    func cmaPerSlidingWindowMatchesAdhereR(_ fixture: Reference.SlidingCase) throws {
        let history = try Reference.history(fixture.events)
        let followUp = try Reference.followUp(fixture.events, offset: fixture.followUpOffset, days: fixture.followUpDays)
        let observation = try DayWindow(start: followUp.start.adding(days: fixture.observationStart),
                                        days: fixture.observationDays)
        let measure = try #require(CMA(rawValue: fixture.measure))
        let rows = try history.cmaPerWindow(measure, followUp: followUp, observation: observation, windows: try fixture.sliding)
        try #require(rows.count == fixture.windows.count)
        for (row, expected) in zip(rows, fixture.windows) {
            #expect(row.number == expected.window)
            #expect(Reference.origin.days(to: row.window.start) == expected.start)
            #expect(Reference.origin.days(to: row.window.end) == expected.end)
            #expect(Reference.matches(row.value, expected.cma), "\(String(describing: row.value)) vs \(String(describing: expected.cma))")
        }
    }
}
