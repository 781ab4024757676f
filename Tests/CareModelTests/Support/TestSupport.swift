import Foundation

/// A small, fast, seedable generator (SplitMix64, Steele, Lea & Flood 2014) so that tests
/// that need randomness are reproducible.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The instant written in ISO 8601 with an offset or `Z`, e.g. "2026-03-08T01:30:00-05:00", so
/// test tables state instants independently of the time-zone code under test.
func instant(_ text: String) -> Date {
    guard let date = ISO8601DateFormatter().date(from: text) else { fatalError("bad test instant \(text)") }
    return date
}

/// A time zone that must exist.
func zone(_ identifier: String) -> TimeZone {
    guard let zone = TimeZone(identifier: identifier) else { fatalError("unknown zone \(identifier)") }
    return zone
}
