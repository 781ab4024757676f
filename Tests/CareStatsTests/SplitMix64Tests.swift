import Testing
import CareStats

@Suite struct SplitMix64Tests {
    /// The first five outputs of Vigna's `splitmix64.c` seeded with 1234567, the values
    /// other ports (Java's SplittableRandom tests, Rust's `rand_xoshiro`) check against.
    @Test func outputsMatchTheReferenceImplementation() {
        let expected: [UInt64] = [
            6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
            4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
        ]
        #expect((0..<5).map { SplitMix64.output(seed: 1_234_567, index: $0) } == expected)
    }
}
