import CareModel
import Foundation

/// The medical-record items (and blood types) an import meets, gathered per person and
/// added to each person's record at the end of the file, in date order: a clinical export lists them by
/// resource, not by date, and a record's history runs forwards (``MedicalRecord/apply(_:at:)``).
///
/// An item already in the record under its name (a condition diagnosed again, a medication
/// prescribed again) adds nothing; a later dose of a vaccine already listed edits its
/// immunisation to the later day, so the history keeps each dose. A change dated before the
/// last one of the record stored by an earlier import is made at that last date: the item's
/// own day (diagnosed, given) stays as the source says.
struct MedicalRecordGathering {
    /// What an import can say of a person's record.
    enum Entry {
        case item(RecordItem)
        case bloodType(BloodType)
    }

    /// The entries met for each person, with their time zone and when each was recorded.
    private var gathered: [Int: (timeZone: TimeZone, items: [(date: Date, entry: Entry)])] = [:]

    /// Gathers `entry`, recorded at `date`, for the person.
    mutating func add(_ entry: Entry, personID: Int, timeZone: TimeZone, at date: Date) {
        gathered[personID, default: (timeZone, [])].items.append((date, entry))
    }

    /// The people with items, in person order, each with the zone their days are counted in.
    var people: [(personID: Int, timeZone: TimeZone)] {
        gathered.keys.sorted().map { ($0, gathered[$0]!.timeZone) }
    }

    /// `stored`, the person's record so far, with the person's gathered items added in date
    /// order (ties in the order met).
    func record(of personID: Int, after stored: MedicalRecord) -> MedicalRecord {
        var record = stored
        let items = (gathered[personID]?.items ?? []).enumerated()
            .sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
        for (date, entry) in items {
            let at = max(date, record.history.last?.date ?? date)
            let item: RecordItem
            switch entry {
            case .bloodType(let type):
                // A blood type the record already holds adds nothing.
                if record.bloodType != type { _ = try? record.apply(.setBloodType(type), at: at) }
                continue
            case .item(let met):
                item = met
            }
            guard let held = record.items.first(where: { $0.value.kind == item.kind && Name.key($0.value.name) == Name.key(item.name) })
            else {
                // The reader hands on items with names; a refused one has nothing to add.
                _ = try? record.apply(.add(item), at: at)
                continue
            }
            if case .immunization(let earlier) = held.value, case .immunization(let later) = item,
               let day = later.given, earlier.given.map({ $0 < day }) ?? true {
                _ = try? record.apply(.edit(id: held.key, .immunization(Immunization(vaccine: earlier.vaccine, given: day))), at: at)
            }
        }
        return record
    }
}
