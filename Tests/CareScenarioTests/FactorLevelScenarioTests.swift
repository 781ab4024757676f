import CareModel
import Testing
@testable import CareScenario

/// Seed 000 Req 12: factors declared with `unit: level`, their bands, and bad input.
@Suite struct FactorLevelScenarioTests {
    /// `ScenarioLoaderTests.valid` with its factor replaced by `factor` (from line 18 on).
    static func scenario(factor: String) -> String {
        ScenarioLoaderTests.valid.replacingOccurrences(of: """
              - name: caffeine
                unit: mg
                mean: 180
            """, with: factor)
    }

    func read(_ factor: String) throws -> FactorModel {
        try #require(try ScenarioLoader.parse(Self.scenario(factor: factor), file: "s.yaml").factors.first)
    }

    func error(_ factor: String) -> String? {
        ScenarioLoaderTests().error(Self.scenario(factor: factor))?.description
    }

    @Test func req12ALevelFactorIsOnTheLevelScaleByDefaultAndTakesALevelsName() throws {
        let model = try read("""
              - name: caffeine
                unit: level
                mean: a lot
                within_sd: 0.5
            """)
        #expect(model.logging == .level(.levelScale))
        #expect(model.logging.unitName == "level")
        #expect(model.mean == 3)
    }

    @Test func req12TheStandardScaleIsTheDocumentedMapping() throws {
        let model = try read("""
              - name: caffeine
                unit: level
                scale: standard
                mean: 180
            """)
        #expect(model.logging == .level(FactorLevelBands(unit: .milligrams, moderateFrom: 100, aLotFrom: 400)))
    }

    @Test func req12AStatedScaleIsRead() throws {
        let model = try read("""
              - name: caffeine
                unit: level
                scale: {unit: minutes, moderate_from: 20, a_lot_from: 45}
                mean: 30
            """)
        #expect(model.logging.levelBands == FactorLevelBands(unit: .minutes, moderateFrom: 20, aLotFrom: 45))
    }

    @Test(arguments: [
        ("""
              - name: caffeine
                unit: level
                mean: lots
            """, "s.yaml:20:11: 'factors[0].mean' is lots, expected a level from 1 to 3 or one of a little, moderate, a lot"),
        ("""
              - name: caffeine
                unit: level
                mean: 4
            """, "s.yaml:20:11: 'factors[0].mean' is 4, expected a level from 1 to 3 or one of a little, moderate, a lot"),
        ("""
              - name: caffeine
                unit: levle
                mean: 2
            """, "s.yaml:19:11: 'factors[0].unit' is levle, expected one of mg, ml, minutes, hours, steps, servings, level"),
        ("""
              - name: caffeine
                unit: level
                scale: {unit: minutes, moderate_from: 45, a_lot_from: 20}
                mean: 2
            """, "s.yaml:20:59: 'factors[0].scale.a_lot_from' is 20, expected more than moderate_from (45), which is above 0"),
        ("""
              - name: caffeine
                unit: level
                scale: {unit: minutes, moderate: 20, a_lot_from: 45}
                mean: 2
            """, "s.yaml:20:28: unknown key 'moderate' (did you mean 'moderate_from'?)"),
        ("""
              - name: caffeine
                unit: mg
                scale: standard
                mean: 2
            """, "s.yaml:20:12: 'factors[0].scale' must be absent (only a factor with unit level has a scale), found a scale"),
        ("""
              - name: stress
                unit: level
                scale: standard
                mean: 2
            """, "s.yaml:20:12: 'factors[0].scale' is standard, expected {unit, moderate_from, a_lot_from}: 'stress' has no documented scale (exercise, diet, water, caffeine, sleep have one)"),
    ])
    func req12BadLevelInputNamesItsPlace(factor: String, message: String) {
        #expect(error(factor) == message)
    }
}
