extension GroundTruth {
    /// What a run planted about the notes people write (seed 000, Req 17-18).
    public struct NotesTruth: Codable, Hashable, Sendable {
        /// The categories notes are filed in.
        public var categories: [String]
        /// Mean notes per 30 days of use.
        public var perMonth: Double
        /// The chance a note is an appointment note.
        public var appointmentShare: Double
        /// The chance of each appointment part being filled in, by part name.
        public var parts: [String: Double]
        /// The mean questions of an appointment note whose questions part is filled in.
        public var questions: Double

        /// The planted notes from their parts.
        public init(categories: [String], perMonth: Double, appointmentShare: Double, parts: [String: Double],
                    questions: Double) {
            self.categories = categories
            self.perMonth = perMonth
            self.appointmentShare = appointmentShare
            self.parts = parts
            self.questions = questions
        }
    }
}
