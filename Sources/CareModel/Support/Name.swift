import Foundation

/// The rules for names that users type (categories, symptoms, factors, notes): surrounding
/// white space is not part of a name, a name is never empty, and two names that differ
/// only in letter case name the same thing.
public enum Name {
    /// `text` without leading and trailing white space and new lines.
    public static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The key under which names are compared: trimmed and lower-cased, so "Headache" and
    /// " headache " are the same symptom.
    public static func key(_ text: String) -> String {
        trimmed(text).lowercased()
    }
}
