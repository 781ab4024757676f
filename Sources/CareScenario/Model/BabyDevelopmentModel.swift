import CareModel

/// The week's baby-development fact on the home screen (seed 004, DR5.FR7.2 and DR5.PR5.2:
/// the baby's size compared with a fruit or vegetable, the trimester, what the mother may be
/// experiencing, week by week): on a day a person uses the app they open the fact of their
/// week that day with the planted chance of their trimester, interest growing as birth
/// nears.
public struct BabyDevelopmentModel: Hashable, Sendable {
    /// The chance of opening the week's fact on a day in the app in the first, second and
    /// third trimester.
    public var firstChance: Double
    public var secondChance: Double
    public var thirdChance: Double

    /// Creates the model.
    public init(firstChance: Double, secondChance: Double, thirdChance: Double) {
        self.firstChance = firstChance
        self.secondChance = secondChance
        self.thirdChance = thirdChance
    }

    /// The chance of opening the fact on a day in the app in `trimester`.
    public func viewChance(in trimester: Trimester) -> Double {
        switch trimester {
        case .first: firstChance
        case .second: secondChance
        case .third: thirdChance
        }
    }
}
