/// Counts and nouns in CareLab's messages and reports, so none says "1 people" or "a apple-health
/// export".
public enum English {
    /// A whole number with thousands separators, e.g. `12,345`.
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += "," }
            out.append(c)
        }
        return (value < 0 ? "-" : "") + out
    }

    /// `count` (grouped) and its noun, singular for exactly one: `count(1, "person", "people")`
    /// is `1 person`, `count(12345, "row")` is `12,345 rows` (the plural is the singular and `s`
    /// unless given).
    public static func count(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        grouped(count) + " " + word(singular, plural, count: count)
    }

    /// A noun or verb alone, in the number `count` asks for: `word("thread", count: 1)` is
    /// `thread`, `word("has", "have", count: 2)` is `have`.
    public static func word(_ singular: String, _ plural: String? = nil, count: Int) -> String {
        count == 1 ? singular : plural ?? singular + "s"
    }

    /// `noun` after its indefinite article, `an` before a vowel letter: `an apple-health`, `a daylio`.
    public static func withArticle(_ noun: String) -> String {
        (noun.first.map { "aeiouAEIOU".contains($0) } == true ? "an " : "a ") + noun
    }
}
