/// Finds the candidate closest to a misspelled name, for "did you mean" hints in errors
/// (an unknown symptom, an unknown key in a rule file).
public enum Suggestion {
    /// The candidate within an edit distance of a third of the word's length (at least 1),
    /// ignoring case; failing that, the nearest candidate that one of three characters or
    /// more begins (`lag` → `lag_days`) or that begins it (`people_count` → `people`), or
    /// holds it as a part between underscores or hyphens (`hazard` → `dropout_hazard`);
    /// nil when none is that close.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let word = word.lowercased(), limit = max(1, word.count / 3)
        var typo: (candidate: String, distance: Int)?, part: (candidate: String, distance: Int)?
        for candidate in candidates {
            let lowered = candidate.lowercased(), distance = editDistance(word, lowered)
            if distance <= limit, distance < (typo?.distance ?? .max) {
                typo = (candidate, distance)
            } else if sharesAWholePart(word, lowered), distance < (part?.distance ?? .max) {
                part = (candidate, distance)
            }
        }
        return (typo ?? part)?.candidate
    }

    /// Whether one of `a` and `b` (both of three characters or more) begins the other, or is
    /// one of its parts between `_` or `-`.
    private static func sharesAWholePart(_ a: String, _ b: String) -> Bool {
        guard a.count >= 3, b.count >= 3 else { return false }
        let parts = { (text: String) in text.split { $0 == "_" || $0 == "-" }.map(String.init) }
        return a.hasPrefix(b) || b.hasPrefix(a) || parts(a).contains(b) || parts(b).contains(a)
    }

    /// Levenshtein distance between two strings, counted in characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
