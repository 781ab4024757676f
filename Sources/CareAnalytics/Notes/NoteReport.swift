import CareModel
import CareStats

/// The notes people wrote over a run (seed 000, Req 17-18): how many per 30 days of use, how
/// many were appointment notes and which of their parts were filled in, and how notes are
/// spread over categories. Never their text. Each rate and share is a ratio of per-person
/// sums with an interval clustered by person (``CareStats/RatioEstimate``); the small-cell
/// rule is the report's to apply.
public struct NoteReport: Sendable {
    /// People in the run (0 for a run without notes, which is not read further), and those
    /// who wrote at least one note.
    public var people: Int
    public var writers: Int
    /// Notes written, and appointment notes among them.
    public var notes: Int
    public var appointmentNotes: Int
    /// Notes per 30 days of use, over the people who used the app; nil with fewer than two.
    public var perMonth: RatioEstimate?
    /// The share of notes that are appointment notes, over the writers.
    public var appointmentShare: RatioEstimate?
    /// For each appointment part, the share of appointment notes with it filled in, over the
    /// people who wrote appointment notes.
    public var parts: [(part: LoggedNote.Part, share: RatioEstimate?)]
    /// The mean questions of an appointment note whose questions part is filled in.
    public var questions: RatioEstimate?
    /// Notes and writers per category, most notes first (a category's name is the person's
    /// own words: reports show only those of at least the small-cell minimum of writers).
    public var categories: [(category: String, notes: Int, people: Int)]
}
