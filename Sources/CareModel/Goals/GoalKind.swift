/// What a goal is about (seed 000, Req 16: "exercise, PT, water goal, step goal, stand goal,
/// etc."): one of the four the app offers, or a goal the person names.
public enum GoalKind: Hashable, Sendable, CustomStringConvertible {
    /// Water drunk, in glasses or millilitres.
    case water
    /// Steps walked.
    case steps
    /// Hours in which the person stood.
    case stand
    /// Minutes of exercise.
    case exercise
    /// A goal of the person's own, e.g. physiotherapy exercises, with its name.
    case custom(String)

    /// The names of the kinds the app offers, as scenarios and stored rows write them.
    public static let offered = ["water", "steps", "stand", "exercise"]

    /// The kind named `name`: one of ``offered``, anything else a custom goal.
    public init(name: String) {
        switch name {
        case "water": self = .water
        case "steps": self = .steps
        case "stand": self = .stand
        case "exercise": self = .exercise
        default: self = .custom(name)
        }
    }

    /// The kind's name: `water`, `steps`, `stand`, `exercise` or the custom goal's name.
    public var description: String {
        switch self {
        case .water: "water"
        case .steps: "steps"
        case .stand: "stand"
        case .exercise: "exercise"
        case .custom(let name): name
        }
    }

    /// The units a target of this kind may be set in, the first the usual one; any unit
    /// for a custom goal.
    public var units: [GoalUnit] {
        switch self {
        case .water: [.glasses, .millilitres]
        case .steps: [.steps]
        case .stand: [.hours]
        case .exercise: [.minutes]
        case .custom: GoalUnit.allCases
        }
    }

    /// A target the app would suggest for the kind, for examples in messages.
    public var exampleTarget: GoalTarget {
        switch self {
        case .water: GoalTarget(uncheckedAmount: 8, unit: .glasses)
        case .steps: GoalTarget(uncheckedAmount: 8000, unit: .steps)
        case .stand: GoalTarget(uncheckedAmount: 12, unit: .hours)
        case .exercise: GoalTarget(uncheckedAmount: 30, unit: .minutes)
        case .custom: GoalTarget(uncheckedAmount: 1, unit: .times)
        }
    }
}
