/// A CSV export opened for reading: its records, its header's columns, and the checks and
/// messages every CSV format shares.
struct CSVSource {
    /// The file as the user named it.
    let file: String
    /// The header's columns.
    let columns: CSVColumns
    private let records: CSVRecordReader

    /// Opens `path` and reads its header, which must have every `required` column.
    init(path: String, required: [String]) throws(ImportError) {
        file = path
        records = try CSVRecordReader(path: path, file: path)
        guard let header = try records.next() else {
            throw .malformed(SourceLocation(file: path, line: 1, column: 1), reason: "the file is empty; a header row was expected")
        }
        if let problem = header.problem {
            throw .malformed(SourceLocation(file: path, line: header.line, column: problem.column),
                             reason: "the header's field \(problem.reason)")
        }
        columns = try CSVColumns(header: header.fields, required: required, file: path)
    }

    /// The next record whose structure is sound, or the problem with it; nil at the end.
    func next() throws(ImportError) -> Result<CSVRecord, RowProblem>? {
        guard let record = try records.next() else { return nil }
        if let problem = record.problem {
            let name = problem.column <= columns.header.count ? columns.header[problem.column - 1] : nil
            return .failure(RowProblem(location: location(record, column: problem.column), field: name,
                                       reason: "the field \(problem.reason)", raw: record.fields))
        }
        guard record.fields.count == columns.header.count else {
            return .failure(RowProblem(
                location: location(record, column: min(record.fields.count, columns.header.count) + 1), field: nil,
                reason: "has \(record.fields.count) fields, but the header has \(columns.header.count)",
                raw: record.fields))
        }
        return .success(record)
    }

    /// A problem with the field in column `index` (0-based) of `record`.
    func problem(_ record: CSVRecord, at index: Int?, reason: String) -> RowProblem {
        let column = (index ?? 0) + 1
        let name = index.map { columns.header[$0] }
        return RowProblem(location: location(record, column: column), field: name, reason: reason, raw: record.fields)
    }

    private func location(_ record: CSVRecord, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: record.line, column: column)
    }
}
