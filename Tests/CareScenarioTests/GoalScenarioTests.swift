import CareModel
import Testing
@testable import CareScenario

/// Seed 000 Req 16: the `goals` section of a scenario, read and checked at its place.
@Suite struct GoalScenarioTests {
    /// `ScenarioLoaderTests.valid` (25 lines) with `goals:` on line 26 and the goal on line 27.
    static let steps = "{kind: steps, target: 8000, repeat: daily, share: 0.6, check_off_share: 0.1, attainment: {beta: [6, 4]}}"

    static func yaml(_ goals: String...) -> String {
        ScenarioLoaderTests.valid + "\ngoals:\n" + goals.map { "  - " + $0 }.joined(separator: "\n")
    }

    func error(_ goal: String) -> ScenarioError? {
        do {
            _ = try ScenarioLoader.parse(Self.yaml(goal), file: "s.yaml")
            return nil
        } catch {
            return error
        }
    }

    @Test("Seed 000 Req 16: goals are read with their target, period and planted attainment")
    func goalsAreRead() throws {
        let scenario = try ScenarioLoader.parse(Self.yaml(
            Self.steps, "{name: 10k walk, kind: steps, target: 10000, repeat: once, date: 2026-03-04, attainment: 0.5}",
            "{name: physiotherapy, kind: custom, target: 3, unit: times, repeat: weekly, check_off_share: 1, attainment: 0.7}"),
            file: "s.yaml")
        #expect(scenario.goals.count == 3)
        let steps = try #require(scenario.goals.first)
        #expect(steps == GoalModel(name: "steps", kind: .steps, target: try GoalTarget(amount: 8000, unit: .steps),
                                   repeats: .daily, day: scenario.startDay, share: 0.6, checkOffShare: 0.1,
                                   attainment: .beta(a: 6, b: 4)))
        #expect(scenario.goals[1].repeats == .once && scenario.goals[1].day == CalendarDay(year: 2026, month: 3, day: 4))
        #expect(scenario.goals[2].kind == .custom("physiotherapy") && scenario.goals[2].target.unit == .times)
        #expect(try ScenarioLoader.parse(ScenarioLoaderTests.valid, file: "s.yaml").goals.isEmpty)
    }

    /// Adding no goals keeps a scenario's fingerprint: goals were added after scenarios
    /// were first fingerprinted.
    @Test("Seed 000 Req 16: a scenario without goals keeps its canonical text")
    func noGoalsKeepTheFingerprint() throws {
        let text = try ScenarioLoader.parse(ScenarioLoaderTests.valid, file: "s.yaml").canonicalText
        #expect(!text.contains("goals"))
        #expect(try ScenarioLoader.parse(Self.yaml(Self.steps), file: "s.yaml").canonicalText.contains("goals"))
    }

    @Test("Seed 000 Req 16: a goal without a target is refused at its place, with what was expected and an example")
    func goalWithoutTargetIsRefused() throws {
        let error = try #require(self.error(Self.steps.replacingOccurrences(of: "target: 8000, ", with: "")))
        #expect(error.description.hasPrefix("s.yaml:27:"), "\(error)")
        #expect(error.problem == .missingValue(key: "goals[0].target", expected: "the amount to reach in each period, above 0",
                                               example: "target: 8000, unit: steps"), "\(error)")
    }

    @Test("Seed 000 Req 16: an unknown kind is refused with the closest kind")
    func unknownKindIsRefused() throws {
        let error = try #require(self.error(Self.steps.replacingOccurrences(of: "kind: steps", with: "kind: stepps")))
        #expect(error.problem == .unknownChoice(key: "goals[0].kind", value: "stepps",
                                                expected: ["water", "steps", "stand", "exercise", "custom"], suggestion: "steps"),
                "\(error)")
        #expect(error.description.hasPrefix("s.yaml:27:"), "\(error)")
    }

    @Test("Seed 000 Req 16: a target of 0 or less is refused with an example", arguments: ["0", "-200"])
    func targetNotAboveZeroIsRefused(target: String) throws {
        let error = try #require(self.error(Self.steps.replacingOccurrences(of: "target: 8000", with: "target: \(target)")))
        #expect(error.description.hasPrefix("s.yaml:27:"), "\(error)")
        #expect(error.description.contains("'goals[0].target'") && error.description.contains("above 0, e.g. 8000 steps"),
                "\(error)")
    }

    @Test("Seed 000 Req 16: a unit the kind is not counted in is refused with the closest unit")
    func unitOfAnotherKindIsRefused() throws {
        let error = try #require(self.error(Self.steps.replacingOccurrences(of: "kind: steps", with: "kind: water, unit: glases")))
        #expect(error.problem == .unknownChoice(key: "goals[0].unit", value: "glases", expected: ["glasses", "ml"],
                                                suggestion: "glasses"), "\(error)")
    }

    @Test("Seed 000 Req 16: a one-off goal without its day, or with a day outside the run, is refused")
    func oneOffGoalNeedsADayOfTheRun() throws {
        let missing = try #require(self.error(Self.steps.replacingOccurrences(of: "repeat: daily", with: "repeat: once")))
        guard case .missingValue(let key, _, let example) = missing.problem else { Issue.record("\(missing)"); return }
        #expect(key == "goals[0].date" && example.hasPrefix("date: 2026-03-"), "\(missing)")
        let outside = try #require(self.error(Self.steps.replacingOccurrences(of: "repeat: daily",
                                                                             with: "repeat: once, date: 2026-04-01")))
        #expect(outside.description.contains("a day of the run, 2026-03-02 to 2026-03-06"), "\(outside)")
    }

    /// The analysis estimates attainment by kind and period: two goals of one kind and
    /// period could not be told apart.
    @Test("Seed 000 Req 16: two goals of the same kind and period are refused")
    func duplicateKindAndPeriodIsRefused() throws {
        let error: ScenarioError
        do {
            _ = try ScenarioLoader.parse(Self.yaml(Self.steps, Self.steps.replacingOccurrences(of: "8000", with: "10000")),
                                         file: "s.yaml")
            Issue.record("read")
            return
        } catch let caught {
            error = caught
        }
        #expect(error.problem == .duplicateName(key: "goals[1]", name: "steps daily"), "\(error)")
    }
}
