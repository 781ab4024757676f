import CareModel
import CareStore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads Apple Health's `export.xml` as a stream with Foundation's `XMLParser`, so that a
/// file of several gigabytes imports in constant memory: each record is checked, stored and
/// forgotten before the next is read.
///
/// The imported records are listed in ``AppleHealthTypes``, workouts and activity summaries
/// in ``AppleHealthActivity``; the others (the many quantity types CareLab does not model,
/// workout routes) are counted by type and reported, not stored: the export itself stays
/// the record of them. The `Me` element gives the person's sex and, with the export date,
/// their age in whole years; the date of birth itself is not kept. A record is handed on at
/// its end tag, once its `MetadataEntry` children are read (`HKWasUserEntered`), and the
/// records of a blood-pressure correlation at the correlation's.
struct AppleHealthReader: SourceReader {
    private let path: String
    private(set) var passedOver: [String: Int] = [:]

    init(path: String) throws(ImportError) {
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw .cannotRead(file: path, reason: "no such file, or not readable")
        }
        self.path = path
    }

    mutating func read(_ handle: (ReaderOutput) throws -> Void) throws {
        guard let stream = DoctypeBlankingStream(path: path) else {
            throw ImportError.cannotRead(file: path, reason: "cannot open the file")
        }
        let parser = XMLParser(stream: stream)
        let counts: [String: Int] = try withoutActuallyEscaping(handle) { handle in
            let delegate = Delegate(file: path, handle: handle)
            parser.delegate = delegate
            let parsed = parser.parse()
            if let failure = delegate.failure { throw failure }
            if let problem = stream.problem {
                throw ImportError.malformed(
                    SourceLocation(file: path, line: problem.position.line, column: problem.position.column),
                    reason: problem.reason)
            }
            guard parsed else {
                let code = (parser.parserError as NSError?)?.code ?? 0
                let location = delegate.errorLocation ?? (parser.lineNumber, parser.columnNumber)
                throw ImportError.malformed(
                    SourceLocation(file: path, line: location.line, column: location.column),
                    reason: "the XML is not well-formed (XMLParser error \(code))")
            }
            guard delegate.rootClosed else {
                throw ImportError.malformed(
                    SourceLocation(file: path, line: parser.lineNumber, column: parser.columnNumber),
                    reason: "the file ends before its root element is closed: the export is truncated")
            }
            return delegate.passedOver
        }
        passedOver = counts
    }
}

/// The parser's delegate: one record at a time, nothing kept but counts.
private final class Delegate: NSObject, XMLParserDelegate {
    let file: String
    let handle: (ReaderOutput) throws -> Void
    /// The first error `handle` threw; parsing stops at it.
    var failure: Error?
    var passedOver: [String: Int] = [:]
    /// Whether the root element was closed: a truncated export never closes it.
    private(set) var rootClosed = false
    /// Where the parser first reported an error, which may be long before it stops.
    private(set) var errorLocation: (line: Int, column: Int)?
    private var depth = 0
    private var exportDay: CalendarDay?
    private var person = PersonAttributes()
    private var zoneHint: TimeZone?

    init(file: String, handle: @escaping (ReaderOutput) throws -> Void) {
        self.file = file
        self.handle = handle
    }

    /// A record read up to its end tag: its attributes, where it starts, and whether its
    /// metadata says it was typed in by hand.
    private struct PendingRecord {
        var attributes: [String: String]
        var location: SourceLocation
        var userEntered = false
    }
    private var record: PendingRecord?
    /// The blood type `Me` gives, the export's day and the line of `Me`.
    private var bloodType: (type: BloodType, day: CalendarDay, line: Int)?
    /// The open blood-pressure correlation: whether it was typed in by hand, and its records.
    private var correlation: (userEntered: Bool, records: [PendingRecord])?
    /// The open workout: its attributes, where it starts, and its statistics.
    private var workout: (attributes: [String: String], location: SourceLocation, statistics: [[String: String]])?

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String]) {
        depth += 1
        guard failure == nil else { return }
        let location = SourceLocation(file: file, line: parser.lineNumber, column: parser.columnNumber)
        switch name {
        case "Record": startRecord(attributes, at: location)
        case "MetadataEntry":
            guard attributes["key"] == "HKWasUserEntered", attributes["value"] == "1" else { break }
            if record != nil { record?.userEntered = true } else if depth == 3 { correlation?.userEntered = true }
        case "Correlation": if depth == 2 { correlation = (false, []) }
        case "Workout": if depth == 2 { workout = (attributes, location, []) }
        case "WorkoutStatistics": workout?.statistics.append(attributes)
        case "WorkoutRoute": passedOver["WorkoutRoute", default: 0] += 1
        case "ActivitySummary": summary(attributes, at: location, parser: parser)
        case "ExportDate": exportDay = attributes["value"].flatMap { TimestampParser.parseDay(String($0.prefix(10))) }
        case "Me": me(attributes, at: location, parser: parser)
        default: if depth == 2 { passedOver[name, default: 0] += 1 }
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        depth -= 1
        if depth == 0 { rootClosed = true }
        guard failure == nil else { return }
        if depth == 0, let bloodType {
            emit(.row(SourceRow(line: bloodType.line, user: "", attributes: person, timeZoneHint: zoneHint,
                                time: .day(bloodType.day), items: [.bloodType(bloodType.type)])), parser)
        }
        switch name {
        case "Record":
            guard let pending = record else { break }
            record = nil
            if correlation != nil { correlation?.records.append(pending) } else { finish(pending, parser: parser) }
        case "Correlation" where depth == 1:
            guard let open = correlation else { break }
            correlation = nil
            for var pending in open.records {
                pending.userEntered = pending.userEntered || open.userEntered
                finish(pending, parser: parser)
            }
        case "Workout" where depth == 1:
            guard let open = workout else { break }
            workout = nil
            finishWorkout(open.attributes, statistics: open.statistics, at: open.location, parser: parser)
        default: break
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if errorLocation == nil { errorLocation = (parser.lineNumber, parser.columnNumber) }
    }

    /// The person's sex and age, and their blood type, which goes into the medical record as
    /// of the export's day at the end of the file, in the zone the records' dates give.
    private func me(_ attributes: [String: String], at location: SourceLocation, parser: XMLParser) {
        person.sex = AppleHealthTypes.sex(attributes["HKCharacteristicTypeIdentifierBiologicalSex"])
        if let birth = attributes["HKCharacteristicTypeIdentifierDateOfBirth"].flatMap(TimestampParser.parseDay),
           let exportDay {
            let birthdayPassed = (exportDay.month, exportDay.day) >= (birth.month, birth.day)
            let age = exportDay.year - birth.year - (birthdayPassed ? 0 : 1)
            person.ageYears = (0...120).contains(age) ? age : nil
        }
        if let type = AppleHealthTypes.bloodType(attributes["HKCharacteristicTypeIdentifierBloodType"]), let exportDay {
            bloodType = (type, exportDay, location.line)
        }
    }

    /// Starts an imported record, or counts one CareLab does not import.
    private func startRecord(_ attributes: [String: String], at location: SourceLocation) {
        let type = attributes["type"] ?? ""
        guard AppleHealthTypes.quantities[type] != nil || type == AppleHealthTypes.sleepAnalysis else {
            passedOver[type.isEmpty ? "Record without a type" : type, default: 0] += 1
            return
        }
        record = PendingRecord(attributes: attributes, location: location)
    }

    /// Checks and hands on a record read to its end.
    private func finish(_ pending: PendingRecord, parser: XMLParser) {
        let attributes = pending.attributes, location = pending.location
        let type = attributes["type"] ?? ""
        let quantity = AppleHealthTypes.quantities[type]
        let source: MeasurementSource = pending.userEntered ? .manual : .device
        let raw = ["type", "unit", "value", "startDate", "endDate"].map { attributes[$0] ?? "" }
        func reject(_ field: String, _ reason: String) {
            emit(.rejected(RowProblem(location: location, field: field, reason: reason, raw: raw)), parser)
        }
        let startText = attributes["startDate"] ?? ""
        guard case .instant(let start)? = TimestampParser.parse(startText) else {
            return reject("startDate", "'\(startText)' is not a date with a UTC offset (2026-03-01 08:30:00 +0100)")
        }
        if zoneHint == nil { zoneHint = Self.zone(ofDate: startText) }
        let value = attributes["value"] ?? ""
        let items: [ImportedItem]
        if let quantity {
            let unit = attributes["unit"] ?? ""
            guard let factor = quantity.factor(for: unit) else {
                return reject("unit", "'\(unit)' is not a unit CareLab reads for \(type)")
            }
            guard let number = DecimalNumber.parse(value) else { return reject("value", "'\(value)' is not a number") }
            let stored = number * factor
            let measurement = quantity.measurement
            guard measurement.possible.contains(stored) else {
                return reject("value", """
                    \(value) \(unit) is impossible for \(measurement.name) (possible: \(measurement.possible) \(measurement.unit))
                    """)
            }
            // A blood pressure's members and a step count that is not whole stay as stored;
            // ``BloodPressurePairing`` makes a pair one reading.
            let reading = HealthReading(name: measurement.name, value: stored, unit: measurement.unit)
            items = [HealthValue(reading: reading).map { .measurement($0, source: source) }
                     ?? .other(kind: .measurement, name: measurement.name, value: stored, unit: measurement.unit)]
        } else {
            let endText = attributes["endDate"] ?? ""
            guard case .instant(let end)? = TimestampParser.parse(endText) else {
                return reject("endDate", "'\(endText)' is not a date with a UTC offset")
            }
            let hours = Double(end - start) / 3600
            guard PlausibleRange.hoursInADay.contains(hours) else {
                return reject("endDate", "the sleep segment would last \(hours) hours (possible: \(PlausibleRange.hoursInADay))")
            }
            items = AppleHealthTypes.sleepItems(value: value, hours: hours)
                ?? [.unmapped(kind: type, name: value, value: String(hours), reason: "unknown sleep analysis value")]
        }
        emit(.row(SourceRow(line: location.line, user: "", attributes: person, timeZoneHint: zoneHint,
                            time: .instant(start), measurementSource: quantity == nil ? nil : source, items: items)), parser)
    }

    /// Checks and hands on a workout read to its end.
    private func finishWorkout(_ attributes: [String: String], statistics: [[String: String]], at location: SourceLocation,
                               parser: XMLParser) {
        let raw = ["workoutActivityType", "duration", "durationUnit", "startDate", "endDate"].map { attributes[$0] ?? "" }
        func reject(_ field: String, _ reason: String) {
            emit(.rejected(RowProblem(location: location, field: field, reason: reason, raw: raw)), parser)
        }
        let startText = attributes["startDate"] ?? "", endText = attributes["endDate"] ?? ""
        guard case .instant(let start)? = TimestampParser.parse(startText) else {
            return reject("startDate", "'\(startText)' is not a date with a UTC offset (2026-03-01 08:30:00 +0100)")
        }
        guard case .instant(let end)? = TimestampParser.parse(endText), end >= start else {
            return reject("endDate", "'\(endText)' is not a date with a UTC offset at or after the start")
        }
        if zoneHint == nil { zoneHint = Self.zone(ofDate: startText) }
        switch AppleHealthActivity.workoutItems(attributes, seconds: end - start, statistics: statistics) {
        case .success(let items):
            emit(.row(SourceRow(line: location.line, user: "", attributes: person, timeZoneHint: zoneHint,
                                time: .instant(start), items: items)), parser)
        case .failure(let problem): reject(problem.field, problem.reason)
        }
    }

    /// Checks and hands on one day's activity summary.
    private func summary(_ attributes: [String: String], at location: SourceLocation, parser: XMLParser) {
        let raw = ["dateComponents", "activeEnergyBurned", "activeEnergyBurnedGoal", "appleExerciseTime", "appleStandHours"]
            .map { attributes[$0] ?? "" }
        let dayText = attributes["dateComponents"] ?? ""
        guard let day = TimestampParser.parseDay(dayText) else {
            return emit(.rejected(RowProblem(location: location, field: "dateComponents",
                                             reason: "'\(dayText)' is not a YYYY-MM-DD date", raw: raw)), parser)
        }
        switch AppleHealthActivity.summaryItems(attributes, day: day) {
        case .success(let items) where items.isEmpty: break
        case .success(let items):
            emit(.row(SourceRow(line: location.line, user: "", attributes: person, timeZoneHint: zoneHint, time: .day(day),
                                items: items)), parser)
        case .failure(let problem):
            emit(.rejected(RowProblem(location: location, field: problem.field, reason: problem.reason, raw: raw)), parser)
        }
    }

    private func emit(_ output: ReaderOutput, _ parser: XMLParser) {
        do {
            try handle(output)
        } catch {
            failure = error
            parser.abortParsing()
        }
    }

    /// The fixed-offset zone of an Apple Health date's `+hhmm` suffix.
    private static func zone(ofDate text: String) -> TimeZone? {
        let suffix = Array(text.utf8.suffix(5))
        guard suffix.count == 5, suffix[0] == UInt8(ascii: "+") || suffix[0] == UInt8(ascii: "-"),
              let hhmm = Int(String(decoding: suffix[1...], as: UTF8.self)) else { return nil }
        let seconds = (hhmm / 100 * 3600 + hhmm % 100 * 60) * (suffix[0] == UInt8(ascii: "-") ? -1 : 1)
        return TimeZone(secondsFromGMT: seconds)
    }
}
