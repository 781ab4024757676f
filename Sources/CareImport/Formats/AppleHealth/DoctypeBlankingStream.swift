import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file stream that blanks the internal DTD subset of an XML document (`<!DOCTYPE
/// HealthData [ … ]>` becomes `<!DOCTYPE HealthData [   ]>`), keeping every line break so
/// that line numbers stay true. Everything after the subset passes through untouched.
///
/// Why: on Linux, Foundation's `XMLParser` crashes (a null pointer in its attribute
/// declaration callback) on `<!ATTLIST … #REQUIRED>` declarations, which every Apple Health
/// `export.xml` carries in its DTD. CareLab needs nothing from the DTD: it validates values
/// itself.
final class DoctypeBlankingStream: InputStream {
    private let descriptor: Int32
    private var status: Stream.Status = .notOpen
    private var failure: Error?
    private var state = State.prologue
    private var matched = 0
    private var quote: UInt8?
    private var commentOpen = 0, commentClose = 0, inComment = false

    private enum State { case prologue, doctype, subset, passThrough }
    private static let doctype = Array("<!DOCTYPE".utf8)

    /// Opens `path` for reading, or returns nil when it cannot be opened.
    init?(path: String) {
        descriptor = systemOpen(path)
        guard descriptor >= 0 else { return nil }
        super.init(data: Data())
    }

    deinit {
        systemClose(descriptor)
    }

    override func open() { status = .open }
    override func close() { status = .closed }
    override var streamStatus: Stream.Status { status }
    override var streamError: Error? { failure }
    override var hasBytesAvailable: Bool { status == .open }
    override func getBuffer(_ buffer: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>,
                            length len: UnsafeMutablePointer<Int>) -> Bool { false }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength len: Int) -> Int {
        let count = systemRead(descriptor, buffer, len)
        if count < 0 {
            failure = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            status = .error
            return -1
        }
        if count == 0 {
            status = .atEnd
            return 0
        }
        if state != .passThrough {
            for index in 0..<count { buffer[index] = filter(buffer[index]) }
        }
        return count
    }

    private func filter(_ byte: UInt8) -> UInt8 {
        switch state {
        case .prologue:
            if byte == Self.doctype[matched] {
                matched += 1
                if matched == Self.doctype.count { state = .doctype }
            } else if matched == 1, (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) {
                state = .passThrough // the root element starts: no DOCTYPE
            } else {
                matched = byte == UInt8(ascii: "<") ? 1 : 0
            }
            return byte
        case .doctype:
            if byte == UInt8(ascii: "[") { state = .subset }
            if byte == UInt8(ascii: ">") { state = .passThrough }
            return byte
        case .subset:
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return byte }
            if inComment {
                commentClose = byte == UInt8(ascii: "-") ? min(commentClose + 1, 2)
                    : (byte == UInt8(ascii: ">") && commentClose == 2 ? 3 : 0)
                if commentClose == 3 { inComment = false; commentClose = 0 }
            } else if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "]") {
                state = .passThrough
                return byte
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else {
                let opener = Array("<!--".utf8)
                commentOpen = byte == opener[commentOpen] ? commentOpen + 1 : (byte == opener[0] ? 1 : 0)
                if commentOpen == opener.count { inComment = true; commentOpen = 0 }
            }
            return UInt8(ascii: " ")
        case .passThrough:
            return byte
        }
    }
}

// The stream's own open(), close() and read(_:maxLength:) hide the C functions of the
// same names inside the class.
#if canImport(Glibc)
private func systemOpen(_ path: String) -> Int32 { Glibc.open(path, O_RDONLY) }
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    Glibc.read(descriptor, buffer, count)
}
private func systemClose(_ descriptor: Int32) { _ = Glibc.close(descriptor) }
#elseif canImport(Darwin)
private func systemOpen(_ path: String) -> Int32 { Darwin.open(path, O_RDONLY) }
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    Darwin.read(descriptor, buffer, count)
}
private func systemClose(_ descriptor: Int32) { _ = Darwin.close(descriptor) }
#endif
