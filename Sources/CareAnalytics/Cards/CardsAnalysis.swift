import CareModel
import CareStats
import CareStore
import Foundation

/// Computes a ``CardsReport`` in one pass over the people of a run: their card events
/// (seed 002, entries 2-32) replayed in time order to know, at each view, which cards were
/// favourites and how many cards the kit held; their log-ins for the person-weeks; and their
/// journal keywords (entries 45-49) for keyword use and valence by week, deleted entries
/// left out, and the entries' edits and deletes (entries 40-44); and the chances of each
/// use of the kit (``CardChanceTally``).
///
/// A kit's default deck is taken as the highest default card number any event names: the
/// analysis reads no scenario, and a deck card no one ever touched would be left out.
public struct CardsAnalysis: Sendable {
    /// Creates the analysis.
    public init() {}

    /// One view, as the favourite ratio needs it.
    private struct View {
        var favourite: Bool
        var favourites: Int
        var added: Int
    }

    /// What one person contributes.
    private struct Person {
        var views: [View] = []
        var creates = 0, duplicates = 0, notes = 0, noteEdits = 0, viewCount = 0
    }

    private struct WeekCard: Hashable {
        var week: String
        var card: Int
        var title: String
    }

    /// Runs the analysis over `database`; a database without card events gives a report of
    /// no views.
    public func run(on database: CareDatabase) throws(AnalysisError) -> CardsReport {
        var people = 0, deckSize = 0
        var persons: [Person] = []
        var views: [WeekCard: (views: Int, viewers: Int)] = [:]
        var loggedIn: [String: Int] = [:]
        var journal = KeywordTally()
        var edits = JournalEditTally()
        var chances = CardChanceTally()
        try database.people(reading: [.card, .usage, .journal]) { log in
            people += 1
            chances.add(log.cardEvents, logins: log.usageEvents.count { $0.kind == .login })
            var calendar = Calendar(identifier: .iso8601)
            calendar.timeZone = log.timeZone
            func week(_ instant: Date) -> String { Self.week(of: instant, in: calendar) }
            for login in Set(log.usageEvents.filter { $0.kind == .login }.map { week($0.timestamp) }) {
                loggedIn[login, default: 0] += 1
            }
            journal.add(log, week: week)
            edits.add(log)
            guard !log.cardEvents.isEmpty else { return }
            deckSize = max(deckSize, log.cardEvents.filter { $0.origin == .default }.map(\.cardID).max() ?? 0)
            var personViews: [WeekCard: Int] = [:]
            for event in log.cardEvents where event.action == .view {
                let key = event.origin == .default
                    ? WeekCard(week: week(event.at), card: event.cardID, title: event.title)
                    : WeekCard(week: week(event.at), card: Int.max, title: "custom cards")
                personViews[key, default: 0] += 1
            }
            for (key, count) in personViews {
                views[key, default: (0, 0)].views += count
                views[key]!.viewers += 1
            }
            persons.append(Self.replay(log.cardEvents))
        }
        let weekViews = views.keys.sorted { ($0.week, $0.card) < ($1.week, $1.card) }.map { key in
            CardsReport.WeekViews(week: key.week, card: key.title, views: views[key]!.views,
                                  viewers: views[key]!.viewers, personWeeks: loggedIn[key.week] ?? 0)
        }
        let ratioPairs = persons.compactMap { Self.mantelHaenszel($0.views, deckSize: deckSize) }
        let allViews = persons.flatMap(\.views)
        return CardsReport(
            people: people, peopleWithCards: persons.count, weekViews: weekViews,
            favouriteViewRatio: try? RatioEstimate(ratioPairs),
            favouriteViews: allViews.count(where: \.favourite), otherViews: allViews.count { !$0.favourite },
            peopleWithFavourites: ratioPairs.count,
            customCardsPerPerson: try? RatioEstimate(persons.map { (Double($0.creates), 1) }),
            duplicatesPerPerson: try? RatioEstimate(persons.map { (Double($0.duplicates), 1) }),
            notesPerView: try? RatioEstimate(persons.map { (Double($0.notes), Double($0.viewCount)) }),
            noteEditsPerView: try? RatioEstimate(persons.map { (Double($0.noteEdits), Double($0.viewCount)) }),
            chances: chances.chances,
            journalEdits: edits.report, keywordWeeks: journal.weeks, peopleWithKeywords: journal.people,
            positiveShareSlopePerWeek: journal.slope)
    }

    /// `2026-W37`: the ISO year and week of `instant` in `calendar`'s zone.
    static func week(of instant: Date, in calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: instant)
        let number = parts.weekOfYear ?? 0
        return "\(parts.yearForWeekOfYear ?? 0)-W\(number < 10 ? "0" : "")\(number)"
    }

    /// A person's events replayed in order: each view with whether its card was a favourite,
    /// the favourites and the cards added to the deck at that moment, and their counts.
    private static func replay(_ events: [CardEvent]) -> Person {
        var person = Person()
        var favourites = Set<Int>(), added = Set<Int>()
        for event in events {
            switch event.action {
            case .view:
                person.viewCount += 1
                person.views.append(View(favourite: favourites.contains(event.cardID), favourites: favourites.count,
                                         added: added.count))
            case .favourite: favourites.insert(event.cardID)
            case .unfavourite: favourites.remove(event.cardID)
            case .note: person.notes += 1
            case .noteEdit: person.noteEdits += 1
            case .create:
                person.creates += 1
                added.insert(event.cardID)
            case .duplicate:
                person.duplicates += 1
                added.insert(event.cardID)
            case .delete:
                added.remove(event.cardID)
                favourites.remove(event.cardID)
            case .edit: break
            }
        }
        return person
    }

    /// A person's Mantel-Haenszel sums over the views made with a favourite and another card
    /// in the kit: (Σ F·n₀/n, Σ O·n₁/n); nil when no view had both.
    private static func mantelHaenszel(_ views: [View], deckSize: Int) -> (y: Double, x: Double)? {
        var y = 0.0, x = 0.0, any = false
        for view in views {
            let others = Double(deckSize + view.added - view.favourites), favourites = Double(view.favourites)
            guard favourites > 0, others > 0 else { continue }
            any = true
            let total = favourites + others
            if view.favourite { y += others / total } else { x += favourites / total }
        }
        return any ? (y, x) : nil
    }
}
