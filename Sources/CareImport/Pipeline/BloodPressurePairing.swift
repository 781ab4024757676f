import CareModel

/// Checks each blood-pressure reading as the pair it is: a systolic and a diastolic
/// measurement of the same person at the same time are one reading, which CareModel's
/// ``HealthValue/checkPlausible()`` accepts only when the diastolic pressure is below the
/// systolic one. Wraps any format's reader, so that every importer applies the same rule.
///
/// The two members of a reading may be far apart in a file (Apple Health lists records by
/// type, and repeats each pair inside its `Correlation`), so a member is held until its
/// partner arrives; members that never find one are handed on at the end of the file,
/// unchecked, in file order. Only blood-pressure rows are held: memory grows with the
/// number of unpaired readings, not with the file. A sound pair whose members both say where
/// they came from (``SourceRow/measurementSource``, an Apple Health export) becomes one
/// CareModel measurement; other pairs stay two rows as stored.
struct BloodPressurePairing: SourceReader {
    private var reader: any SourceReader
    private let file: String

    /// Wraps `reader`, which reads `file` (the name used in messages).
    init(_ reader: any SourceReader, file: String) {
        self.reader = reader
        self.file = file
    }

    var passedOver: [String: Int] { reader.passedOver }

    /// The person and time that make two members one reading.
    private struct Reading: Hashable {
        var user: String
        var time: ImportedTime
    }

    /// A held member: its row and its pressure in mmHg.
    private struct Member {
        var row: SourceRow
        var pressure: Double
    }

    private struct Waiting {
        var systolic: [Member] = []
        var diastolic: [Member] = []
        var isEmpty: Bool { systolic.isEmpty && diastolic.isEmpty }
    }

    mutating func read(_ handle: (ReaderOutput) throws -> Void) throws {
        var waiting: [Reading: Waiting] = [:]
        let file = file
        try reader.read { output in
            guard case .row(let row) = output, let (isSystolic, pressure) = Self.member(row) else {
                return try handle(output)
            }
            let key = Reading(user: row.user, time: row.time)
            var pair = waiting[key] ?? Waiting()
            if isSystolic {
                pair.systolic.append(Member(row: row, pressure: pressure))
            } else {
                pair.diastolic.append(Member(row: row, pressure: pressure))
            }
            if !pair.systolic.isEmpty, !pair.diastolic.isEmpty {
                let systolic = pair.systolic.removeFirst(), diastolic = pair.diastolic.removeFirst()
                try Self.check(systolic, diastolic, file: file, handle)
            }
            waiting[key] = pair.isEmpty ? nil : pair
        }
        let unpaired = waiting.values.flatMap { $0.systolic + $0.diastolic }.map(\.row).sorted { $0.line < $1.line }
        for row in unpaired { try handle(.row(row)) }
    }

    /// Whether `row` is a blood-pressure member (systolic or not) and its pressure.
    private static func member(_ row: SourceRow) -> (isSystolic: Bool, pressure: Double)? {
        guard row.items.count == 1, case .other(.measurement, let name, let value, _) = row.items[0] else { return nil }
        switch name {
        case ImportedMeasurement.systolic.name: return (true, value)
        case ImportedMeasurement.diastolic.name: return (false, value)
        default: return nil
        }
    }

    /// Hands on both members of a sound reading, or a problem for each member of one that
    /// is not, the earlier line first.
    private static func check(
        _ systolic: Member, _ diastolic: Member, file: String, _ handle: (ReaderOutput) throws -> Void
    ) throws {
        let members = [systolic, diastolic].sorted { $0.row.line < $1.row.line }
        do {
            try HealthValue.bloodPressure(systolic: systolic.pressure, diastolic: diastolic.pressure).checkPlausible()
        } catch {
            for (member, partner) in [(members[0], members[1]), (members[1], members[0])] {
                let raw = [member, partner].map { "\(Self.name(of: $0)) \($0.pressure) mmHg" }
                try handle(.rejected(RowProblem(
                    location: SourceLocation(file: file, line: member.row.line, column: 1), field: "value",
                    reason: "\(error) (one reading with line \(partner.row.line))", raw: raw)))
            }
            return
        }
        guard let source = systolic.row.measurementSource, diastolic.row.measurementSource == source else {
            for member in members { try handle(.row(member.row)) }
            return
        }
        // Both members say where they came from: one CareModel reading, in the earlier
        // member's row; the later row is handed on empty (read, with nothing of its own).
        var first = members[0].row, second = members[1].row
        first.items = [.measurement(.bloodPressure(systolic: systolic.pressure, diastolic: diastolic.pressure), source: source)]
        second.items = []
        try handle(.row(first))
        try handle(.row(second))
    }

    private static func name(of member: Member) -> String {
        guard case .other(_, let name, _, _) = member.row.items[0] else { return "" }
        return name
    }
}
