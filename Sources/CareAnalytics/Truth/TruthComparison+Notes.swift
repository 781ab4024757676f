import CareModel

extension TruthAnalysis {
    /// Each planted parameter of the notes (seed 000, Req 17-18) with its estimate in
    /// `report`: the rate, the appointment share, each part's chance and the questions.
    static func notes(_ truth: GroundTruth.NotesTruth, report: NoteReport) -> [TruthComparison.ParameterRecovery] {
        typealias Recovery = TruthComparison.ParameterRecovery
        let method = "a ratio of per-person sums, interval clustered by person"
        var rows = [
            Recovery(parameter: "per_month", planted: truth.perMonth, estimate: report.perMonth?.estimate,
                     interval: report.perMonth?.interval, people: report.perMonth?.count ?? 0,
                     note: "notes per 30 days of use (\(method))"),
            Recovery(parameter: "appointment_share", planted: truth.appointmentShare,
                     estimate: report.appointmentShare?.estimate, interval: report.appointmentShare?.interval,
                     people: report.appointmentShare?.count ?? 0, note: "appointment notes of all notes (\(method))"),
        ]
        for (part, share) in report.parts {
            rows.append(Recovery(parameter: "parts.\(part.rawValue)", planted: truth.parts[part.rawValue] ?? 0,
                                 estimate: share?.estimate, interval: share?.interval, people: share?.count ?? 0,
                                 note: "appointment notes with the part filled in (\(method))"))
        }
        if (truth.parts["questions"] ?? 0) > 0 {
            rows.append(Recovery(parameter: "questions", planted: truth.questions, estimate: report.questions?.estimate,
                                 interval: report.questions?.interval, people: report.questions?.count ?? 0,
                                 note: "questions per appointment note with questions (\(method))"))
        }
        return rows
    }
}
