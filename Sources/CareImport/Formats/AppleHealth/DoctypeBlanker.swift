/// Blanks the internal DTD subset of an XML document's prologue (`<!DOCTYPE HealthData [ … ]>`
/// becomes `<!DOCTYPE HealthData [   ]>`), a byte at a time, keeping every line break so that
/// line numbers stay true. Everything from the root element on passes through untouched.
///
/// Why: on Linux, Foundation's `XMLParser` crashes (a null pointer in its attribute
/// declaration callback) on `<!ATTLIST … #REQUIRED>` declarations, which every Apple Health
/// `export.xml` carries in its DTD. CareLab needs nothing from the DTD: it validates values
/// itself.
///
/// The prologue is read as XML 1.0 defines it (section 2.8): comments and processing
/// instructions are skipped whole, so a `<!DOCTYPE` written inside one is not taken for
/// the document type declaration, and the first other markup ends the prologue.
struct DoctypeBlanker {
    private enum State {
        /// Between declarations, before the root element.
        case prologue
        /// After a `<` in the prologue: the bytes read so far tell what markup it opens.
        case markup([UInt8])
        case comment(dashes: Int)
        case instruction(question: Bool)
        /// In `<!DOCTYPE …`, before its subset or its end.
        case doctype(quote: UInt8?)
        /// In the internal subset, blanked.
        case subset(quote: UInt8?, comment: Bool, opener: Int, closer: Int)
        /// The root element has started: nothing more to change.
        case passThrough
    }

    private static let commentOpener = Array("!--".utf8)
    private static let doctypeOpener = Array("!DOCTYPE".utf8)
    private static let subsetCommentOpener = Array("<!--".utf8)
    private var state = State.prologue

    /// Whether the root element has started, so the remaining bytes need no filtering.
    var isPassingThrough: Bool {
        if case .passThrough = state { return true }
        return false
    }

    /// The byte to hand to the parser in place of `byte`.
    mutating func filter(_ byte: UInt8) -> UInt8 {
        switch state {
        case .prologue:
            if byte == UInt8(ascii: "<") { state = .markup([]) }
            return byte
        case .markup(var opened):
            opened.append(byte)
            if opened == Self.commentOpener {
                state = .comment(dashes: 0)
            } else if opened == Self.doctypeOpener {
                state = .doctype(quote: nil)
            } else if opened == [UInt8(ascii: "?")] {
                state = .instruction(question: false)
            } else if Self.commentOpener.starts(with: opened) || Self.doctypeOpener.starts(with: opened) {
                state = .markup(opened)
            } else {
                state = .passThrough  // the root element (or markup the parser will reject)
            }
            return byte
        case .comment(let dashes):
            if byte == UInt8(ascii: ">"), dashes >= 2 {
                state = .prologue
            } else {
                state = .comment(dashes: byte == UInt8(ascii: "-") ? dashes + 1 : 0)
            }
            return byte
        case .instruction(let question):
            state = byte == UInt8(ascii: ">") && question ? .prologue : .instruction(question: byte == UInt8(ascii: "?"))
            return byte
        case .doctype(let quote):
            if let quote {
                if byte == quote { state = .doctype(quote: nil) }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                state = .doctype(quote: byte)
            } else if byte == UInt8(ascii: "[") {
                state = .subset(quote: nil, comment: false, opener: 0, closer: 0)
            } else if byte == UInt8(ascii: ">") {
                state = .prologue
            }
            return byte
        case .subset(let quote, let comment, let opener, let closer):
            return subset(byte, quote: quote, comment: comment, opener: opener, closer: closer)
        case .passThrough:
            return byte
        }
    }

    private mutating func subset(_ byte: UInt8, quote: UInt8?, comment: Bool, opener: Int, closer: Int) -> UInt8 {
        if comment {
            let closed = byte == UInt8(ascii: ">") && closer >= 2
            state = .subset(quote: nil, comment: !closed, opener: 0,
                            closer: byte == UInt8(ascii: "-") ? closer + 1 : 0)
        } else if let quote {
            state = .subset(quote: byte == quote ? nil : quote, comment: false, opener: 0, closer: 0)
        } else if byte == UInt8(ascii: "]") {
            state = .doctype(quote: nil)  // the subset ends; `>` ends the declaration
            return byte
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            state = .subset(quote: byte, comment: false, opener: 0, closer: 0)
        } else {
            let next = byte == Self.subsetCommentOpener[opener] ? opener + 1
                : (byte == Self.subsetCommentOpener[0] ? 1 : 0)
            let opened = next == Self.subsetCommentOpener.count
            state = .subset(quote: nil, comment: opened, opener: opened ? 0 : next, closer: 0)
        }
        return byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") ? byte : UInt8(ascii: " ")
    }
}
