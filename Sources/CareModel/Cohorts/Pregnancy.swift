/// A pregnancy dated by its due date, from which the cohort, the gestational age and the
/// trimester follow (seed 004, DR1.FR1.1 and DR5.FR7.2).
///
/// Dating follows Naegele's rule as ACOG uses it: the estimated due date is the first day
/// of the last menstrual period plus 280 days (ACOG Committee Opinion 700, "Methods for
/// Estimating the Due Date", 2017). Gestational age on a day is therefore 280 days minus the
/// days left until the due date.
public struct Pregnancy: Hashable, Codable, Sendable {
    /// Days from the last menstrual period to the due date (40 weeks).
    public static let daysFromLastPeriodToDueDate = 280

    /// The estimated due date.
    public var dueDate: CalendarDay

    /// A pregnancy with a known due date (the seed's sign-up asks for it).
    public init(dueDate: CalendarDay) {
        self.dueDate = dueDate
    }

    /// A pregnancy dated from the first day of the last menstrual period (Naegele's rule).
    public init(lastMenstrualPeriod: CalendarDay) {
        self.init(dueDate: lastMenstrualPeriod.adding(days: Self.daysFromLastPeriodToDueDate))
    }

    /// The first day of the last menstrual period implied by the due date.
    public var lastMenstrualPeriod: CalendarDay {
        dueDate.adding(days: -Self.daysFromLastPeriodToDueDate)
    }

    /// The cohort the user joins (due month).
    public var cohort: Cohort { Cohort(dueDate: dueDate) }

    /// Gestational age on `day` (negative before the last menstrual period).
    public func gestationalAge(on day: CalendarDay) -> GestationalAge {
        GestationalAge(days: Self.daysFromLastPeriodToDueDate - day.days(to: dueDate))
    }
}
