import CareModel
import Foundation
import Testing

/// Seed 000 Req 14: a dose logged after it was taken has its taken time corrected; how many
/// of a medication's doses were logged late, and how late.
struct DoseLoggingDelayTests {
    static let start = Date(timeIntervalSince1970: 1_772_000_000)

    static func log(_ medication: String, takenMinutes: Double, loggedMinutes: Double) throws -> DoseLog {
        var log = DoseLog(medication: medication, at: start.addingTimeInterval(loggedMinutes * 60))
        if loggedMinutes != takenMinutes { try log.changeTakenTime(to: start.addingTimeInterval(takenMinutes * 60)) }
        return log
    }

    @Test func req14SharesAndDelaysCountOnlyTheMedicationsCorrectedDoses() throws {
        let logs = [
            try Self.log("iron", takenMinutes: 0, loggedMinutes: 0),
            try Self.log("iron", takenMinutes: 60, loggedMinutes: 90),
            try Self.log("iron", takenMinutes: 120, loggedMinutes: 210),
            try Self.log("iron", takenMinutes: 300, loggedMinutes: 300),
            try Self.log("zinc", takenMinutes: 0, loggedMinutes: 600),
        ]
        let iron = DoseLoggingDelay(medication: "iron", logs: logs)
        #expect(iron.loggedDoses == 4 && iron.lateDoses == 2)
        #expect(iron.lateShare == 0.5)
        #expect(iron.meanDelayMinutes == 60)
        let none = DoseLoggingDelay(medication: "iron", logs: [try Self.log("iron", takenMinutes: 0, loggedMinutes: 0)])
        #expect(none.lateShare == 0 && none.meanDelayMinutes == nil)
        #expect(DoseLoggingDelay(medication: "calcium", logs: logs).lateShare == nil)
    }
}
