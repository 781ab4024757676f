import CareModel

extension TableDiff {
    /// A readable account of the differences for a terminal: a summary line, which values of
    /// each key column are touched (which people, dates, names), then each changed value as
    /// `key: column old → new`, then added and removed rows.
    ///
    /// ```text
    /// daily_scores.csv: 1 of 4 rows changed, 0 added, 0 removed
    ///   person_id: 2
    ///   date: 2026-03-08
    ///   person_id=2 date=2026-03-08: score_points 2 → 4
    /// ```
    ///
    /// - Parameters:
    ///   - name: the table's name in the summary, e.g. its file name.
    ///   - limit: at most this many changes, additions and removals are listed; 0 for all.
    public func text(name: String, limit: Int) -> String {
        var lines = ["\(name): \(NumberFormat.grouped(changedRows)) of \(English.count(comparedRows, "row")) changed, "
                     + "\(NumberFormat.grouped(added.count)) added, \(NumberFormat.grouped(removed.count)) removed"]
        guard !isEmpty else { return lines[0] + "\n" }
        for column in keyColumns {
            let values = affected(column)
            let shown = values.prefix(8).joined(separator: ", ")
            lines.append("  \(column): \(shown)" + (values.count > 8 ? " and \(values.count - 8) more" : ""))
        }
        let entries = changes.map { "  \(describe($0.key)): \($0.column) \($0.old) → \($0.new)" }
            + added.map { "  added \(describe($0))" }
            + removed.map { "  removed \(describe($0))" }
        let shown = limit > 0 ? Array(entries.prefix(limit)) : entries
        lines += shown
        if shown.count < entries.count {
            lines.append("  … \(NumberFormat.grouped(entries.count - shown.count)) more not shown")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `column=value` for each key column.
    private func describe(_ key: [String]) -> String {
        zip(keyColumns, key).map { "\($0)=\($1)" }.joined(separator: " ")
    }
}
