/// Time since the first day of the last menstrual period, in completed weeks and days
/// (e.g. 12 weeks 3 days, written 12w3d).
public struct GestationalAge: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// Whole days since the last menstrual period.
    public var totalDays: Int

    /// Creates an age of `days` days.
    public init(days: Int) {
        totalDays = days
    }

    /// Creates an age of `weeks` completed weeks and `days` days.
    public init(weeks: Int, days: Int = 0) {
        totalDays = weeks * 7 + days
    }

    /// Completed weeks (rounded down, also before the last period).
    public var weeks: Int { totalDays >= 0 ? totalDays / 7 : -((-totalDays + 6) / 7) }

    /// Days beyond the completed weeks, 0-6.
    public var days: Int { totalDays - weeks * 7 }

    /// The trimester: first up to 13w6d, second 14w0d-27w6d, third from 28w0d (ACOG's
    /// definition, e.g. ACOG patient FAQ "How Your Fetus Grows During Pregnancy"). Nil
    /// before the last menstrual period.
    public var trimester: Trimester? {
        switch weeks {
        case ..<0: nil
        case 0...13: .first
        case 14...27: .second
        default: .third
        }
    }

    /// The term category (ACOG Committee Opinion 579, "Definition of Term Pregnancy",
    /// 2013): preterm before 37w0d, early term 37w0d-38w6d, full term 39w0d-40w6d, late term
    /// 41w0d-41w6d, post-term from 42w0d.
    public var term: TermCategory {
        switch weeks {
        case ..<37: .preterm
        case 37...38: .earlyTerm
        case 39...40: .fullTerm
        case 41: .lateTerm
        default: .postTerm
        }
    }

    /// `12w3d`.
    public var description: String { "\(weeks)w\(days)d" }

    public static func < (lhs: GestationalAge, rhs: GestationalAge) -> Bool { lhs.totalDays < rhs.totalDays }
}

/// A third of a pregnancy (seed 004, DR5.FR7.2: "first, second, or third trimester").
public enum Trimester: Int, CaseIterable, Codable, Sendable {
    /// Weeks 0-13.
    case first = 1
    /// Weeks 14-27.
    case second = 2
    /// Week 28 to birth.
    case third = 3
}

/// ACOG's categories of term (Committee Opinion 579, 2013).
public enum TermCategory: String, CaseIterable, Codable, Sendable {
    /// Before 37w0d.
    case preterm
    /// 37w0d-38w6d.
    case earlyTerm
    /// 39w0d-40w6d.
    case fullTerm
    /// 41w0d-41w6d.
    case lateTerm
    /// From 42w0d.
    case postTerm
}
