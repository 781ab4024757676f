import Foundation

/// Reads a file line by line in constant memory (chunks of 64 KiB), for formats with one
/// record a line such as NDJSON. A line ends at LF; a CR before it is dropped.
struct LineReader {
    /// A line longer than this stops the read: no export writes one, and a file without
    /// line ends would otherwise fill memory.
    static let longestLine = 16 << 20

    private let handle: FileHandle
    private let path: String
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    /// The number of the line last returned, 1 for the first.
    private(set) var lineNumber = 0

    /// Opens `path`.
    init(path: String) throws(ImportError) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .cannotRead(file: path, reason: "it does not exist or is not readable")
        }
        self.handle = handle
        self.path = path
    }

    /// The next line without its line end, or nil at the end of the file.
    mutating func next() throws(ImportError) -> [UInt8]? {
        while true {
            if let end = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffer[start..<end])
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                start = end + 1
                lineNumber += 1
                return line
            }
            guard buffer.count - start <= Self.longestLine else {
                throw .malformed(SourceLocation(file: path, line: lineNumber + 1, column: 1),
                                 reason: "the line is longer than \(Self.longestLine >> 20) MiB")
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = Array(buffer[start...])
                start = buffer.count
                lineNumber += 1
                return line
            }
            buffer.removeFirst(start)
            start = 0
            let chunk: Data
            do {
                chunk = try handle.read(upToCount: 1 << 16) ?? Data()
            } catch {
                throw .cannotRead(file: path, reason: error.localizedDescription)
            }
            if chunk.isEmpty { atEnd = true } else { buffer.append(contentsOf: chunk) }
        }
    }
}
