import CareModel
import Foundation
import Testing

/// Lifestyle factors and their measurements (seed 000, Req 10-12).
@Suite struct LifestyleFactorTests {
    @Test("Req 10: the standard factors are the seed's examples")
    func standardFactors() {
        #expect(LifestyleFactor.standard.map(\.name) == ["exercise", "diet", "water", "stress", "caffeine", "sleep"])
    }

    struct Fit: Sendable, CustomTestStringConvertible {
        var factor: LifestyleFactor
        var measurement: FactorMeasurement
        var error: LifestyleFactorError?
        var testDescription: String { "\(factor.name) \(measurement)" }
    }

    static let fits: [Fit] = [
        // Req 12's example: caffeine in exact mg or as a level.
        Fit(factor: .caffeine, measurement: .amount(95, .milligrams)),
        Fit(factor: .caffeine, measurement: .level(.aLot)),
        // Req 12: exercise as time spent.
        Fit(factor: .exercise, measurement: .amount(30, .minutes)),
        Fit(factor: .exercise, measurement: .amount(8000, .steps)),
        Fit(factor: .sleep, measurement: .amount(0, .hours)),
        Fit(factor: .stress, measurement: .level(.moderate)),
        Fit(factor: .caffeine, measurement: .amount(2, .hours),
            error: .unitNotAllowed(factor: "caffeine", unit: .hours, allowed: [.milligrams])),
        Fit(factor: .stress, measurement: .amount(3, .servings),
            error: .unitNotAllowed(factor: "stress", unit: .servings, allowed: [])),
        Fit(factor: .water, measurement: .amount(-250, .millilitres), error: .invalidAmount(factor: "water", value: -250)),
    ]

    @Test("Req 12: a measurement must fit its factor: a unit it allows, 0 or more, or a level", arguments: fits)
    func measurementFits(_ fit: Fit) throws {
        if let error = fit.error {
            #expect(throws: error) { try fit.factor.check(fit.measurement) }
        } else {
            try fit.factor.check(fit.measurement)
        }
    }

    @Test("Req 12: an amount that is not a number is refused")
    func notANumber() {
        #expect(throws: LifestyleFactorError.self) { try LifestyleFactor.water.check(.amount(.nan, .millilitres)) }
        #expect(throws: LifestyleFactorError.self) { try LifestyleFactor.water.check(.amount(.infinity, .millilitres)) }
    }

    @Test("Req 12: a level is refused for a factor measured only in amounts")
    func levelNotAllowed() throws {
        let alcohol = try LifestyleFactor(name: "alcohol", units: [.servings], allowsLevel: false)
        #expect(throws: LifestyleFactorError.levelNotAllowed(factor: "alcohol")) { try alcohol.check(.level(.aLittle)) }
    }

    /// Band edges from the documented mapping (LifestyleFactor.standard): each threshold
    /// belongs to the higher band, the amount just below it to the lower one.
    static let bands: [(LifestyleFactor, Double, FactorUnit, FactorLevel)] = [
        (.caffeine, 99.9, .milligrams, .aLittle), (.caffeine, 100, .milligrams, .moderate),
        (.caffeine, 399, .milligrams, .moderate), (.caffeine, 400, .milligrams, .aLot),
        (.sleep, 6.9, .hours, .aLittle), (.sleep, 7, .hours, .moderate), (.sleep, 9, .hours, .aLot),
        (.water, 999, .millilitres, .aLittle), (.water, 1000, .millilitres, .moderate), (.water, 2000, .millilitres, .aLot),
        (.exercise, 19, .minutes, .aLittle), (.exercise, 20, .minutes, .moderate), (.exercise, 45, .minutes, .aLot),
        (.diet, 2, .servings, .aLittle), (.diet, 3, .servings, .moderate), (.diet, 5, .servings, .aLot),
    ]

    @Test("Req 12: an exact amount maps to a level by the documented bands", arguments: bands)
    func amountToLevel(_ factor: LifestyleFactor, _ amount: Double, _ unit: FactorUnit, _ level: FactorLevel) {
        #expect(factor.level(of: .amount(amount, unit)) == level)
    }

    @Test("Req 12: a level maps to its representative amount, which maps back to the same level",
          arguments: LifestyleFactor.standard.filter { $0.scale != nil })
    func levelRoundTrip(_ factor: LifestyleFactor) throws {
        let unit = try #require(factor.scale?.unit)
        for level in FactorLevel.allCases {
            let amount = try #require(factor.amount(of: .level(level), in: unit))
            #expect(factor.level(of: .amount(amount, unit)) == level)
        }
    }

    @Test("Req 12: caffeine levels stand for 50, 200 and 400 mg")
    func caffeineAmounts() {
        #expect(FactorLevel.allCases.map { LifestyleFactor.caffeine.amount(of: .level($0), in: .milligrams) } == [50, 200, 400])
    }

    @Test("An amount in a unit without a mapping has no level, and stress has no amount")
    func noMapping() {
        #expect(LifestyleFactor.exercise.level(of: .amount(9000, .steps)) == nil)
        #expect(LifestyleFactor.stress.amount(of: .level(.aLot), in: .minutes) == nil)
    }

    @Test("Req 10: the user's own factor needs a name and a way to be measured; its mapping must be consistent")
    func ownFactorRules() throws {
        #expect(throws: LifestyleFactorError.emptyName) { try LifestyleFactor(name: " ", units: [.minutes], allowsLevel: true) }
        #expect(throws: LifestyleFactorError.noMeasurement(factor: "meditation")) {
            try LifestyleFactor(name: "meditation", units: [], allowsLevel: false)
        }
        #expect(throws: LifestyleFactorError.self) {
            try FactorLevelScale(unit: .minutes, moderateFrom: 30, aLotFrom: 10, representative: [.aLittle: 5, .moderate: 20, .aLot: 40])
        }
        // 25 is not in the "a lot" band (30 or more).
        #expect(throws: LifestyleFactorError.invalidScale(reason: "the amount for 'a lot' must lie in its band")) {
            try FactorLevelScale(unit: .minutes, moderateFrom: 10, aLotFrom: 30, representative: [.aLittle: 5, .moderate: 20, .aLot: 25])
        }
        let scale = try FactorLevelScale(unit: .hours, moderateFrom: 1, aLotFrom: 2,
                                         representative: [.aLittle: 0.5, .moderate: 1.5, .aLot: 3])
        #expect(throws: LifestyleFactorError.scaleUnitNotAllowed(factor: "meditation", unit: .hours)) {
            try LifestyleFactor(name: "meditation", units: [.minutes], allowsLevel: true, scale: scale)
        }
    }

    @Test("Req 10: the catalogue offers the standard factors and the user's own, and refuses unknown ones")
    func catalogue() throws {
        var catalogue = LifestyleFactorCatalogue()
        try catalogue.add(try LifestyleFactor(name: "Screen time", units: [.minutes, .hours], allowsLevel: false))
        #expect(throws: LifestyleFactorError.duplicateFactor(name: "Screen time")) {
            try catalogue.add(try LifestyleFactor(name: "screen time", units: [.hours], allowsLevel: false))
        }
        let entry = LifestyleFactorEntry(factor: "CAFFEINE", timestamp: Date(timeIntervalSince1970: 0),
                                         timeOfDay: .morning, measurement: .amount(80, .milligrams))
        #expect(try catalogue.check(entry).factor == "caffeine")
        var misspelt = entry
        misspelt.factor = "cafeine"
        #expect(throws: LifestyleFactorError.unknownFactor(name: "cafeine", suggestion: "caffeine")) {
            try catalogue.check(misspelt)
        }
        var wrongUnit = entry
        wrongUnit.factor = "screen time"
        #expect(throws: LifestyleFactorError.unitNotAllowed(factor: "Screen time", unit: .milligrams, allowed: [.minutes, .hours])) {
            try catalogue.check(wrongUnit)
        }
    }
}
