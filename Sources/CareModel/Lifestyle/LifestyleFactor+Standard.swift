extension LifestyleFactor {
    /// The seed's examples (Req 10: exercise/activity, diet, water intake, stress,
    /// caffeine, sleep), in that order.
    ///
    /// The band edges are CareLab's choices, each anchored to a published figure so that
    /// "moderate" sits around the usual recommendation:
    /// - exercise, minutes: below 20 / 20 to under 45 / 45 or more. WHO's 2020 guidelines
    ///   on physical activity recommend 150-300 minutes of moderate activity a week for
    ///   adults, 21-43 minutes a day. Steps are allowed too, without a level mapping.
    /// - diet, servings of fruit and vegetables: below 3 / 3 to under 5 / 5 or more. WHO
    ///   recommends at least 400 g, five portions of 80 g, a day.
    /// - water, ml of drinks: below 1,000 / 1,000 to under 2,000 / 2,000 or more. EFSA's
    ///   2010 adequate intakes are 2.0 L (women) and 2.5 L (men) of water a day from all
    ///   sources, about 80 % of it from drinks.
    /// - stress: a level only; there is no unit for it.
    /// - caffeine, mg: below 100 / 100 to under 400 / 400 or more. An 8-ounce cup of coffee
    ///   holds about 80-100 mg, and the FDA gives 400 mg a day as an amount not generally
    ///   associated with negative effects in healthy adults.
    /// - sleep, hours: below 7 / 7 to under 9 / 9 or more. The National Sleep Foundation
    ///   recommends 7-9 hours for adults aged 18-64 (Hirshkowitz et al., Sleep Health
    ///   2015;1:40-43).
    public static let standard: [LifestyleFactor] = [exercise, diet, water, stress, caffeine, sleep]

    /// Exercise or activity, in minutes or steps, or as a level (Req 10, 12).
    public static let exercise = standardFactor("exercise", [.minutes, .steps],
                                                scale: (.minutes, 20, 45, [10, 30, 60]))
    /// Diet, in servings of fruit and vegetables, or as a level.
    public static let diet = standardFactor("diet", [.servings], scale: (.servings, 3, 5, [2, 4, 6]))
    /// Water intake, in ml, or as a level.
    public static let water = standardFactor("water", [.millilitres], scale: (.millilitres, 1000, 2000, [500, 1500, 2500]))
    /// Stress, as a level only.
    public static let stress = standardFactor("stress", [], scale: nil)
    /// Caffeine, in mg, or as a level (the seed's own example, Req 12).
    public static let caffeine = standardFactor("caffeine", [.milligrams], scale: (.milligrams, 100, 400, [50, 200, 400]))
    /// Sleep, in hours, or as a level.
    public static let sleep = standardFactor("sleep", [.hours], scale: (.hours, 7, 9, [6, 8, 10]))

    private static func standardFactor(
        _ name: String, _ units: [FactorUnit],
        scale: (unit: FactorUnit, moderate: Double, aLot: Double, amounts: [Double])?
    ) -> LifestyleFactor {
        do {
            let levelScale = try scale.map { (s) throws(LifestyleFactorError) in
                try FactorLevelScale(unit: s.unit, moderateFrom: s.moderate, aLotFrom: s.aLot, representative: [
                    .aLittle: s.amounts[0], .moderate: s.amounts[1], .aLot: s.amounts[2],
                ])
            }
            return try LifestyleFactor(name: name, units: units, allowsLevel: true, scale: levelScale)
        } catch {
            preconditionFailure("standard factor \(name): \(error)")
        }
    }
}
