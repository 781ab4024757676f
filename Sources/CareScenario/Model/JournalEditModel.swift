/// How people edit and delete their emotion-journal entries after writing them (seed 002,
/// entries 40-44): each entry is edited with ``editShare``, an exponentially distributed
/// time with mean ``editDelayHours`` after it was written, and deleted with
/// ``deleteShare``, an exponentially distributed time with the same mean after it was
/// written or edited. The keyword stays as written; texts are never simulated.
public struct JournalEditModel: Hashable, Sendable {
    /// The share of entries edited once.
    public var editShare: Double
    /// The mean hours from writing an entry to its edit, above 0.
    public var editDelayHours: Double
    /// The share of entries deleted.
    public var deleteShare: Double

    /// Creates a model.
    public init(editShare: Double, editDelayHours: Double, deleteShare: Double) {
        self.editShare = editShare
        self.editDelayHours = editDelayHours
        self.deleteShare = deleteShare
    }
}
