import CareModel
import CareStats
import CareStore
import Foundation

/// Computes a ``NotificationReport`` in one pass over the people of a run: each stored task
/// notification's stage at the end of the study (the end of its last day in the person's
/// zones) from the occurrence's outcomes (``TaskNotification/stage(at:outcomes:gracePeriod:)``),
/// whether it was snoozed, and its minutes to seen; and the caregivers' opt-ins with the
/// messages that followed by then (``CaregiverOptIn/messages(about:outcomes:at:gracePeriod:)``).
public struct NotificationAnalysis: Sendable {
    /// The grace period after a due time (or a snooze's end) within which a task may still
    /// be done.
    public var settings: TaskSettings

    /// Creates the analysis.
    public init(settings: TaskSettings = .standard) {
        self.settings = settings
    }

    /// Runs the analysis over `database`; a database without notifications gives a report
    /// without cells.
    public func run(on database: CareDatabase) throws(AnalysisError) -> NotificationReport {
        let period = try StudyPeriod.of(database)
        let tasks: [CareDatabase.ProgrammeTask]
        do { tasks = try database.programme().tasks } catch { throw .store(error) }
        let labels = Dictionary(tasks.map { ($0.name, $0.label) }, uniquingKeysWith: { first, _ in first })
        var people = 0, anyNotification = false
        // Only the notifications first (one seek per person): a run without any, the most
        // common, is not read for its task outcomes.
        try database.people(reading: [.notification]) { log in
            people += 1
            anyNotification = anyNotification || !log.taskNotifications.isEmpty
        }
        var cells: [CellKey: NotificationReport.Cell] = [:]
        var caregivers = NotificationReport.CaregiverMessages()
        if anyNotification {
            try database.people(reading: [.notification, .task]) { log in
                guard !log.taskNotifications.isEmpty else { return }
                let now = log.timeline.instants(from: period.first, through: period.last).upperBound
                let outcomes = Dictionary(grouping: log.taskOutcomes, by: \.occurrence)
                if let optIn = log.caregiverOptIn {
                    caregivers.people += 1
                    if optIn.misses { caregivers.optedInMisses += 1 }
                    if optIn.completions { caregivers.optedInCompletions += 1 }
                    for message in optIn.messages(about: log.taskNotifications, outcomes: log.taskOutcomes, at: now,
                                                  gracePeriod: settings.gracePeriod) {
                        switch message.kind {
                        case .missed: caregivers.missed += 1
                        case .completed: caregivers.completed += 1
                        }
                    }
                }
                let arm = log.arm ?? "all"
                var touched = Set<CellKey>()
                for notification in log.taskNotifications {
                    let mine = outcomes[notification.occurrence] ?? []
                    let stage = notification.stage(at: now, outcomes: mine, gracePeriod: settings.gracePeriod)
                    let snoozed = mine.contains { if case .snoozed = $0.action { true } else { false } }
                    let label = labels[notification.occurrence.task.rawValue] ?? ""
                    var keys: Set<CellKey> = [CellKey(item: "", group: "all"), CellKey(item: label, group: "all")]
                    if log.arm != nil { keys.formUnion([CellKey(item: "", group: arm), CellKey(item: label, group: arm)]) }
                    for key in keys {
                        var cell = cells[key] ?? NotificationReport.Cell(item: key.item, group: key.group)
                        if touched.insert(key).inserted { cell.people += 1 }
                        cell.sent += 1
                        if let minutes = notification.minutesToSeen {
                            cell.seen += 1
                            cell.minutesToSeen.append(minutes)
                        }
                        if snoozed { cell.snoozed += 1 }
                        switch stage {
                        case .resolved: cell.resolved += 1
                        case .left: cell.left += 1
                        case .pending, .sent, .seen, .snoozed: break
                        }
                        cells[key] = cell
                    }
                }
            }
        }
        let order = cells.keys.sorted { a, b in
            (a.group == "all" ? 0 : 1, a.group, a.item.isEmpty ? 0 : 1, a.item)
                < (b.group == "all" ? 0 : 1, b.group, b.item.isEmpty ? 0 : 1, b.item)
        }
        return NotificationReport(people: people, personWeeks: Double(people * period.dayCount) / 7,
                                  cells: order.map { cells[$0]! }, caregivers: caregivers)
    }

    private struct CellKey: Hashable {
        var item: String
        var group: String
    }
}
