/// The part of the day an entry belongs to (seed 000, Req 3 for symptoms, Req 11 for
/// lifestyle factors).
public enum TimeOfDay: String, CaseIterable, Codable, Sendable {
    case morning
    case afternoon
    case evening
    case night

    /// The part of the day that contains a local clock hour (0-23).
    ///
    /// Morning is 05:00-11:59, afternoon 12:00-16:59, evening 17:00-21:59 and night
    /// 22:00-04:59, the usual split for diary studies.
    public init(hour: Int) {
        switch hour {
        case 5..<12: self = .morning
        case 12..<17: self = .afternoon
        case 17..<22: self = .evening
        default: self = .night
        }
    }

    /// The local hours (0-23) that belong to this part of the day, in clock order.
    public var hours: [Int] {
        switch self {
        case .morning: Array(5..<12)
        case .afternoon: Array(12..<17)
        case .evening: Array(17..<22)
        case .night: [22, 23, 0, 1, 2, 3, 4]
        }
    }
}
