import CareModel

/// One thing a symptom entry documents besides its severity (seed 000, Req 5-7), encoded
/// for storing beside the entry's event row: a relieving or aggravating factor
/// (`symptom_factor`) or a note (`note`, linked to the entry).
struct EntryAttachment {
    /// What it is, in the order an entry's attachments are stored: factors in the order of
    /// `symptom_factor`'s key (`role` as text), then notes.
    enum Role: UInt8, Comparable {
        case aggravating, relieving, note

        static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The `symptom_factor.role` of a factor.
        var factorRole: SymptomFactorRole? {
            switch self {
            case .relieving: .relieving
            case .aggravating: .aggravating
            case .note: nil
            }
        }
    }

    /// The index of the entry's row in the person's encoded events.
    var event: Int
    var role: Role
    /// Its place among the entry's attachments of the role, from 0.
    var position: Int
    /// The factor's name or the note's text, an offset into the person's texts.
    var text: UInt32
}

extension EventEncoder {
    /// Attaches an entry's factors and notes to the row just added for it.
    mutating func attach(_ entry: SymptomEntry) {
        let event = events.count - 1
        for (role, texts) in [(EntryAttachment.Role.relieving, entry.relievingFactors),
                              (.aggravating, entry.aggravatingFactors), (.note, entry.notes)] {
            for (position, text) in texts.enumerated() {
                attachments.append(EntryAttachment(event: event, role: role, position: position, text: addText(text)))
            }
        }
    }
}
