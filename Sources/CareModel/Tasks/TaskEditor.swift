/// The task configuration page (seed 003, story 4): a draft of a task's text, image,
/// labels, schedule and settings. ``TaskBoard/save(_:at:)`` applies it (scenario 1);
/// dropping the editor, or reading ``original`` back, cancels it (scenario 2);
/// ``resetToDefaults(_:)`` applies the default settings (scenario 3).
public struct TaskEditor: Hashable, Sendable {
    /// The task as it was when editing began.
    public let original: CareTask
    /// The draft text.
    public var text: String
    /// The draft image reference; nil removes the image (story 2, scenario 3).
    public var imageReference: String?
    /// The draft labels.
    public var labels: Set<String>
    /// The draft rule; a change applies from the moment of saving.
    public var rule: RecurrenceRule
    /// The draft settings.
    public var settings: TaskSettings

    /// Starts editing `task`.
    public init(editing task: CareTask) {
        original = task
        text = task.text
        imageReference = task.imageReference
        labels = task.labels
        rule = task.schedule.rule
        settings = task.settings
    }

    /// Puts the default settings in the draft; the text, image, labels and schedule stay.
    public mutating func resetToDefaults(_ defaults: TaskSettings = .standard) {
        settings = defaults
    }
}
