import CareModel
import Testing

/// "Did you mean" hints: a near spelling first, then a key the word begins or is a part of.
@Suite struct SuggestionTests {
    @Test(arguments: [
        ("peeple", ["people", "days"], "people"),                       // a typo
        ("lag", ["factor", "symptom", "lag_days", "within"], "lag_days"), // the start of a key
        ("hazard", ["dropout_hazard", "logging"], "dropout_hazard"),      // a whole part of a key
        ("people_count", ["people", "days"], "people"),                 // a key and more
        ("Lag", ["lag_days"], "lag_days"),                              // case is ignored
    ] as [(String, [String], String)])
    func aNearCandidateIsSuggested(word: String, candidates: [String], expected: String) {
        #expect(Suggestion.closest(to: word, among: candidates) == expected)
    }

    @Test func aNearSpellingWinsOverAKeyTheWordBegins() {
        #expect(Suggestion.closest(to: "day", among: ["days_total", "days"]) == "days")
    }

    @Test(arguments: [
        ("xyzzy", ["people", "days"]),
        ("la", ["lag_days"]),            // too short to be the start of a key
        ("lags", ["lag_days"]),          // neither a start nor a part
    ] as [(String, [String])])
    func aFarWordGetsNoSuggestion(word: String, candidates: [String]) {
        #expect(Suggestion.closest(to: word, among: candidates) == nil)
    }
}
