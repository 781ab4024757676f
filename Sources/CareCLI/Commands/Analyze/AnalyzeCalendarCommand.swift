import ArgumentParser
import CareAnalytics
import CareReports
import CareStats

/// `carelab analyze calendar`: appointment attendance by how far ahead people were
/// reminded (seed 004, DR3/DR7.FR4.0, DR7.FR9.2), and the difference a reminder a day ahead
/// makes, for everyone, by arm and by cohort.
struct AnalyzeCalendarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendar",
        abstract: "Calendar appointments: attendance by reminder lead (none, under 1 day, 1 day or more) and the day-ahead difference (seed 004, DR3, DR7.FR9.2).",
        discussion: """
            EXAMPLE:
              carelab analyze calendar --db runs/recovery/carelab.sqlite -o calendar.csv

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
    )

    @OptionGroup var options: AnalyzeOptions

    func run() throws {
        let report = try options.reading { database in try CalendarAnalysis().run(on: database) }
        if report.cells.isEmpty { Console.message("the database has no calendar appointments") }
        try options.write(Self.table(report, smallCells: options.smallCells).table)
    }

    /// The long table of `report`.
    static func table(_ report: CalendarReport, smallCells: SmallCellRule) -> LongTable {
        var table = LongTable(smallCells: smallCells)
        for cell in report.cells {
            let item = cell.band.rawValue, group = Self.group(cell.dimension, cell.group), people = cell.people
            table.add("appointments", item: item, group: group, count: cell.appointments, people: people)
            table.add("attended", item: item, group: group, count: cell.attended, people: people)
            table.add("attendance_share", item: item, group: group, proportion: cell.attendance, people: people)
            table.add("attendance_share_by_person", item: item, group: group, cell.attendanceByPerson?.estimate,
                      cell.attendanceByPerson?.interval, people: people)
        }
        for difference in report.differences {
            table.add("attendance_difference_day_ahead", item: "1 day or more vs none",
                      group: Self.group(difference.dimension, difference.group), difference.difference?.estimate,
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
        return table
    }

    /// `all`, or the dimension and the group's name (`arm reminders`, `cohort due 2026-09`).
    private static func group(_ dimension: String, _ name: String) -> String {
        dimension == "all" ? "all" : "\(dimension) \(name)"
    }
}
