import CareModel
import Testing

/// Counts with their nouns in the right number, and the right indefinite article.
@Suite struct EnglishTests {
    @Test(arguments: [
        (0, "person", "people", "0 people"),
        (1, "person", "people", "1 person"),
        (2, "person", "people", "2 people"),
        (1, "row", nil, "1 row"),
        (12_345, "row", nil, "12,345 rows"),
        (1, "entry", "entries", "1 entry"),
        (-1_000, "day", nil, "-1,000 days"),
    ] as [(Int, String, String?, String)])
    func aCountTakesTheSingularForOneAndThePluralOtherwise(count: Int, singular: String, plural: String?,
                                                             expected: String) {
        #expect(English.count(count, singular, plural) == expected)
    }

    @Test func aWordAloneFollowsTheCount() {
        #expect(English.word("has", "have", count: 1) == "has")
        #expect(English.word("has", "have", count: 3) == "have")
        #expect(English.word("shard", count: 2) == "shards")
    }

    @Test(arguments: [("apple-health", "an apple-health"), ("daylio", "a daylio"), ("Import", "an Import"),
                      ("csv", "a csv")])
    func anArticleComesBeforeTheNoun(noun: String, expected: String) {
        #expect(English.withArticle(noun) == expected)
    }
}
