import CareAnalytics
import CareStats

extension RunReport {
    /// Appointment attendance by reminder lead (seed 004, DR3/DR7.FR4.0, DR7.FR9.2), for the
    /// Markdown and HTML reports alike: for everyone and each arm when the run has arms, one
    /// row per reminder band with the share of appointments attended and its interval
    /// clustered by person, then the day-ahead difference in percentage points. Nil when no
    /// one had an appointment; a row's figures `suppressed` when fewer people than the
    /// small-cell minimum back it (for the difference, the smaller band's people).
    var calendarRows: [[String]]? {
        guard let calendar, !calendar.cells.isEmpty else { return nil }
        var rows: [[String]] = []
        for difference in calendar.differences where difference.dimension != "cohort" {
            for cell in calendar.cells where cell.dimension == difference.dimension && cell.group == difference.group {
                guard smallCells.allows(cell.people) else {
                    rows.append([cell.group, cell.band.rawValue, smallCells.shown(cell.people), "suppressed", "", ""])
                    continue
                }
                let mean = cell.attendanceByPerson
                rows.append([cell.group, cell.band.rawValue, NumberFormat.grouped(cell.people),
                             NumberFormat.grouped(cell.appointments),
                             mean.map { Self.percent($0.estimate) } ?? "NA",
                             Self.range(mean?.interval.lower, mean?.interval.upper, 1, scale: 100, suffix: " %")])
            }
            let label = "1 day or more vs none"
            guard smallCells.allows(difference.smallerBandPeople) else {
                rows.append([difference.group, label, smallCells.shown(difference.smallerBandPeople), "suppressed", "", ""])
                continue
            }
            let estimate = difference.difference
            rows.append([difference.group, label, NumberFormat.grouped(difference.people), "",
                         estimate.map { NumberFormat.fixed($0.estimate * 100, 1) + " points" } ?? "NA",
                         Self.range(estimate?.interval.lower, estimate?.interval.upper, 1, scale: 100, suffix: " points")])
        }
        return rows
    }

    /// The header of ``calendarRows``.
    static let calendarHeader = ["group", "reminder", "people", "appointments", "attended", "95 % interval"]

    /// The text above the calendar's table.
    var calendarText: String? {
        guard let calendar, calendarRows != nil else { return nil }
        return "Appointments in the in-app calendar (seed 004, DR3/DR7.FR4.0) of "
            + "\(NumberFormat.grouped(calendar.peopleWithAppointments)) of \(NumberFormat.grouped(calendar.people)) people, "
            + "by how far ahead the person chose to be reminded (DR7.FR9.2): the share attended with its 95 % interval "
            + "clustered by person, and attendance with a reminder a day or more ahead less attendance without one, "
            + "in percentage points (a linear probability model, clustered by person). "
            + medicationTimesText
            + "`carelab analyze calendar` writes the same figures with Wilson intervals and by cohort."
    }

    /// The sentence on medication times kept in the calendar, empty when nobody keeps any
    /// or fewer people than the small-cell minimum do.
    private var medicationTimesText: String {
        guard let calendar, smallCells.allows(calendar.peopleWithMedicationTimes),
              let share = calendar.medicationTimesShare else { return "" }
        let taken = calendar.medicationTimes.filter { smallCells.allows($0.people) }.compactMap { times in
            times.takenByPerson.map { "\(Self.percent($0.estimate)) with reminder \(times.band.rawValue)" }
        }
        return "\(NumberFormat.grouped(calendar.peopleWithMedicationTimes)) people (\(Self.percent(share.estimate))) keep "
            + "their medications' consumption times in the calendar too"
            + (taken.isEmpty ? "" : "; of those times a dose was logged for " + taken.joined(separator: ", "))
            + ". "
    }

    /// The Markdown section of ``calendarRows``.
    var calendarSection: [String] {
        guard let rows = calendarRows, let text = calendarText else { return [] }
        return ["## Calendar", "", text, "", "| " + Self.calendarHeader.joined(separator: " | ") + " |",
                "|" + String(repeating: "---|", count: Self.calendarHeader.count)]
            + rows.map { "| " + $0.joined(separator: " | ") + " |" } + [""]
    }
}
