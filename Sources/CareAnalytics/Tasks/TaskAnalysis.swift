import CareModel
import CareStats
import CareStore
import Foundation

/// Computes a ``TaskReport``: one ``MissedTaskReport`` per person over a time frame of the
/// study period, summed by label and by the part of the day the occurrences were due.
public struct TaskAnalysis: Sendable {
    /// How long after its due time (or snooze) a task may still be done.
    public var settings: TaskSettings
    /// The days whose occurrences are counted (each person's local days); nil for the whole
    /// study period. Occurrences are judged at the end of the period, so a task due late on
    /// the frame's last day and done the next morning counts as done.
    public var frame: ClosedRange<CalendarDay>?

    /// Creates the analysis.
    public init(settings: TaskSettings = .standard, frame: ClosedRange<CalendarDay>? = nil) {
        self.settings = settings
        self.frame = frame
    }

    /// Runs the analysis over `database`; a database without tasks gives an empty report.
    /// Throws ``AnalysisError/frameOutsidePeriod(path:frame:period:)`` when the time frame
    /// is not inside the study period.
    public func run(on database: CareDatabase) throws(AnalysisError) -> TaskReport {
        let study = try StudyPeriod.of(database)
        let period = frame.map { StudyPeriod(first: $0.lowerBound, last: $0.upperBound) } ?? study
        guard study.first <= period.first, period.last <= study.last else {
            throw .frameOutsidePeriod(path: database.path, frame: period, period: study)
        }
        let board = try self.board(database)
        var groupEdits: TaskGroupEditTally
        do { groupEdits = TaskGroupEditTally(groups: try database.taskGroups()) } catch { throw .store(error) }
        var labels: [String: (done: Int, missed: Int, people: Int)] = [:]
        var parts: [TimeOfDay: (done: Int, missed: Int, people: Set<Int>)] = [:]
        var audio: [Double: (done: Int, missed: Int, people: Int)] = [:]
        var mostMissed: [String: Int] = [:]
        var withTasks = 0, withoutMisses = 0
        var observedShares: [String: [Double]] = [:]
        var people: [TaskReport.PersonMisses] = []
        var grids = DayGrids(period: period)
        if !board.tasks.isEmpty {
            try database.people(reading: PersonActivity.kinds) { log in
                let timeline = log.timeline
                let instants = timeline.instants(from: period.first, through: period.last)
                let from = instants.lowerBound, to = instants.upperBound
                let now = timeline.instants(from: study.first, through: study.last).upperBound
                let grid = grids.grid(for: log)
                let activity = PersonActivity(log: log, grid: grid)
                let personBoard: TaskBoard
                do throws(TaskError) {
                    personBoard = groupEdits.groups.isEmpty ? board : try groupEdits.board(board, for: timeline)
                } catch {
                    throw AnalysisError.badProgramme(path: database.path, reason: error.description)
                }
                let report = MissedTaskReport(board: personBoard, outcomes: log.taskOutcomes, from: from, to: to, now: now,
                                              timeline: timeline)
                guard report.done + report.missedCount > 0 else { return }
                people.append(TaskReport.PersonMisses(personID: log.personID, report: report))
                withTasks += 1
                if report.deservesCongratulation { withoutMisses += 1 }
                if let label = report.mostMissedLabel { mostMissed[label, default: 0] += 1 }
                if let seconds = log.audioMessage?.seconds {
                    let sum = audio[seconds, default: (0, 0, 0)]
                    audio[seconds] = (sum.done + report.done, sum.missed + report.missedCount, sum.people + 1)
                }
                for count in report.byLabel {
                    let sum = labels[count.label, default: (0, 0, 0)]
                    labels[count.label] = (sum.done + count.settled - count.missed, sum.missed + count.missed, sum.people + 1)
                }
                // Done occurrences are those with a done outcome that the report did not judge missed.
                let missed = Set(report.missed.map(\.occurrence))
                var done = Set<TaskOccurrence>()
                for outcome in log.taskOutcomes where outcome.action == .done && !missed.contains(outcome.occurrence)
                    && (from..<to).contains(outcome.occurrence.scheduled) {
                    done.insert(outcome.occurrence)
                }
                // Taken over the occurrences due on days the person used the app, per task.
                var due: [String: (done: Int, all: Int)] = [:]
                var onDaysOfUse: [(occurrence: TaskOccurrence, done: Bool)] = []
                for (occurrences, wasDone) in [(missed, false), (done, true)] {
                    for occurrence in occurrences {
                        guard let day = grid.dayIndex(of: occurrence.scheduled), activity.used[day] else { continue }
                        due[occurrence.task.rawValue, default: (0, 0)].all += 1
                        if wasDone { due[occurrence.task.rawValue, default: (0, 0)].done += 1 }
                        onDaysOfUse.append((occurrence, wasDone))
                    }
                }
                groupEdits.add(onDaysOfUse, timeline: timeline)
                for (task, count) in due { observedShares[task, default: []].append(Double(count.done) / Double(count.all)) }
                for (occurrences, wasMissed) in [(missed, true), (done, false)] {
                    for occurrence in occurrences {
                        let part = TimeOfDay(hour: timeline.localTime(of: occurrence.scheduled).hour)
                        var sum = parts[part, default: (0, 0, [])]
                        if wasMissed { sum.missed += 1 } else { sum.done += 1 }
                        sum.people.insert(log.personID)
                        parts[part] = sum
                    }
                }
            }
        }
        let byLabel = labels.map { TaskReport.Completion(name: $0.key, done: $0.value.done, missed: $0.value.missed, people: $0.value.people) }
            .sorted { ($1.missed, $0.name) < ($0.missed, $1.name) }
        return TaskReport(
            period: period, byLabel: byLabel,
            byTimeOfDay: TimeOfDay.allCases.compactMap { part in
                parts[part].map { .init(name: part.rawValue, done: $0.done, missed: $0.missed, people: $0.people.count) }
            },
            byAudioMessage: audio.keys.sorted().map { seconds in
                let sum = audio[seconds]!
                let name = seconds.rounded() == seconds ? String(Int(seconds)) : String(seconds)
                return .init(name: name, done: sum.done, missed: sum.missed, people: sum.people)
            },
            mostMissedLabel: byLabel.first.flatMap { $0.missed > 0 ? $0.name : nil },
            mostMissedByPeople: mostMissed.map { ($0.key, $0.value) }.sorted { ($1.1, $0.0) < ($0.1, $1.0) },
            peopleWithTasks: withTasks, peopleWithoutMisses: withoutMisses,
            observedCompletion: observedShares.keys.sorted().map {
                .init(task: $0, mean: GroupMean.mean(observedShares[$0]!), people: observedShares[$0]!.count)
            },
            people: people, groupEdits: groupEdits.edits)
    }

    /// The stored tasks on one board, each with its label.
    private func board(_ database: CareDatabase) throws(AnalysisError) -> TaskBoard {
        let tasks: [CareDatabase.ProgrammeTask]
        do { tasks = try database.programme().tasks } catch { throw .store(error) }
        var board = TaskBoard()
        do throws(TaskError) {
            for label in Set(tasks.map(\.label)).sorted() where !label.isEmpty {
                try board.createLabel(label, colour: try LabelColour(hex: "#808080"))
            }
            for task in tasks {
                try board.add(try CareTask(id: TaskID(task.name), text: task.name, labels: task.label.isEmpty ? [] : [task.label],
                                           rule: task.schedule, settings: settings))
            }
        } catch {
            throw .badProgramme(path: database.path, reason: error.description)
        }
        return board
    }
}
