import CareModel
import Foundation
import Testing

@Suite struct PregnancyTests {
    @Test func dueDateIsTheLastPeriodPlus280Days() {
        // Naegele's rule (ACOG Committee Opinion 700): LMP 1 January 2026 + 280 days.
        // January has 31 days, so day 280 after 1 Jan is 8 October (1 Jan + 280 = day 281 of
        // the year; 31+28+31+30+31+30+31+31+30 = 273, 281 - 273 = 8 October).
        let pregnancy = Pregnancy(lastMenstrualPeriod: CalendarDay(year: 2026, month: 1, day: 1))
        #expect(pregnancy.dueDate == CalendarDay(year: 2026, month: 10, day: 8))
        #expect(pregnancy.lastMenstrualPeriod == CalendarDay(year: 2026, month: 1, day: 1))
    }

    @Test func cohortIsTheDueMonth() {
        // Seed 004 DR1.FR1.1: due 25 April → the April group.
        let pregnancy = Pregnancy(dueDate: CalendarDay(year: 2027, month: 4, day: 25))
        #expect(pregnancy.cohort == Cohort(dueMonth: CalendarMonth(year: 2027, month: 4)))
        #expect(pregnancy.cohort.description == "due 2027-04")
    }

    @Test("Seed 004 DR1.FR1.1: a cohort is read back from the text it is stored as, and nothing else is a cohort")
    func cohortIsReadFromItsDescription() {
        let cohort = Cohort(dueMonth: CalendarMonth(year: 2027, month: 4))
        #expect(cohort.description == "due 2027-04")
        #expect(Cohort(description: cohort.description) == cohort)
        for text in ["due 2027-13", "due 2027-4", "2027-04", "due 2027-04-15", "arm reminders", ""] {
            #expect(Cohort(description: text) == nil, "\(text)")
        }
    }

    @Test(arguments: [
        // Due 8 October 2026 (LMP 1 January 2026).
        (CalendarDay(year: 2026, month: 1, day: 1), "0w0d", Trimester.first),
        (CalendarDay(year: 2026, month: 4, day: 8), "13w6d", .first),    // 97 days
        (CalendarDay(year: 2026, month: 4, day: 9), "14w0d", .second),   // 98 days
        (CalendarDay(year: 2026, month: 7, day: 15), "27w6d", .second),  // 195 days
        (CalendarDay(year: 2026, month: 7, day: 16), "28w0d", .third),   // 196 days
        (CalendarDay(year: 2026, month: 10, day: 8), "40w0d", .third),   // the due date
    ])
    func gestationalAgeAndTrimesterFromTheDueDate(day: CalendarDay, age: String, trimester: Trimester) {
        let pregnancy = Pregnancy(dueDate: CalendarDay(year: 2026, month: 10, day: 8))
        let gestationalAge = pregnancy.gestationalAge(on: day)
        #expect(gestationalAge.description == age)
        #expect(gestationalAge.trimester == trimester)
    }

    @Test func beforeTheLastPeriodThereIsNoTrimester() {
        let pregnancy = Pregnancy(dueDate: CalendarDay(year: 2026, month: 10, day: 8))
        let age = pregnancy.gestationalAge(on: CalendarDay(year: 2025, month: 12, day: 31))
        #expect(age.totalDays == -1)
        #expect(age.trimester == nil)
    }

    @Test(arguments: [
        // ACOG Committee Opinion 579.
        (36, 6, TermCategory.preterm), (37, 0, .earlyTerm), (38, 6, .earlyTerm), (39, 0, .fullTerm),
        (40, 6, .fullTerm), (41, 0, .lateTerm), (41, 6, .lateTerm), (42, 0, .postTerm),
    ])
    func termCategories(weeks: Int, days: Int, term: TermCategory) {
        #expect(GestationalAge(weeks: weeks, days: days).term == term)
    }
}

@Suite struct BabyDevelopmentTests {
    private let table = BabyDevelopmentTable.standard

    @Test func tableCoversWeeks4To40WithoutGaps() {
        #expect(table.weeks.map(\.week) == Array(4...40))
        for week in table.weeks {
            #expect(!week.size.isEmpty && !week.motherMayFeel.isEmpty && !week.baby.isEmpty)
        }
    }

    @Test func eachWeekIsInItsTrimester() {
        #expect(table.weeks.filter { $0.trimester == .first }.map(\.week) == Array(4...13))
        #expect(table.weeks.filter { $0.trimester == .second }.map(\.week) == Array(14...27))
        #expect(table.weeks.filter { $0.trimester == .third }.map(\.week) == Array(28...40))
    }

    @Test func entryIsLookedUpByCompletedWeeks() {
        #expect(table.entry(for: GestationalAge(weeks: 20, days: 6))?.week == 20)
        #expect(table.entry(for: GestationalAge(weeks: 2))?.week == 4)
        #expect(table.entry(for: GestationalAge(weeks: 41, days: 3))?.week == 40)
    }
}

/// Seed 004 DR5.FR7.2: a view of the week's fact keeps the week and its trimester only.
@Suite struct BabyDevelopmentViewTests {
    @Test("Seed 004 DR5.FR7.2: a view's trimester is its week's; a negative week is refused")
    func viewsKeepTheirWeeksTrimester() throws {
        let at = Date(timeIntervalSince1970: 1_790_000_000)
        #expect(try BabyDevelopmentView(week: 13, viewedAt: at).trimester == .first)
        #expect(try BabyDevelopmentView(at: GestationalAge(weeks: 14, days: 6), viewedAt: at).week == 14)
        #expect(try BabyDevelopmentView(week: 28, viewedAt: at).trimester == .third)
        #expect(throws: BabyDevelopmentViewError.negativeWeek(-1)) { try BabyDevelopmentView(week: -1, viewedAt: at) }
        #expect(Trimester.allCases.map(\.name) == ["first", "second", "third"])
        #expect(Trimester(name: "second") == .second && Trimester(name: "2nd") == nil)
    }
}
