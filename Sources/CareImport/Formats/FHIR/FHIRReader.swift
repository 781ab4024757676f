import CareModel
import CareStore
import Foundation

/// Reads FHIR R4 resources (https://hl7.org/fhir/R4/): a Bundle (JSON), or Bulk Data NDJSON
/// (one resource a line, as `$export` writes it, https://hl7.org/fhir/uv/bulkdata/) read
/// line by line in constant memory. A Bundle is read whole (Foundation's `JSONSerialization`
/// has no streaming mode), so its size is bounded by memory; its Patients are read before
/// its other entries, so that every person is stored with their sex and age. A line of
/// NDJSON that holds a Bundle is read as one.
///
/// What each resource becomes is ``FHIRMapping``'s; what is not imported is counted by
/// resource type and code (``passedOver``). Malformed JSON stops the import at its
/// location: the NDJSON line, or the line and column Foundation reports in a Bundle. A
/// resource that cannot be read is a rejected row at its NDJSON line (in a Bundle, at
/// line 1, its field named with the entry's index).
struct FHIRReader: SourceReader {
    private let path: String
    private(set) var passedOver: [String: Int] = [:]
    /// Who each Patient met is, for the rows of their other resources.
    private var patients: [String: PersonAttributes] = [:]
    private var mapping = FHIRMapping()

    /// A reader of the file at `path`.
    init(path: String) throws(ImportError) {
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw .cannotRead(file: path, reason: "it does not exist or is not readable")
        }
        self.path = path
    }

    mutating func read(_ handle: (ReaderOutput) throws -> Void) throws {
        var lines = try LineReader(path: path)
        // NDJSON when the first line that is not blank is a JSON object of its own.
        var first: [UInt8]?
        while let line = try lines.next() {
            guard line.contains(where: { !Self.isSpace($0) }) else { continue }
            first = line
            break
        }
        guard let first else { return }
        if let object = try? JSONSerialization.jsonObject(with: Data(first)) as? [String: Any] {
            try read(object, line: lines.lineNumber, inBundle: false, handle)
            while let line = try lines.next() {
                guard line.contains(where: { !Self.isSpace($0) }) else { continue }
                let object: [String: Any]
                do {
                    guard let parsed = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] else {
                        throw ImportError.malformed(SourceLocation(file: path, line: lines.lineNumber, column: 1),
                                                    reason: "the line is JSON but not an object (a FHIR resource)")
                    }
                    object = parsed
                } catch let error as ImportError {
                    throw error
                } catch {
                    throw ImportError.malformed(SourceLocation(file: path, line: lines.lineNumber,
                                                               column: Self.position(of: error, in: Data(line)).column),
                                                reason: "the line is not JSON: \(Self.reason(of: error))")
                }
                try read(object, line: lines.lineNumber, inBundle: false, handle)
            }
        } else {
            let data: Data
            do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
                throw ImportError.cannotRead(file: path, reason: error.localizedDescription)
            }
            let parsed: Any
            do { parsed = try JSONSerialization.jsonObject(with: data) } catch {
                let (line, column) = Self.position(of: error, in: data)
                throw ImportError.malformed(SourceLocation(file: path, line: line, column: column),
                                            reason: "the file is neither a JSON Bundle nor NDJSON: \(Self.reason(of: error))")
            }
            guard let object = parsed as? [String: Any] else {
                throw ImportError.malformed(SourceLocation(file: path, line: 1, column: 1), reason: "the file is JSON but not a FHIR resource")
            }
            try read(object, line: 1, inBundle: true, handle)
        }
    }

    /// Reads one resource, or each entry of a Bundle (Patients and Medications first).
    private mutating func read(_ object: [String: Any], line: Int, inBundle: Bool, _ handle: (ReaderOutput) throws -> Void) throws {
        let resource = FHIRResource(json: object)
        guard resource.type == "Bundle" else { return try emit(resource, line: line, entry: nil, handle) }
        mapping.exportDay = resource.string("timestamp").flatMap { TimestampParser.parseDay(String($0.prefix(10))) }
        let entries = resource.objects("entry").enumerated().compactMap { index, entry in
            entry.object("resource").map { (index: index, fullUrl: entry.string("fullUrl"), resource: $0) }
        }
        for entry in entries where entry.resource.type == "Medication" {
            if let name = entry.resource.conceptName("code"), let id = entry.resource.string("id") {
                for reference in [entry.fullUrl, "Medication/\(id)", "urn:uuid:\(id)"].compactMap({ $0 }) {
                    mapping.medicationNames[reference] = name
                }
            }
        }
        let ordered = entries.filter { $0.resource.type == "Patient" } + entries.filter { $0.resource.type != "Patient" }
        for entry in ordered {
            try emit(entry.resource, line: line, entry: inBundle ? entry.index : nil, handle)
        }
    }

    /// Hands on what `resource` becomes.
    private mutating func emit(_ resource: FHIRResource, line: Int, entry: Int?, _ handle: (ReaderOutput) throws -> Void) throws {
        switch mapping.map(resource) {
        case .row(let user, let time, let items, let source):
            try handle(.row(SourceRow(line: line, user: user, attributes: patients[user] ?? PersonAttributes(), time: time,
                                      measurementSource: source, items: items)))
        case .patient(let user, let attributes, let time):
            patients[user] = attributes
            try handle(.row(SourceRow(line: line, user: user, attributes: attributes, time: time, items: [])))
        case .passedOver(let key):
            passedOver[key, default: 0] += 1
        case .problem(let field, let reason):
            let entryPrefix = entry.map { "entry[\($0)] " } ?? ""
            try handle(.rejected(RowProblem(location: SourceLocation(file: path, line: line, column: 1),
                                            field: entryPrefix + resource.type + "." + field, reason: reason,
                                            raw: [resource.type, resource.string("id") ?? ""])))
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// What Foundation says is wrong with the JSON, without its closing full stop.
    private static func reason(of error: any Error) -> String {
        let text = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? String(describing: error)
        return text.hasSuffix(".") ? String(text.dropLast()) : text
    }

    /// The line and column of the error in `data`: those Foundation's message names
    /// ("around line 3, column 7"), or those of the byte offset it names ("around character
    /// 89", counted from 0); 1, 1 when it names neither.
    private static func position(of error: any Error, in data: Data) -> (line: Int, column: Int) {
        let text = reason(of: error)
        func number(after word: String) -> Int? {
            guard let range = text.range(of: word + " ") else { return nil }
            return Int(text[range.upperBound...].prefix { $0.isNumber })
        }
        if let line = number(after: "line") { return (line, number(after: "column") ?? 1) }
        guard let offset = number(after: "character") else { return (1, 1) }
        let before = data.prefix(offset)
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? before.startIndex
        return (before.count(where: { $0 == UInt8(ascii: "\n") }) + 1, before.distance(from: lineStart, to: before.endIndex) + 1)
    }
}
