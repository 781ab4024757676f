import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file stream that hands `XMLParser` only what it can parse safely: the internal DTD
/// subset blanked (``DoctypeBlanker``), and only well-formed UTF-8 (``UTF8Validator``).
///
/// A file that is UTF-16 or UTF-32 (a byte-order mark, or a zero byte among the first four)
/// or holds an invalid UTF-8 sequence ends the stream with an error: ``problem`` says what
/// and where, and the reader reports it instead of the parser's own error.
final class DoctypeBlankingStream: InputStream {
    /// What stopped the stream early, and where.
    struct Problem {
        var position: UTF8Validator.Position
        var reason: String
    }

    private let descriptor: Int32
    private var status: Stream.Status = .notOpen
    private var failure: Error?
    private var blanker = DoctypeBlanker()
    private var validator = UTF8Validator()
    private var checkedEncoding = false
    /// Why the stream stopped before the end of the file, if it did.
    private(set) var problem: Problem?

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
        guard status == .open else { return status == .atEnd ? 0 : -1 }
        let count = systemRead(descriptor, buffer, len)
        if count < 0 { return fail(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)) }
        if count == 0 {
            if let position = validator.unfinishedCharacter {
                return stop(Problem(position: position, reason: "the file ends in the middle of a UTF-8 character"))
            }
            status = .atEnd
            return 0
        }
        let bytes = UnsafeBufferPointer(start: buffer, count: count)
        if !checkedEncoding {
            checkedEncoding = true
            if let encoding = Self.wideEncoding(of: bytes) {
                return stop(Problem(position: UTF8Validator.Position(), reason: """
                    the file is \(encoding), not UTF-8 as Apple Health writes it; \
                    convert it first (iconv -f \(encoding) -t UTF-8)
                    """))
            }
        }
        if let position = validator.check(bytes) {
            return stop(Problem(position: position, reason: "byte \(position.byteOffset) is not valid UTF-8"))
        }
        if !blanker.isPassingThrough {
            for index in 0..<count { buffer[index] = blanker.filter(buffer[index]) }
        }
        return count
    }

    private func stop(_ problem: Problem) -> Int {
        self.problem = problem
        return fail(POSIXError(.EILSEQ))
    }

    private func fail(_ error: Error) -> Int {
        failure = error
        status = .error
        return -1
    }

    /// "UTF-16" or "UTF-32" when the file starts with such a byte-order mark or has a zero
    /// byte among its first four (XML 1.0 appendix F), else nil.
    private static func wideEncoding(of bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let head = Array(bytes.prefix(4))
        if head.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32" }
        if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) { return "UTF-16" }
        guard head.contains(0) else { return nil }
        return head.filter { $0 == 0 }.count >= 3 ? "UTF-32" : "UTF-16"
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
