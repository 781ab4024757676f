/// The unit of a goal's target and of the amounts measured against it (seed 000, Req 16).
public enum GoalUnit: String, CaseIterable, Codable, Sendable {
    /// Glasses of water.
    case glasses
    /// Millilitres of water.
    case millilitres = "ml"
    /// Steps.
    case steps
    /// Hours (stand hours: hours in which the person stood for at least a minute).
    case hours
    /// Minutes (of exercise).
    case minutes
    /// Times done, for a custom goal checked off by count.
    case times
    /// Kilocalories of active energy (a move goal, as Apple Health's Activity rings set one).
    case kilocalories = "kcal"
}
