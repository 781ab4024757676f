import CareModel
import CareStats
import Foundation

/// The chances behind a person's use of the wellbeing card kit (seed 002, entries 2-32),
/// estimated from their card events and log-ins for ``CardsAnalysis``: each a ratio of
/// per-person sums (an event over the occasions that could have led to it) with a
/// person-clustered interval (``CareStats/RatioEstimate``).
///
/// An opening of the kit is a run of card events each within ``openingGap`` of the one
/// before; its end is where a favourite is unflagged, a custom card edited or deleted
/// (entries 14, 29-32). The occasions: a log-in for an opening, a view of a card without a
/// note for a note (entry 8) and of one with a note for a note edit (entries 9-10), an
/// opening for a custom card or a duplicate (entries 11-12, 17-27), an opening whose kit
/// held a favourite at its end for unflagging one, and one whose kit held a custom card
/// (duplicates included) for an edit or a delete.
struct CardChanceTally {
    /// A gap between two card events longer than this starts a new opening of the kit.
    static let openingGap: TimeInterval = 10 * 60

    /// One chance: its measure's name, and per person (events, occasions).
    private var sums: [CardsReport.Chance.Kind: [(y: Double, x: Double)]] = [:]

    /// Adds one person: their card events in time order and their log-ins.
    mutating func add(_ events: [CardEvent], logins: Int) {
        var counts: [CardsReport.Chance.Kind: (y: Double, x: Double)] = [:]
        func count(_ kind: CardsReport.Chance.Kind, event: Bool = false, occasion: Bool = false) {
            counts[kind, default: (0, 0)].y += event ? 1 : 0
            counts[kind, default: (0, 0)].x += occasion ? 1 : 0
        }
        count(.open)
        counts[.open]!.x = Double(logins)
        var favourites = Set<Int>(), custom = Set<Int>(), noted = Set<Int>()
        var previous: Date?
        // Whether the current opening's end (its kit then) was counted.
        var endCounted = true
        func countEnd() {
            guard !endCounted else { return }
            endCounted = true
            count(.customCard, occasion: true)
            count(.duplicate, occasion: true)
            if !favourites.isEmpty { count(.unfavourite, occasion: true) }
            if !custom.isEmpty {
                count(.customEdit, occasion: true)
                count(.customDelete, occasion: true)
            }
        }
        for event in events {
            if previous.map({ event.at.timeIntervalSince($0) > Self.openingGap }) ?? true {
                countEnd()
                count(.open, event: true)
                endCounted = false
            }
            previous = event.at
            switch event.action {
            case .view:
                count(noted.contains(event.cardID) ? .noteEdit : .note, occasion: true)
            case .note:
                count(.note, event: true)
                noted.insert(event.cardID)
            case .noteEdit: count(.noteEdit, event: true)
            case .favourite: favourites.insert(event.cardID)
            case .create:
                count(.customCard, event: true)
                custom.insert(event.cardID)
            case .duplicate:
                count(.duplicate, event: true)
                custom.insert(event.cardID)
            case .unfavourite:
                countEnd()
                count(.unfavourite, event: true)
                favourites.remove(event.cardID)
            case .edit:
                countEnd()
                count(.customEdit, event: true)
            case .delete:
                countEnd()
                count(.customDelete, event: true)
                custom.remove(event.cardID)
                favourites.remove(event.cardID)
                noted.remove(event.cardID)
            }
        }
        countEnd()
        for (kind, pair) in counts where pair.x > 0 { sums[kind, default: []].append(pair) }
    }

    /// The estimates, in the order of ``CardsReport/Chance/Kind``; a chance without an
    /// occasion in two people's data has none.
    var chances: [CardsReport.Chance] {
        CardsReport.Chance.Kind.allCases.map { kind in
            let pairs = sums[kind] ?? []
            return CardsReport.Chance(kind: kind, estimate: try? RatioEstimate(pairs),
                                      events: Int(pairs.reduce(0) { $0 + $1.y }), people: pairs.count)
        }
    }
}
