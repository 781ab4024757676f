import Foundation
import Testing
import CareModel

@Suite struct DayGridCacheTests {
    static let london = TimeZone(identifier: "Europe/London")!
    static let day = CalendarDay(year: 2026, month: 6, day: 1)

    @Test func makesEachZonesGridOnce() {
        var cache = DayGridCache()
        var made = 0
        for _ in 0..<3 {
            let grid = cache.grid(for: Self.london) {
                made += 1
                return DayGrid(timeZone: Self.london, first: Self.day, dayCount: 10)
            }
            #expect(grid.first == Self.day && grid.dayCount == 10)
        }
        #expect(made == 1)
    }

    @Test func keepsTheWiderGridOfAZone() {
        var cache = DayGridCache()
        var grid = cache.grid(for: Self.london) { DayGrid(timeZone: Self.london, around: Self.day) }
        _ = grid.dayIndex(extendingTo: Self.day.adding(days: 40))
        var other = DayGridCache()
        other.keep(grid)
        cache.merge(other)
        #expect(cache.grid(for: Self.london) { fatalError("kept") }.dayCount == 128)
        cache.keep(DayGrid(timeZone: Self.london, around: Self.day))
        #expect(cache.grid(for: Self.london) { fatalError("kept") }.dayCount == 128)
    }
}
