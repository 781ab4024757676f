import Foundation
import Testing
@testable import CareModel

/// Seed 003 stories 23 and 24: a learning game played, and whether its score goes to the
/// caregiver.
@Suite struct GamePlayTests {
    static let played = Date(timeIntervalSince1970: 1_772_400_000)

    @Test("Seed 003 story 23: a score outside 0 to 100 is refused, naming the field", arguments: [-1, 101])
    func aScoreOutsideTheRangeIsRefused(score: Int) {
        #expect(throws: TaskError.invalidGameScore(field: "score", value: score)) {
            try GamePlay(game: "memory match", playedAt: Self.played, score: score, sentToCaregiver: false)
        }
    }

    @Test("Seed 003 story 23: a game without a name is refused")
    func aGameWithoutANameIsRefused() {
        #expect(throws: TaskError.empty(field: "game")) {
            try GamePlay(game: "", playedAt: Self.played, score: 50, sentToCaregiver: false)
        }
    }

    @Test("Seed 003 story 23: a score is sent when the caregiver opted in to misses or completions, from the choice on",
          arguments: [(false, false, 0.0, false), (true, false, 0, true), (false, true, 0, true), (true, true, -60, false)])
    func aScoreIsSentAfterAnOptIn(misses: Bool, completions: Bool, playedAfter: Double, sent: Bool) {
        let optIn = CaregiverOptIn(misses: misses, completions: completions, since: Self.played)
        #expect(optIn.sendsScores(at: Self.played.addingTimeInterval(playedAfter)) == sent)
    }

    @Test("Seed 003 story 23: marking a game sent keeps its name, time and score")
    func markingAGameSentKeepsTheRest() throws {
        let play = try GamePlay(game: "word quiz", playedAt: Self.played, score: 73, sentToCaregiver: false)
        let sent = play.sent(true)
        #expect(sent.sentToCaregiver && sent.game == play.game && sent.playedAt == play.playedAt && sent.score == 73)
    }
}

/// Seed 003 story 15: the audio-message length a caregiver sets.
@Suite struct AudioMessageSettingTests {
    @Test("Seed 003 story 15: an audio message shorter than 5 s or longer than 60 s is refused, naming the field",
          arguments: [4.0, 61])
    func anAudioLengthOutsideTheRangeIsRefused(seconds: Double) {
        #expect(throws: TaskError.invalidDuration(field: "audio_message_length", value: seconds)) {
            try AudioMessageSetting(seconds: seconds, since: Date(timeIntervalSince1970: 0))
        }
        #expect(throws: TaskError.invalidDuration(field: "audio_message_length", value: seconds)) {
            try TaskSettings(notificationsEnabled: true, gracePeriod: 0, snoozeLength: 600, audioMessageLength: seconds)
        }
    }

    @Test("Seed 003 story 15: the default settings give 15-second audio messages, and 5 and 60 s are allowed")
    func theDefaultIsFifteenSeconds() throws {
        #expect(TaskSettings.standard.audioMessageLength == 15)
        #expect(try AudioMessageSetting(seconds: 5, since: .distantPast).seconds == 5)
        #expect(try AudioMessageSetting(seconds: 60, since: .distantPast).seconds == 60)
    }
}
