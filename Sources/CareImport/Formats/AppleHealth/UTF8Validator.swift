/// Checks, a buffer at a time, that a byte stream is well-formed UTF-8 (RFC 3629: no
/// overlong forms, no surrogates, nothing above U+10FFFF), and keeps the line and column
/// of the current byte so that an error can say where it is.
///
/// Why: Foundation's `XMLParser` on Linux traps on invalid UTF-8 in an element or attribute
/// name, where XML 1.0 requires the parser to report a fatal error instead. A file that is
/// not UTF-8 is not a well-formed export, so the reader stops at the first bad byte.
struct UTF8Validator {
    /// Where a byte is: line and column count from 1 (the column in characters), the
    /// offset in bytes from 0.
    struct Position: Equatable {
        var line = 1
        var column = 1
        var byteOffset = 0
    }

    /// The position of the next byte to check.
    private(set) var position = Position()
    /// Continuation bytes still expected for the current character.
    private var pending = 0
    /// The range the next continuation byte must fall in (narrower after E0, ED, F0, F4).
    private var lower: UInt8 = 0x80, upper: UInt8 = 0xBF

    /// Checks `bytes`; returns the position of the first invalid byte, or nil when all are
    /// valid so far.
    mutating func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Position? {
        for byte in bytes {
            if pending == 0 {
                if byte < 0x80 {
                    advance(over: byte)
                    continue
                }
                guard startCharacter(with: byte) else { return position }
            } else {
                guard byte >= lower, byte <= upper else { return position }
                lower = 0x80
                upper = 0xBF
                pending -= 1
            }
            advance(over: byte)
        }
        return nil
    }

    /// The position of a character the stream ended in the middle of, if any.
    var unfinishedCharacter: Position? { pending == 0 ? nil : position }

    private mutating func startCharacter(with byte: UInt8) -> Bool {
        switch byte {
        case 0xC2...0xDF: pending = 1
        case 0xE0: pending = 2; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: pending = 2
        case 0xED: pending = 2; upper = 0x9F
        case 0xF0: pending = 3; lower = 0x90
        case 0xF1...0xF3: pending = 3
        case 0xF4: pending = 3; upper = 0x8F
        default: return false
        }
        return true
    }

    private mutating func advance(over byte: UInt8) {
        position.byteOffset += 1
        if byte == UInt8(ascii: "\n") {
            position.line += 1
            position.column = 1
        } else if byte & 0xC0 != 0x80 {
            position.column += 1  // a character's first byte
        }
    }
}
