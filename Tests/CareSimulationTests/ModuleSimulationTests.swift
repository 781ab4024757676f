import Testing
@testable import CareSimulation

/// Seed 004 DR8 (issue 18: "a module lowers next week's PHQ-9"): how the planted effect
/// lowers a PHQ-9's answers.
@Suite struct ModuleSimulationTests {
    /// Lowered one point at a time from the highest of items 1-8 (the first on ties), item 9
    /// last, never below 0; worked by hand.
    @Test("Seed 004 DR8: the effect lowers the PHQ-9 answers from the highest item, never below 0", arguments: [
        ([2, 3, 1, 0, 0, 0, 0, 0, 1], 2, [1, 2, 1, 0, 0, 0, 0, 0, 1]),
        ([2, 2, 0, 0, 0, 0, 0, 0, 0], 3, [0, 1, 0, 0, 0, 0, 0, 0, 0]),
        ([1, 0, 0, 0, 0, 0, 0, 0, 2], 3, [0, 0, 0, 0, 0, 0, 0, 0, 0]),
        ([0, 0, 0, 0, 0, 0, 0, 0, 0], 2, [0, 0, 0, 0, 0, 0, 0, 0, 0]),
        ([3, 3, 3, 3, 3, 3, 3, 3, 3], 0, [3, 3, 3, 3, 3, 3, 3, 3, 3]),
    ])
    func seed004DR8TheEffectLowersTheAnswers(answers: [Int], points: Int, lowered: [Int]) {
        #expect(ModuleSimulation.lowered(answers.map(Optional.some), by: points) == lowered.map(Optional.some))
    }
}
