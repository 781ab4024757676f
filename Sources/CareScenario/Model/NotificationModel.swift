/// The notifications of task occurrences (seed 003, stories 1 and 6-8): every occurrence
/// due while the person is in the study is notified at its time; the patient sees the
/// notification on the alarm page with a chance, after a delay, or never. Resolving,
/// snoozing or leaving it is the task's completion and snooze, as before.
public struct NotificationModel: Hashable, Sendable {
    /// The chance that a notification is ever seen on the alarm page.
    public var seenChance: Double
    /// The median minutes from sending to seeing, over the notifications seen.
    public var medianMinutesToSeen: Double
    /// The standard deviation of the natural log of the minutes to seen: the minutes are
    /// log-normal with median ``medianMinutesToSeen``.
    public var spread: Double
    /// The chances that a patient's caregiver opts in, from the study's start, to be told of
    /// misses and of completions (seed 003, story 16); nil when the opt-in is not recorded.
    public var caregiverOptIn: OptIn?
    /// The audio-message lengths, in seconds, that caregivers set in the system settings
    /// (seed 003, story 15), each equally likely, drawn once per patient; empty when the
    /// setting is not recorded.
    public var audioMessageSeconds: [Double]

    /// The chances of the caregiver's opt-ins, drawn once per patient, independently.
    public struct OptIn: Hashable, Sendable {
        /// The chance of opting in to be told of misses.
        public var misses: Double
        /// The chance of opting in to be told of completions.
        public var completions: Double

        /// Creates the chances.
        public init(misses: Double, completions: Double) {
            self.misses = misses
            self.completions = completions
        }
    }

    /// Creates the model.
    public init(seenChance: Double, medianMinutesToSeen: Double, spread: Double = 1, caregiverOptIn: OptIn? = nil,
                audioMessageSeconds: [Double] = []) {
        self.seenChance = seenChance
        self.medianMinutesToSeen = medianMinutesToSeen
        self.spread = spread
        self.caregiverOptIn = caregiverOptIn
        self.audioMessageSeconds = audioMessageSeconds
    }
}
