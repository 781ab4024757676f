import Testing
@testable import CareImport

@Suite struct DoctypeBlankerTests {
    func blanked(_ text: String) -> String {
        var blanker = DoctypeBlanker()
        return String(decoding: text.utf8.map { blanker.filter($0) }, as: UTF8.self)
    }

    @Test func theInternalSubsetIsBlankedAndItsLineBreaksKept() {
        let declaration = "<!ATTLIST H a CDATA #REQUIRED>"
        #expect(blanked("<!DOCTYPE H [\n\(declaration)\n]>\n<H/>")
            == "<!DOCTYPE H [\n\(String(repeating: " ", count: declaration.count))\n]>\n<H/>")
    }

    @Test func aBracketInsideAQuoteOrCommentOfTheSubsetDoesNotEndIt() {
        #expect(blanked("<!DOCTYPE H [<!-- ] -->\"]\"]><H/>") == "<!DOCTYPE H [             ]><H/>")
    }

    @Test(arguments: ["<!-- <!DOCTYPE H [ -->", "<?pi <!DOCTYPE H [ ?>", "<H a=\"<!DOCTYPE H [\">"])
    func aDoctypeOutsideTheProloguesOwnMarkupIsLeftAlone(text: String) {
        #expect(blanked(text) == text)
    }

    @Test func theRootElementEndsFiltering() {
        var blanker = DoctypeBlanker()
        for byte in "<?xml version=\"1.0\"?>\n<!-- c -->\n<H".utf8 { _ = blanker.filter(byte) }
        #expect(blanker.isPassingThrough)
    }
}

@Suite struct UTF8ValidatorTests {
    func firstInvalid(_ bytes: [UInt8]) -> UTF8Validator.Position? {
        var validator = UTF8Validator()
        return bytes.withUnsafeBufferPointer { validator.check($0) } ?? validator.unfinishedCharacter
    }

    @Test(arguments: ["plain ASCII", "é ü ß", "日本語", "🙂 U+1F642", "\u{10FFFF}"])
    func wellFormedTextPasses(text: String) {
        #expect(firstInvalid(Array(text.utf8)) == nil)
    }

    @Test(arguments: [
        ([0xC0, 0xAF], 0),              // overlong "/"
        ([0xE0, 0x80, 0xAF], 1),        // overlong, three bytes
        ([0xED, 0xA0, 0x80], 1),        // a UTF-16 surrogate
        ([0xF4, 0x90, 0x80, 0x80], 1),  // above U+10FFFF
        ([0x41, 0x80], 1),              // a lone continuation byte
        ([0x41, 0xFF], 1),
    ] as [([UInt8], Int)])
    func malformedSequencesAreFoundAtTheirByte(bytes: [UInt8], offset: Int) {
        #expect(firstInvalid(bytes)?.byteOffset == offset)
    }

    @Test func aCharacterCutByTheEndOfTheStreamIsReported() {
        #expect(firstInvalid([0x41, 0xE6, 0x97]) != nil)
    }

    @Test func linesAndColumnsArePlacedInBytes() {
        #expect(firstInvalid(Array("ab\né€x".utf8) + [0xFF]) == UTF8Validator.Position(line: 2, column: 7, byteOffset: 9))
    }

    @Test func lineBreaksAreCountedInTheWordAtATimePath() {
        let text = String(repeating: "0123456789\n", count: 50) + "abc"
        #expect(firstInvalid(Array(text.utf8) + [0xFF]) == UTF8Validator.Position(line: 51, column: 4, byteOffset: 553))
    }
}
