import CareStore

/// A daily column of the person-day panel (``PersonDayPanel``) after its four fixed ones
/// (`person_id`, `date`, `arm`, `logged`): what it holds, its name and its meaning.
public struct PanelColumn: Hashable, Sendable {
    /// What a daily column holds.
    public enum Content: String, Hashable, Sendable {
        /// A symptom's daily score in points (seed 000, Req 8-9): whole numbers.
        case symptomScore = "symptom"
        /// A lifestyle factor's daily total in its unit, or its mean level (1-3).
        case factor
        /// Doses of a medication taken that day: whole numbers.
        case doseCount = "doses"
        /// A measurement's mean reading that day, in its unit.
        case measurement
        /// The mood's mean that day on its scale (valence, 0-1, for the mood survey).
        case mood

        /// Whether the values are whole numbers (written as integers).
        public var isCount: Bool { self == .symptomScore || self == .doseCount }
    }

    /// The column's name: `symptom_headache_points`, `factor_caffeine_mg`,
    /// `doses_ibuprofen`, `measurement_heart_rate_bpm`, `mood_valence`.
    public var name: String
    /// What it holds.
    public var content: Content
    /// The stored name it comes from: the symptom, factor, medication or quantity, or a
    /// mood's scale (one column per scale).
    public var source: String
    /// The unit as stored, empty when none.
    public var unit: String

    /// The name a column of `content` gets for a stored name and unit: lower case, every
    /// run of characters other than a-z and 0-9 one underscore, `%` spelled `percent`.
    static func name(_ content: Content, _ source: String, unit: String) -> String {
        let parts: [String] = switch content {
        case .symptomScore: [content.rawValue, source, "points"]
        case .doseCount: [content.rawValue, source]
        case .mood: [content.rawValue, source]
        case .factor, .measurement: [content.rawValue, source, unit]
        }
        return parts.map(identifier).filter { !$0.isEmpty }.joined(separator: "_")
    }

    private static func identifier(_ text: String) -> String {
        var out = ""
        for scalar in text.replacingOccurrences(of: "%", with: " percent ").lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                out.unicodeScalars.append(scalar)
            } else if !out.isEmpty, out.last != "_" {
                out += "_"
            }
        }
        return out.hasSuffix("_") ? String(out.dropLast()) : out
    }

    /// The daily columns of `symptoms` and the stored `labels` (factor, dose, measurement
    /// and mood event names and units), in that order of kinds and by name within each;
    /// a name that two columns would share gets `_2`, `_3` … on the later ones.
    static func columns(symptoms: [String], labels: [(kind: EventKind, name: String, unit: String)]) -> [PanelColumn] {
        var columns = symptoms.sorted().map { PanelColumn(content: .symptomScore, source: $0, unit: "points") }
        let kinds: [(EventKind, Content)] = [(.factor, .factor), (.dose, .doseCount), (.measurement, .measurement),
                                             (.mood, .mood)]
        for (kind, content) in kinds {
            // A medication logged in several units is one count; moods are one column per scale.
            let series = Set(labels.filter { $0.kind == kind }.map { label in
                switch content {
                case .doseCount: [label.name, ""]
                case .mood: [label.unit, label.unit]
                case .symptomScore, .factor, .measurement: [label.name, label.unit]
                }
            })
            for pair in series.sorted(by: { ($0[0], $0[1]) < ($1[0], $1[1]) }) {
                columns.append(PanelColumn(content: content, source: pair[0], unit: pair[1]))
            }
        }
        var used: Set<String> = ["person_id", "date", "arm", "logged"]
        for index in columns.indices {
            let base = name(columns[index].content, columns[index].source, unit: columns[index].unit)
            var candidate = base, suffix = 1
            while !used.insert(candidate).inserted {
                suffix += 1
                candidate = "\(base)_\(suffix)"
            }
            columns[index].name = candidate
        }
        return columns
    }

    private init(content: Content, source: String, unit: String) {
        self.name = ""
        self.content = content
        self.source = source
        self.unit = unit
    }

    /// The key of this column's series among ``PanelLayout``'s exposure columns (name and
    /// unit as ``PersonDays/addExposures(of:kinds:layout:grid:)`` spells them).
    var layoutKey: String? {
        switch content {
        case .symptomScore: nil
        case .factor: source + "\u{1F}" + unit
        case .doseCount: "dose: \(source)\u{1F}doses"
        case .measurement: "measurement: \(source)\u{1F}\(unit)"
        case .mood: "mood\u{1F}\(unit)"
        }
    }
}
