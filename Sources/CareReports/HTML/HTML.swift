/// Escaping and element helpers for the HTML report: every piece of text that reaches
/// HTML goes through ``escape(_:)``, since labels (symptom, factor and medication names)
/// can come from imported files.
public enum HTML {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references, safe in
    /// element content and in quoted attribute values.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// An element: `<name a="v">content</name>`, attribute values escaped, `content`
    /// inserted as it is (already HTML).
    static func element(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], _ content: String) -> String {
        "<\(name)\(attributeText(attributes))>\(content)</\(name)>"
    }

    /// A paragraph of plain text (``inline(_:)``).
    static func paragraph(_ text: String) -> String {
        element("p", [:], inline(text))
    }

    /// Plain text, escaped; a span between backticks, as the Markdown report writes file
    /// names and commands, becomes `<code>`.
    static func inline(_ text: String) -> String {
        let parts = escape(text).split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count % 2 == 1 else { return escape(text) }
        return parts.enumerated().map { $0.offset % 2 == 1 ? "<code>\($0.element)</code>" : String($0.element) }.joined()
    }

    private static func attributeText(_ attributes: KeyValuePairs<String, String>) -> String {
        attributes.map { " \($0.key)=\"\(escape($0.value))\"" }.joined()
    }
}
