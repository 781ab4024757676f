import CareAnalytics
import CareStats

extension RunReport {
    /// The cohort chat (seed 004, DR4.FR5.0-5.2, DR5.FR7.1), for the Markdown and HTML
    /// reports alike: messages per member-week for everyone and each arm when the run has
    /// arms, the share of messages replied to while visible under each window with its
    /// interval clustered by person, the median minutes to a first reply (Kaplan-Meier) and
    /// the share deleted by moderators. Nil when no one posted; a row's figures
    /// `suppressed` when fewer people than the small-cell minimum back it.
    var chatRows: [[String]]? {
        guard let chat, chat.messages > 0 else { return nil }
        var rows: [[String]] = []
        func row(_ measure: String, _ group: String, people: Int, _ value: String, _ interval: String) {
            rows.append(smallCells.allows(people)
                ? [measure, group, NumberFormat.grouped(people), value, interval]
                : [measure, group, smallCells.shown(people), "suppressed", ""])
        }
        for rate in chat.rates where rate.dimension != "cohort" {
            row("messages per member-week", rate.group, people: rate.people,
                rate.perMemberWeek.map { NumberFormat.fixed($0, 2) } ?? "NA", "")
        }
        for cell in chat.windows {
            let mean = cell.repliedByPerson
            row("replied while visible", "window \(cell.window.spelling)", people: cell.people,
                mean.map { Self.percent($0.estimate) } ?? "NA",
                Self.range(mean?.interval.lower, mean?.interval.upper, 1, scale: 100, suffix: " %"))
        }
        if let median = chat.minutesToReply(share: 0.5) {
            row("minutes to first reply (median)", "all", people: chat.posters, NumberFormat.fixed(median.estimate, 0),
                Self.range(median.interval?.lower, median.interval?.upper, 0))
        }
        let deleted = chat.deletedByPerson
        row("deleted by a moderator", "all", people: chat.posters,
            deleted.map { Self.percent($0.estimate) } ?? Self.percent(Double(chat.deleted) / Double(chat.messages)),
            Self.range(deleted?.interval.lower, deleted?.interval.upper, 1, scale: 100, suffix: " %"))
        return rows
    }

    /// The header of ``chatRows``.
    static let chatHeader = ["measure", "group", "people", "value", "95 % interval"]

    /// The text above the chat's table.
    var chatText: String? {
        guard let chat, chatRows != nil else { return nil }
        return "Messages in the cohort chat (seed 004, DR4.FR5.0) by \(NumberFormat.grouped(chat.posters)) of "
            + "\(NumberFormat.grouped(chat.people)) people, written or moods the mood survey posted (DR5.FR7.1): "
            + "\(NumberFormat.grouped(chat.messages)) messages. A message is visible to the cohort for the "
            + "administrator's window (DR2/DR4.FR5.2); the share replied to while visible is over the messages "
            + "whose window ended within the study and that no moderator deleted while visible, with its 95 % "
            + "interval clustered by person; minutes to the first reply are Kaplan-Meier, censored when the message "
            + "stopped being visible. `carelab analyze chat` writes the same figures with Wilson intervals, by "
            + "cohort and by mood."
    }

    /// The Markdown section of ``chatRows``.
    var chatSection: [String] {
        guard let rows = chatRows, let text = chatText else { return [] }
        return ["## Cohort chat", "", text, "", "| " + Self.chatHeader.joined(separator: " | ") + " |",
                "|" + String(repeating: "---|", count: Self.chatHeader.count)]
            + rows.map { "| " + $0.joined(separator: " | ") + " |" } + [""]
    }
}
