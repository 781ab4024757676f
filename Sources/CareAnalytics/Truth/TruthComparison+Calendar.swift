import CareModel

extension TruthAnalysis {
    /// The planted attendance of calendar appointments with its estimates in `report`, for
    /// everyone: `attendance` (no reminder), `attendance_day_ahead` (a reminder a day or
    /// more ahead), both clustered by person, and `attendance_difference_day_ahead`, the
    /// planted effect (issue 18: "reminders a day ahead raise appointment attendance").
    static func calendar(_ truth: GroundTruth.CalendarTruth, report: CalendarReport) -> [TruthComparison.ParameterRecovery] {
        let none = report.all(.none), dayAhead = report.all(.aDayOrMore), difference = report.allDifference
        return [
            TruthComparison.ParameterRecovery(
                parameter: "attendance", planted: truth.attendance, estimate: none?.attendanceByPerson?.estimate,
                interval: none?.attendanceByPerson?.interval, people: none?.people ?? 0,
                note: "share of appointments without a reminder that were attended, interval clustered by person"),
            TruthComparison.ParameterRecovery(
                parameter: "attendance_day_ahead", planted: truth.attendanceDayAhead,
                estimate: dayAhead?.attendanceByPerson?.estimate, interval: dayAhead?.attendanceByPerson?.interval,
                people: dayAhead?.people ?? 0,
                note: "share of appointments reminded a day or more ahead that were attended, interval clustered by person"),
            TruthComparison.ParameterRecovery(
                parameter: "attendance_difference_day_ahead", planted: truth.dayAheadEffect,
                estimate: difference?.difference?.estimate, interval: difference?.difference?.interval,
                people: difference?.smallerBandPeople ?? 0,
                note: "attendance reminded a day or more ahead less attendance without a reminder (linear probability "
                    + "model, interval clustered by person; people the smaller band's)"),
        ] + (truth.medicationShare.map { share in
            [TruthComparison.ParameterRecovery(
                parameter: "medication_share", planted: share, estimate: report.medicationTimesShare?.estimate,
                interval: report.medicationTimesShare?.interval, people: report.people,
                note: "people who keep medication times in the calendar of the run's people (Wilson interval)")]
        } ?? [])
    }
}
