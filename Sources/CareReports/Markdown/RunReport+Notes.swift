import CareAnalytics
import CareStats

extension RunReport {
    /// The notes people wrote (seed 000, Req 17-18), for the Markdown and HTML reports alike:
    /// one row per measure with its value and 95 % interval. Nil when no one wrote a note;
    /// a figure backed by fewer people than the small-cell minimum is `suppressed`.
    var noteRows: [[String]]? {
        guard let notes, notes.notes > 0 else { return nil }
        func row(_ label: String, _ ratio: RatioEstimate?, digits: Int, percent: Bool = false) -> [String] {
            guard let ratio else { return [label, "NA", ""] }
            guard smallCells.allows(ratio.count) else { return [label, "suppressed", ""] }
            let scale = percent ? 100.0 : 1
            return [label, NumberFormat.fixed(ratio.estimate * scale, digits) + (percent ? " %" : ""),
                    Self.range(ratio.interval.lower, ratio.interval.upper, digits, scale: scale, suffix: percent ? " %" : "")]
        }
        return [
            ["notes", smallCells.allows(notes.writers) ? NumberFormat.grouped(notes.notes) : "suppressed", ""],
            row("notes per 30 days of use", notes.perMonth, digits: 2),
            row("appointment notes", notes.appointmentShare, digits: 1, percent: true),
        ] + notes.parts.map { part, share in
            row("appointment notes with \(part.rawValue.replacingOccurrences(of: "_", with: " "))", share, digits: 1,
                percent: true)
        } + [row("questions per appointment note with questions", notes.questions, digits: 2)]
    }

    /// Categories with at least the small-cell minimum of writers, most notes first: their
    /// names are the people's own words.
    var noteCategoryRows: [[String]] {
        (notes?.categories ?? []).filter { smallCells.allows($0.people) }.map {
            [$0.category, NumberFormat.grouped($0.notes), NumberFormat.grouped($0.people)]
        }
    }

    /// The text above the notes' tables.
    var noteText: String? {
        guard let notes, noteRows != nil else { return nil }
        return "Notes written in the app's notebook (seed 000, Req 17-18) by \(smallCells.shown(notes.writers)) of "
            + "\(NumberFormat.grouped(notes.people)) people, each in one category; appointment notes (Req 18) have a "
            + "symptom rundown, medication effects, questions and a plan, each filled in or not. Rates and shares are "
            + "ratios of per-person sums with 95 % intervals clustered by person. Note text is never stored or shown; "
            + "a category of fewer than \(smallCells.minimumCount) writers is not named. `carelab analyze notes` writes "
            + "the same figures."
    }

    /// The Markdown section of ``noteRows`` and ``noteCategoryRows``.
    var notesSection: [String] {
        guard let rows = noteRows, let text = noteText else { return [] }
        var lines = ["## Notes", "", text, "", "| measure | value | 95 % interval |", "|---|---|---|"]
            + rows.map { "| " + $0.joined(separator: " | ") + " |" } + [""]
        let categories = noteCategoryRows
        if !categories.isEmpty {
            lines += ["| category | notes | writers |", "|---|---|---|"]
                + categories.map { "| " + $0.joined(separator: " | ") + " |" } + [""]
        }
        return lines
    }
}
