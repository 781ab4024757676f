/// How a goal is found met (seed 000, Req 16: "check the task/goal off the list once
/// completed"): by the person checking it off by hand, or by a measured amount (steps from
/// the phone, water logged glass by glass) reaching the target in the period.
public enum GoalMethod: String, CaseIterable, Codable, Sendable {
    /// The person checks the goal off by hand.
    case checkedOff = "checked_off"
    /// An amount measured over the period is compared with the target.
    case measured
}
