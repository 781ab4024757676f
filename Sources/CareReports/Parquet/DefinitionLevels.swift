/// Encodes definition levels of bit width 1 (0 null, 1 present) in Parquet's RLE /
/// bit-packing hybrid (`Encodings.md`, "Run Length Encoding / Bit-Packing Hybrid"): a run
/// of 8 or more equal levels becomes one RLE run, anything else groups of 8 bit-packed
/// levels, least significant bit first.
enum DefinitionLevels {
    /// The encoded levels, without the 4-byte length that precedes them in a data page.
    static func encode(_ levels: [Bool]) -> [UInt8] {
        var out: [UInt8] = []
        var literals: [Bool] = []
        func flushLiterals() {
            guard !literals.isEmpty else { return }
            let groups = (literals.count + 7) / 8
            out.appendVarint(UInt64(groups) << 1 | 1)
            for group in 0..<groups {
                var byte: UInt8 = 0
                for bit in 0..<8 where group * 8 + bit < literals.count && literals[group * 8 + bit] {
                    byte |= 1 << bit
                }
                out.append(byte)
            }
            literals.removeAll(keepingCapacity: true)
        }
        var i = 0
        while i < levels.count {
            var end = i + 1
            while end < levels.count, levels[end] == levels[i] { end += 1 }
            if end - i >= 8 {
                // Literals so far are whole groups of 8: only the last group may be padded.
                flushLiterals()
                out.appendVarint(UInt64(end - i) << 1)
                out.append(levels[i] ? 1 : 0)
                i = end
            } else {
                let take = min(8, levels.count - i)
                literals.append(contentsOf: levels[i..<i + take])
                i += take
            }
        }
        flushLiterals()
        return out
    }
}
