import CareModel
import Foundation
import Testing
@testable import CareStore

@Suite struct LocalDayIndexTests {
    @Test(arguments: ["Europe/London", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata"])
    func placesInstantsOnTheDayFoundationsCalendarGivesInBothDirections(_ identifier: String) {
        let zone = TimeZone(identifier: identifier)!
        let calendar = Calendar.gregorian(in: zone)
        // Start mid-2026, then walk back past the start and forward past the end of the
        // covered days, every 23 minutes for two years, across four daylight-saving changes.
        var index = LocalDayIndex(timeZone: zone, around: 1_782_000_000)
        for step in stride(from: -366 * 24 * 60, to: 366 * 24 * 60, by: 23) {
            let seconds = Int64(1_782_000_000 + step * 60)
            let parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(seconds)))
            #expect(index.day(of: seconds) == CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!))
        }
    }
}
