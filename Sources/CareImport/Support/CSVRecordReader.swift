import Foundation

/// One CSV record as read: the line it starts on, its fields, and the first thing wrong
/// with it, if anything.
struct CSVRecord {
    /// The line the record starts on, 1 for the first line of the file.
    var line: Int
    /// The fields, decoded as UTF-8.
    var fields: [String]
    /// The first defect: the 1-based field and what is wrong.
    var problem: (column: Int, reason: String)?
}

/// Reads an RFC 4180 CSV file one record at a time from a stream, in constant memory.
///
/// RFC 4180: fields separated by commas, records by CRLF (LF and a lone CR are accepted
/// too); a field holding a comma, a quote or a line break is enclosed in quotes, and a quote
/// inside it is doubled. A UTF-8 byte-order mark is skipped, blank lines are ignored. A line
/// break inside a quoted field is read as LF whether the file wrote CRLF, LF or CR, so that
/// the same export saved with other line ends holds the same text.
///
/// Limits: a field holding a NUL byte is a defect of its record (NUL is not text, and SQLite
/// would keep only what comes before it); a record longer than ``maximumRecordBytes`` stops
/// the reading, since a file that long without a record end is not a CSV export.
///
/// Why not CSV.swift's `CSVReader`: measured here it tokenised a million 6-field rows in
/// 4.8 s (release build), which alone would take most of the 10-million-row budget; it does
/// not say on which line a record starts once fields hold line breaks; and it silently
/// accepts malformed quoting. This reader reports line and field for every defect, and a
/// defective record does not stop the ones after it, except an unclosed quote, after which
/// nothing can be read.
final class CSVRecordReader {
    private let file: String
    private let stream: InputStream
    private let buffer: UnsafeMutablePointer<UInt8>
    private let capacity = 1 << 20
    private var count = 0
    private var position = 0
    private var line = 1
    private var started = false

    /// The longest record read: 16 MiB, far beyond any export's row (a note of a few pages
    /// is tens of kilobytes), and small enough that a file with no line ends cannot fill
    /// memory.
    static let maximumRecordBytes = 16 << 20

    /// Opens `path`; `file` is the name used in messages.
    init(path: String, file: String) throws(ImportError) {
        guard FileManager.default.isReadableFile(atPath: path), let stream = InputStream(fileAtPath: path) else {
            throw .cannotRead(file: file, reason: "no such file, or not readable")
        }
        self.file = file
        self.stream = stream
        buffer = .allocate(capacity: capacity)
        stream.open()
    }

    deinit {
        stream.close()
        buffer.deallocate()
    }

    /// The next record, or nil at the end of the file.
    func next() throws(ImportError) -> CSVRecord? {
        if !started {
            started = true
            try skipByteOrderMark()
        }
        while let (record, blank) = try readRecord() {
            if !blank { return record }
        }
        return nil
    }

    /// A record and whether it was a blank line. The state lives in locals while a record is
    /// scanned: the class's stored properties are touched only when the buffer is refilled.
    private func readRecord() throws(ImportError) -> (CSVRecord, blank: Bool)? {
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")
        let startLine = line
        var line = self.line, position = self.position, count = self.count
        var fields: [String] = []
        fields.reserveCapacity(8)
        var field: [UInt8] = []
        field.reserveCapacity(64)
        var problem: (column: Int, reason: String)?
        var inQuotes = false, quoted = false, afterClosingQuote = false, sawByte = false
        var quoteLine = line
        var recordBytes = 0

        func note(_ reason: String) {
            if problem == nil { problem = (fields.count + 1, reason) }
        }
        func finishField() {
            let text = String(decoding: field, as: UTF8.self)
            // Decoding repairs invalid UTF-8 with U+FFFD; ASCII needs no check.
            if !field.allSatisfy({ $0 < 0x80 }), !text.utf8.elementsEqual(field) { note("is not valid UTF-8") }
            if field.contains(0) { note("holds a NUL byte (U+0000), which is not text") }
            fields.append(text)
            field.removeAll(keepingCapacity: true)
        }
        func finishRecord() -> (CSVRecord, blank: Bool) {
            let blank = fields.isEmpty && field.isEmpty && !quoted && problem == nil
            finishField()
            self.line = line
            self.position = position
            return (CSVRecord(line: startLine, fields: fields, problem: problem), blank)
        }
        /// Makes the next byte available; false at the end of the file.
        func available() throws(ImportError) -> Bool {
            if position < count { return true }
            self.position = position
            let more = try refill()
            position = self.position
            count = self.count
            return more
        }

        while try available() {
            let byte = buffer[position]
            position += 1
            sawByte = true
            recordBytes += 1
            if recordBytes > Self.maximumRecordBytes {
                throw .malformed(SourceLocation(file: file, line: startLine, column: fields.count + 1), reason: """
                    the record is longer than \(Self.maximumRecordBytes >> 20) MiB, CareLab's limit: \
                    the file is not a CSV export, or a quote is never closed
                    """)
            }
            if inQuotes {
                if byte == quote {
                    if try available(), buffer[position] == quote {
                        position += 1
                        field.append(quote)
                    } else {
                        inQuotes = false
                        afterClosingQuote = true
                    }
                } else if byte == cr {
                    // CRLF and a lone CR are one line break, kept as LF.
                    if try available(), buffer[position] == lf { position += 1 }
                    line += 1
                    field.append(lf)
                } else {
                    if byte == lf { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case comma:
                finishField()
                quoted = false
                afterClosingQuote = false
            case lf:
                line += 1
                return finishRecord()
            case cr:
                if try available(), buffer[position] == lf { position += 1 }
                line += 1
                return finishRecord()
            case quote:
                if field.isEmpty, !quoted, !afterClosingQuote {
                    inQuotes = true
                    quoted = true
                    quoteLine = line
                } else {
                    note(afterClosingQuote
                         ? "has text after its closing quote"
                         : "has a quote but is not enclosed in quotes (RFC 4180: enclose it and double the quote)")
                    field.append(byte)
                }
            default:
                if afterClosingQuote { note("has text after its closing quote") }
                field.append(byte)
            }
        }
        if inQuotes {
            throw .malformed(SourceLocation(file: file, line: quoteLine, column: fields.count + 1),
                             reason: "a quoted field opened here is never closed")
        }
        return sawByte ? finishRecord() : nil
    }

    private func skipByteOrderMark() throws(ImportError) {
        if position == count { _ = try refill() }
        guard count - position >= 3, buffer[position] == 0xEF, buffer[position + 1] == 0xBB,
              buffer[position + 2] == 0xBF else { return }
        position += 3
    }

    private func refill() throws(ImportError) -> Bool {
        let read = stream.read(buffer, maxLength: capacity)
        if read < 0 {
            throw .cannotRead(file: file, reason: stream.streamError?.localizedDescription ?? "read error")
        }
        count = read
        position = 0
        return read > 0
    }
}
