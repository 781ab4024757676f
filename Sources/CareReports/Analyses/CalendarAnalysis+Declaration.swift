import CareAnalytics
import CareModel
import CareStats
import CareStore

/// `carelab analyze calendar`: appointment attendance by how far ahead people were
/// reminded (seed 004, DR3/DR7.FR4.0, DR7.FR9.2), and the difference a reminder a day ahead
/// makes, for everyone, by arm and by cohort. Its planted values stay in `analyze truth`'s
/// own rows (kind `calendar`), in their place there.
extension CalendarAnalysis: DeclaredAnalysis {
    public static let name = "calendar"
    public static let abstract = "Calendar appointments: attendance by reminder lead (none, under 1 day, 1 day or more) and the day-ahead difference (seed 004, DR3, DR7.FR9.2)."
    public static let discussion = """
        Long table (measure,item,group,period,value,ci_lower,ci_upper,people,
        suppressed), item the reminder band (none, under 1 day, 1 day or more),
        group all, arm NAME or cohort NAME (arms and cohorts when the run has
        more than one): appointments and attended (counts); attendance_share,
        the share of appointments attended with its Wilson interval over
        appointments; attendance_share_by_person, the same share with an
        interval clustered by person (a person's appointments share their
        reminder); and, item 1 day or more vs none,
        attendance_difference_day_ahead, attendance with a reminder a day or
        more ahead less attendance without one, from a linear probability
        model with an interval clustered by person (people the smaller band's).
        Medication consumption times kept in the calendar (DR3/DR7.FR4.0), group
        all: medication_times_people (item all, the share of the run's people
        who keep them, Wilson interval), and per reminder band (item)
        medication_times and medication_taken (counts; a time is taken when a
        logged dose belongs to it, as adherence pairs doses) and
        medication_taken_share_by_person (interval clustered by person).
        Fewer people than --min-cell: suppressed.
        """
    public static let exampleRun = "runs/recovery"
    public static let nothingToRead = "the database has no calendar appointments"

    public static func run(on database: CareDatabase) throws -> CalendarReport {
        try CalendarAnalysis().run(on: database)
    }

    public static func isEmpty(_ result: CalendarReport) -> Bool { result.cells.isEmpty }

    public static func table(_ report: CalendarReport, smallCells: SmallCellRule) -> CSVTable {
        var table = LongTable(smallCells: smallCells)
        for cell in report.cells {
            let item = cell.band.rawValue, group = group(cell.dimension, cell.group), people = cell.people
            table.add("appointments", item: item, group: group, count: cell.appointments, people: people)
            table.add("attended", item: item, group: group, count: cell.attended, people: people)
            table.add("attendance_share", item: item, group: group, proportion: cell.attendance, people: people)
            table.add("attendance_share_by_person", item: item, group: group, cell.attendanceByPerson?.estimate,
                      cell.attendanceByPerson?.interval, people: people)
        }
        for difference in report.differences {
            table.add("attendance_difference_day_ahead", item: "1 day or more vs none",
                      group: group(difference.dimension, difference.group), difference.difference?.estimate,
                      difference.difference?.interval, people: difference.smallerBandPeople)
        }
        if report.peopleWithMedicationTimes > 0 {
            table.add("medication_times_people", item: "all", proportion: report.medicationTimesShare,
                      people: report.peopleWithMedicationTimes)
        }
        for times in report.medicationTimes {
            let item = times.band.rawValue
            table.add("medication_times", item: item, count: times.times, people: times.people)
            table.add("medication_taken", item: item, count: times.taken, people: times.people)
            table.add("medication_taken_share_by_person", item: item, times.takenByPerson?.estimate,
                      times.takenByPerson?.interval, people: times.people)
        }
        return table.table
    }

    /// `all`, or the dimension and the group's name (`arm reminders`, `cohort due 2026-09`).
    private static func group(_ dimension: String, _ name: String) -> String {
        dimension == "all" ? "all" : "\(dimension) \(name)"
    }

    // MARK: - Report section

    /// The header of the section's table.
    static let header = ["group", "reminder", "people", "appointments", "attended", "95 % interval"]

    /// For everyone and each arm when the run has arms, one row per reminder band with the
    /// share of appointments attended and its interval clustered by person, then the
    /// day-ahead difference in percentage points; a row's figures `suppressed` when fewer
    /// people than the small-cell minimum back it (for the difference, the smaller band's
    /// people).
    static func rows(_ calendar: CalendarReport, smallCells: SmallCellRule) -> [[String]] {
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
                             mean.map { RunReport.percent($0.estimate) } ?? "NA",
                             RunReport.range(mean?.interval.lower, mean?.interval.upper, 1, scale: 100, suffix: " %")])
            }
            let label = "1 day or more vs none"
            guard smallCells.allows(difference.smallerBandPeople) else {
                rows.append([difference.group, label, smallCells.shown(difference.smallerBandPeople), "suppressed", "", ""])
                continue
            }
            let estimate = difference.difference
            rows.append([difference.group, label, NumberFormat.grouped(difference.people), "",
                         estimate.map { NumberFormat.fixed($0.estimate * 100, 1) + " points" } ?? "NA",
                         RunReport.range(estimate?.interval.lower, estimate?.interval.upper, 1, scale: 100, suffix: " points")])
        }
        return rows
    }

    /// The text above the section's table.
    static func text(_ calendar: CalendarReport, smallCells: SmallCellRule) -> String {
        "Appointments in the in-app calendar (seed 004, DR3/DR7.FR4.0) of "
            + "\(NumberFormat.grouped(calendar.peopleWithAppointments)) of \(English.count(calendar.people, "person", "people")), "
            + "by how far ahead the person chose to be reminded (DR7.FR9.2): the share attended with its 95 % interval "
            + "clustered by person, and attendance with a reminder a day or more ahead less attendance without one, "
            + "in percentage points (a linear probability model, clustered by person). "
            + medicationTimesText(calendar, smallCells: smallCells)
            + "`carelab analyze calendar` writes the same figures with Wilson intervals and by cohort."
    }

    /// The sentence on medication times kept in the calendar, empty when nobody keeps any
    /// or fewer people than the small-cell minimum do.
    private static func medicationTimesText(_ calendar: CalendarReport, smallCells: SmallCellRule) -> String {
        guard smallCells.allows(calendar.peopleWithMedicationTimes), let share = calendar.medicationTimesShare else { return "" }
        let taken = calendar.medicationTimes.filter { smallCells.allows($0.people) }.compactMap { times in
            times.takenByPerson.map { "\(RunReport.percent($0.estimate)) with reminder \(times.band.rawValue)" }
        }
        return "\(English.count(calendar.peopleWithMedicationTimes, "person", "people")) (\(RunReport.percent(share.estimate))) keep "
            + "their medications' consumption times in the calendar too"
            + (taken.isEmpty ? "" : "; of those times a dose was logged for " + taken.joined(separator: ", "))
            + ". "
    }

    public static func markdown(_ result: CalendarReport, in report: RunReport) -> [String] {
        ["## Calendar", "", text(result, smallCells: report.smallCells), ""]
            + RunReport.markdownTable(header: header, rows: rows(result, smallCells: report.smallCells)) + [""]
    }

    /// The Markdown report's table.
    public static func html(_ result: CalendarReport, in report: RunReport) -> HTMLDocument.Section? {
        var table = HTMLTable(caption: "Calendar: appointments attended by reminder lead", header: header, labelColumns: 2)
        rows(result, smallCells: report.smallCells).forEach { table.append($0) }
        return HTMLDocument.Section(id: "calendar", title: "Calendar",
                                    body: HTML.paragraph(text(result, smallCells: report.smallCells)) + "\n" + table.html)
    }
}
