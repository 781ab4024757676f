import CareModel
import CareStats
import CareStore

/// Computes a ``CalendarReport`` in one pass over the people of a run: each appointment of
/// the in-app calendar (seed 004, DR3/DR7.FR4.0), attended or not, in the band of its
/// reminder's lead (none, under a day, a day or more; DR7.FR9.2), for everyone, by arm and
/// by cohort; and the medication consumption times kept in the calendar, taken or not, by
/// reminder band (whether a dose was taken is the adherence analysis's rule, so these are
/// counted for everyone only).
public struct CalendarAnalysis: Sendable {
    /// Creates the analysis.
    public init() {}

    private struct Key: Hashable {
        var dimension: String
        var group: String
    }

    /// The appointments of one group: each attended (1) or not (0), its person and band.
    private struct Tally {
        var attended: [Double] = [], people: [Int] = [], bands: [ReminderLead.Band] = []
    }

    /// Runs the analysis over `database`; a database without calendar events gives a report
    /// of no cells.
    public func run(on database: CareDatabase) throws(AnalysisError) -> CalendarReport {
        var people = 0, withAppointments = 0
        var tallies: [Key: Tally] = [:]
        var medication = Tally(), withMedication = 0
        try database.people(reading: [.calendar]) { log in
            people += 1
            let times = log.calendarEvents.filter { $0.kind == .medication }
            if !times.isEmpty { withMedication += 1 }
            for time in times {
                medication.attended.append(time.attended ? 1 : 0)
                medication.people.append(log.personID)
                medication.bands.append(time.band)
            }
            let appointments = log.calendarEvents.filter { $0.kind == .appointment }
            guard !appointments.isEmpty else { return }
            withAppointments += 1
            var keys = [Key(dimension: "all", group: "all")]
            if let arm = log.arm { keys.append(Key(dimension: "arm", group: arm)) }
            if let cohort = log.cohort { keys.append(Key(dimension: "cohort", group: cohort)) }
            for key in keys {
                var tally = tallies[key] ?? Tally()
                for appointment in appointments {
                    tally.attended.append(appointment.attended ? 1 : 0)
                    tally.people.append(log.personID)
                    tally.bands.append(appointment.band)
                }
                tallies[key] = tally
            }
        }
        let dimensions = ["all", "arm", "cohort"]
        let keys = tallies.keys.filter { key in
            key.dimension == "all" || Set(tallies.keys.filter { $0.dimension == key.dimension }.map(\.group)).count > 1
        }.sorted { (dimensions.firstIndex(of: $0.dimension)!, $0.group) < (dimensions.firstIndex(of: $1.dimension)!, $1.group) }
        var cells: [CalendarReport.Cell] = [], differences: [CalendarReport.Difference] = []
        for key in keys {
            let tally = tallies[key]!
            var bandPeople: [ReminderLead.Band: Int] = [:]
            for band in ReminderLead.Band.allCases {
                let rows = tally.bands.indices.filter { tally.bands[$0] == band }
                guard !rows.isEmpty else { continue }
                let values = rows.map { tally.attended[$0] }, persons = rows.map { tally.people[$0] }
                bandPeople[band] = Set(persons).count
                cells.append(CalendarReport.Cell(
                    dimension: key.dimension, group: key.group, band: band, people: Set(persons).count,
                    appointments: rows.count, attended: values.count { $0 == 1 },
                    attendanceByPerson: GroupMean.mean(values, people: persons)))
            }
            let none = bandPeople[.none] ?? 0, dayAhead = bandPeople[.aDayOrMore] ?? 0
            guard none > 0 || dayAhead > 0 else { continue }
            differences.append(CalendarReport.Difference(
                dimension: key.dimension, group: key.group, people: none + dayAhead,
                smallerBandPeople: min(none, dayAhead), difference: Self.dayAheadDifference(tally)))
        }
        var report = CalendarReport(people: people, peopleWithAppointments: withAppointments, cells: cells,
                                    differences: differences)
        report.peopleWithMedicationTimes = withMedication
        report.medicationTimes = ReminderLead.Band.allCases.compactMap { band in
            let rows = medication.bands.indices.filter { medication.bands[$0] == band }
            guard !rows.isEmpty else { return nil }
            let values = rows.map { medication.attended[$0] }, persons = rows.map { medication.people[$0] }
            return CalendarReport.MedicationTimes(band: band, people: Set(persons).count, times: rows.count,
                                                  taken: values.count { $0 == 1 },
                                                  takenByPerson: GroupMean.mean(values, people: persons))
        }
        return report
    }

    /// Attendance with a reminder a day or more ahead less attendance without one: the
    /// coefficient of a day-ahead indicator in the least-squares fit of attended (0 or 1) on
    /// it over the appointments of both bands, with standard errors clustered by person
    /// (CRV1, Student's t on people − 1 degrees of freedom); nil when undefined.
    private static func dayAheadDifference(_ tally: Tally) -> GroupMean? {
        let rows = tally.bands.indices.filter { tally.bands[$0] == .none || tally.bands[$0] == .aDayOrMore }
        let name = "day_ahead"
        guard let fit = try? LinearRegression.ordinaryLeastSquares(
            y: rows.map { tally.attended[$0] },
            predictors: [Predictor(name: name, values: rows.map { tally.bands[$0] == .aDayOrMore ? 1 : 0 })],
            clusters: rows.map { tally.people[$0] }),
            let term = fit.term(named: name) else { return nil }
        return GroupMean(estimate: term.estimate, interval: term.interval, pValue: term.pValue,
                         people: Set(rows.map { tally.people[$0] }).count)
    }
}
