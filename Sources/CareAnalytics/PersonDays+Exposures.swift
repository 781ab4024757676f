import CareModel
import CareStore
import Foundation

extension PersonDays {
    /// Adds one daily column per exposure name of the chosen kinds beside the factor totals
    /// (``ExposureKind`` says what each column holds), numbered by `layout` like factors.
    ///
    /// A column is NaN on the days nothing of its kind was logged, except the counts (doses,
    /// imported activities, tags and foods), which are 0 on a day the person logged
    /// anything else: a day in the app without a dose logged is a day without one.
    mutating func addExposures(of log: PersonRecord, kinds: Set<ExposureKind>, layout: inout PanelLayout, grid: PersonDayGrid) {
        var columns = ExposureColumns(dayCount: logged.count)
        if kinds.contains(.factor) {
            for entry in log.factorEntries {
                guard case .level(let level) = entry.measurement, let day = grid.dayIndex(of: entry.timestamp) else { continue }
                columns.add(entry.factor, FactorLevel.unit, Double(level.rawValue), on: day)
            }
        }
        if kinds.contains(.dose) {
            for dose in log.doseLogs {
                guard let day = grid.dayIndex(of: dose.takenAt) else { continue }
                columns.add("dose: \(dose.medication)", "doses", 1, on: day, counting: true)
            }
        }
        if kinds.contains(.measurement) {
            for measurement in log.measurements {
                guard let day = grid.dayIndex(of: measurement.timestamp) else { continue }
                for reading in measurement.value.readings {
                    columns.add("measurement: \(reading.name)", reading.unit, reading.value, on: day)
                }
            }
        }
        if kinds.contains(.mood) {
            for checkIn in log.moods {
                guard let day = grid.dayIndex(of: checkIn.timestamp) else { continue }
                columns.add("mood", "valence", checkIn.mood.affect.valence, on: day)
            }
        }
        // Anything logged that day, for the counts' zeros.
        var active = logged
        func mark(_ instant: Date) { if let day = grid.dayIndex(of: instant) { active[day] = true } }
        log.moods.forEach { mark($0.timestamp) }
        log.otherEvents.forEach { mark($0.timestamp) }
        log.doseLogs.forEach { mark($0.takenAt) }
        log.measurements.forEach { mark($0.timestamp) }
        log.questionnaires.forEach { mark($0.at) }
        if kinds.contains(.questionnaire) {
            for answer in log.questionnaires {
                guard let total = answer.score.total, let day = grid.dayIndex(of: answer.at) else { continue }
                columns.add("questionnaire: \(answer.score.questionnaire.rawValue)", "score", Double(total), on: day)
            }
        }
        for event in log.otherEvents {
            guard let kind = EventKind(rawValue: event.kind), let day = grid.dayIndex(of: event.timestamp) else { continue }
            switch kind {
            case .measurement where kinds.contains(.measurement), .weather where kinds.contains(.imported),
                 .score where kinds.contains(.questionnaire) && event.unit != "flag":
                guard let value = event.value else { continue }
                columns.add("\(kind.rawValue): \(event.name)", event.unit ?? "", value, on: day)
            case .mood where kinds.contains(.mood):
                guard let value = event.value else { continue }
                columns.add("mood", event.unit ?? "", value, on: day)
            case .activity, .tag, .food:
                guard kinds.contains(.imported) else { continue }
                columns.add("\(kind.rawValue): \(event.name)", "present", 1, on: day, counting: true, once: true)
            default:
                continue
            }
        }
        for column in columns.columns {
            let f = layout.factorIndex(column.name, unit: column.unit)
            while factorTotals.count <= f { factorTotals.append([]) }
            factorTotals[f] = column.values(logged: active)
        }
    }
}

/// Daily columns being filled: sums and counts per day, turned into means, counts or
/// presence when done.
private struct ExposureColumns {
    struct Column {
        var name: String
        var unit: String
        /// Counts are 0 on logged days without an event; the others NaN.
        var counting: Bool
        var sums: [Double]
        var counts: [Int]

        /// The column over the days: a count's sum, or the mean of the values; 0 for a
        /// count and NaN otherwise on a logged day without any, NaN on unlogged days.
        func values(logged: [Bool]) -> [Double] {
            sums.indices.map { day in
                if counts[day] > 0 { return counting ? sums[day] : sums[day] / Double(counts[day]) }
                return counting && logged[day] ? 0 : .nan
            }
        }
    }

    let dayCount: Int
    private(set) var columns: [Column] = []
    private var index: [String: Int] = [:]

    init(dayCount: Int) { self.dayCount = dayCount }

    /// Adds `value` to column `name` (in `unit`) on `day`; `once` keeps a count at 1 a day.
    mutating func add(_ name: String, _ unit: String, _ value: Double, on day: Int, counting: Bool = false, once: Bool = false) {
        let key = name + "\u{1F}" + unit
        let c: Int
        if let existing = index[key] {
            c = existing
        } else {
            c = columns.count
            index[key] = c
            columns.append(Column(name: name, unit: unit, counting: counting,
                                  sums: [Double](repeating: 0, count: dayCount), counts: [Int](repeating: 0, count: dayCount)))
        }
        if once, columns[c].counts[day] > 0 { return }
        columns[c].sums[day] += value
        columns[c].counts[day] += 1
    }
}

extension PersonDays {
    /// The daily values of `columns`: each day's mean, NaN on days without one. Moods are
    /// read from check-ins (valence) and stored rows on other scales; measurements from
    /// readings and stored rows; questionnaires from answers and imported scores.
    func outcomeColumns(of log: PersonRecord, columns: [OutcomeColumn], grid: PersonDayGrid) -> [[Double]] {
        guard !columns.isEmpty else { return [] }
        let index = Dictionary(uniqueKeysWithValues: columns.enumerated().map { ($1, $0) })
        var sums = [[Double]](repeating: [Double](repeating: 0, count: logged.count), count: columns.count)
        var counts = [[Int]](repeating: [Int](repeating: 0, count: logged.count), count: columns.count)
        func add(_ column: OutcomeColumn, _ value: Double?, at instant: Date) {
            guard let value, value.isFinite, let c = index[column], let day = grid.dayIndex(of: instant) else { return }
            sums[c][day] += value
            counts[c][day] += 1
        }
        for checkIn in log.moods { add(.mood(scale: "valence"), checkIn.mood.affect.valence, at: checkIn.timestamp) }
        for measurement in log.measurements {
            for reading in measurement.value.readings {
                add(OutcomeColumn(level: .measurement, name: reading.name), reading.value, at: measurement.timestamp)
            }
        }
        for answer in log.questionnaires {
            add(OutcomeColumn(level: .questionnaire, name: answer.score.questionnaire.rawValue),
                answer.score.total.map(Double.init), at: answer.at)
        }
        for event in log.otherEvents {
            switch EventKind(rawValue: event.kind) {
            case .mood: add(.mood(scale: event.unit ?? ""), event.value, at: event.timestamp)
            case .measurement: add(OutcomeColumn(level: .measurement, name: event.name), event.value, at: event.timestamp)
            case .score where event.unit != "flag":
                add(OutcomeColumn(level: .questionnaire, name: event.name), event.value, at: event.timestamp)
            default: continue
            }
        }
        return sums.indices.map { c in
            sums[c].indices.map { day in counts[c][day] > 0 ? sums[c][day] / Double(counts[c][day]) : .nan }
        }
    }
}
