import CareModel
import CareStats
import CareStore
import Foundation

/// Computes a ``ChatReport`` in one pass over the people of a run: each cohort chat message
/// (seed 004, DR4.FR5.0-5.2, DR5.FR7.1), written or a mood post, whether it was replied to
/// while visible (``PostedChatMessage/wasRepliedWhileVisible``) and how soon, and whether a
/// moderator deleted it. A message whose window had not ended by the end of the study's last
/// day (the person's zones), or that was deleted while visible, is left out of the share
/// replied within the window: it could not be replied to for the whole window.
public struct ChatAnalysis: Sendable {
    /// Creates the analysis.
    public init() {}

    private struct Group: Hashable {
        var dimension: String
        var name: String
    }

    private struct Replies {
        var values: [Double] = [], people: [Int] = []
    }

    /// Runs the analysis over `database`; a database without chat messages gives a report
    /// of no messages.
    public func run(on database: CareDatabase) throws(AnalysisError) -> ChatReport {
        let period = try StudyPeriod.of(database)
        var people = 0, posters = 0, deleted = 0
        var rates: [Group: ChatReport.Rate] = [:]
        var moods: [Mood: (posts: Int, people: Set<Int>)] = [:]
        var windows: [ChatVisibilityWindow: Replies] = [:]
        var deletions: [Double] = [], deleters: [Int] = [], minutes: [Double] = [], replied: [Bool] = []
        try database.people(reading: [.chat]) { log in
            people += 1
            var groups = [Group(dimension: "all", name: "all")]
            if let arm = log.arm { groups.append(Group(dimension: "arm", name: arm)) }
            if let cohort = log.cohort { groups.append(Group(dimension: "cohort", name: cohort)) }
            let messages = log.chatMessages, moodPosts = messages.count { $0.kind.mood != nil }
            for group in groups {
                var rate = rates[group] ?? ChatReport.Rate(dimension: group.dimension, group: group.name, people: 0, posters: 0,
                                                           messages: 0, moodPosts: 0, memberWeeks: 0)
                rate.people += 1
                rate.posters += messages.isEmpty ? 0 : 1
                rate.messages += messages.count
                rate.moodPosts += moodPosts
                rate.memberWeeks += Double(period.dayCount) / 7
                rates[group] = rate
            }
            guard !messages.isEmpty else { return }
            posters += 1
            let end = log.timeline.instants(from: period.first, through: period.last).upperBound
            for message in messages {
                if let mood = message.kind.mood {
                    moods[mood, default: (0, [])].posts += 1
                    moods[mood, default: (0, [])].people.insert(log.personID)
                }
                if message.deletedAt != nil { deleted += 1 }
                deletions.append(message.deletedAt == nil ? 0 : 1)
                deleters.append(log.personID)
                let reply = message.wasRepliedWhileVisible ? message.firstReplyAt : nil
                minutes.append(max(0, (reply ?? min(message.visibleUntil, end)).timeIntervalSince(message.sentAt) / 60))
                replied.append(reply != nil)
                guard !message.wasDeletedWhileVisible,
                      message.sentAt.addingTimeInterval(message.window.duration) <= end else { continue }
                windows[message.window, default: Replies()].values.append(reply == nil ? 0 : 1)
                windows[message.window, default: Replies()].people.append(log.personID)
            }
        }
        return ChatReport(
            people: people, posters: posters, messages: minutes.count, deleted: deleted,
            deletedByPerson: GroupMean.mean(deletions, people: deleters), rates: Self.ordered(rates),
            moods: Mood.allCases.compactMap { mood in
                moods[mood].map { ChatReport.MoodPosts(mood: mood, posts: $0.posts, people: $0.people.count) }
            },
            windows: ChatVisibilityWindow.allCases.compactMap { window in
                windows[window].map { replies in
                    ChatReport.Window(window: window, people: Set(replies.people).count, messages: replies.values.count,
                                      replied: replies.values.count { $0 == 1 },
                                      repliedByPerson: GroupMean.mean(replies.values, people: replies.people))
                }
            },
            minutesToReply: minutes.isEmpty ? nil : try? SurvivalCurve.kaplanMeier(time: minutes, event: replied))
    }

    /// `all` first, then arms and cohorts by name, each dimension only when it has more
    /// than one group.
    private static func ordered(_ rates: [Group: ChatReport.Rate]) -> [ChatReport.Rate] {
        let dimensions = ["all", "arm", "cohort"]
        return rates.filter { key, _ in
            key.dimension == "all" || rates.keys.count { $0.dimension == key.dimension } > 1
        }.sorted {
            (dimensions.firstIndex(of: $0.key.dimension)!, $0.key.name) < (dimensions.firstIndex(of: $1.key.dimension)!, $1.key.name)
        }.map(\.value)
    }
}
