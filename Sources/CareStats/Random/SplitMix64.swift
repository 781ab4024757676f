/// SplitMix64 (Steele, Lea & Flood 2014, "Fast splittable pseudorandom number
/// generators", OOPSLA; the reference code is Vigna's `splitmix64.c`): a 64-bit state
/// advanced by the golden-ratio increment and a finaliser that spreads nearby states over
/// the whole 64-bit range.
///
/// CareLab uses it to derive seeds, never as a stream of random numbers: a person's stream
/// from the run's seed (``RandomSource``), a replicate's seed from the study's.
public enum SplitMix64 {
    /// The increment: 2^64 divided by the golden ratio, odd.
    public static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The finaliser applied to a state to give an output (Stafford's Mix13 variant).
    public static func finalise(_ state: UInt64) -> UInt64 {
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Output number `index + 1` of a generator seeded with `seed`:
    /// `finalise(seed + (index + 1) × increment)`, arithmetic modulo 2^64. The first output
    /// (`index` 0) is what `splitmix64.c` returns on its first call with `x = seed`.
    public static func output(seed: UInt64, index: UInt64) -> UInt64 {
        finalise(seed &+ (index &+ 1) &* increment)
    }
}
