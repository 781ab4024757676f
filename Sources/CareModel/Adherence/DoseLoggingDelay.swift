import Foundation

/// How a person logged one medication's doses (seed 000, Req 14): how many were logged after
/// they were taken, their taken time corrected to when they were taken (``DoseLog/wasCorrected``),
/// and how late.
public struct DoseLoggingDelay: Hashable, Sendable {
    /// The doses logged.
    public var loggedDoses: Int
    /// The doses logged after they were taken (the taken time set back).
    public var lateDoses: Int
    /// The mean time from taking a late dose to logging it, in minutes; nil without late doses.
    public var meanDelayMinutes: Double?

    /// The delays of `medication`'s doses among `logs`.
    public init(medication: String, logs: [DoseLog]) {
        var logged = 0, late = 0, delay = 0.0
        for log in logs where log.medication == medication {
            logged += 1
            guard log.wasCorrected else { continue }
            late += 1
            delay += log.loggedAt.timeIntervalSince(log.takenAt) / 60
        }
        loggedDoses = logged
        lateDoses = late
        meanDelayMinutes = late > 0 ? delay / Double(late) : nil
    }

    /// The share of the logged doses logged late; nil without logged doses.
    public var lateShare: Double? {
        loggedDoses > 0 ? Double(lateDoses) / Double(loggedDoses) : nil
    }
}
