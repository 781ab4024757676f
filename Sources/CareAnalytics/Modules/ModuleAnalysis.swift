import CareModel
import CareStats
import CareStore
import Foundation

/// Computes a ``ModuleReport`` in one pass over the people of a run (seed 004, DR8).
///
/// The PHQ-9 change is the within-person (fixed-effects) regression of each scored PHQ-9
/// total on whether a learning module was completed after the person's previous PHQ-9 (any
/// response, scored or not; for the first, since the start) and before this one, with
/// standard errors clustered by person (``CareStats/LinearRegression/withinSubjects(y:predictors:subjects:level:)``).
public struct ModuleAnalysis: Sendable {
    /// The rule that decides which attempts pass.
    public var scoring: ModuleScoring
    /// The modules whose completion counts for the PHQ-9 change; every module when nil.
    public var effectModules: Set<String>?

    /// Creates the analysis.
    public init(scoring: ModuleScoring = .standard, effectModules: Set<String>? = nil) {
        self.scoring = scoring
        self.effectModules = effectModules
    }

    /// Runs the analysis over `database`; a database without modules gives a report of none.
    public func run(on database: CareDatabase) throws(AnalysisError) -> ModuleReport {
        // Reading every usage row is the expensive part: a run without modules skips it.
        let hasModules: Bool
        do { hasModules = try !database.eventLabels(of: [.module]).isEmpty } catch { throw .store(error) }
        guard hasModules else {
            return ModuleReport(people: try Self.personCount(database), opened: 0, openers: 0,
                                passMark: scoring.passMark, summaries: [], phq9Change: nil)
        }
        var people = 0, opened = 0, openers = 0
        var sums: [Key: Sums] = [:]
        var totals: [Double] = [], after: [Double] = [], subjects: [Int] = []
        try database.people(reading: [.module, .score, .usage]) { log in
            people += 1
            let opens = log.usageEvents.count { $0.kind == .learningModule }
            opened += opens
            if opens > 0 { openers += 1 }
            for attempt in log.moduleAttempts {
                for group in ["all"] + (log.cohort.map { [$0] } ?? []) {
                    sums[Key(module: attempt.module, group: group), default: Sums()].add(attempt, person: log.personID,
                                                                                            passes: scoring.passes(attempt))
                }
            }
            var previous: Date?
            for answer in log.questionnaires.sorted(by: { $0.at < $1.at }) where answer.score.questionnaire == .phq9 {
                defer { previous = answer.at }
                guard let total = answer.score.total else { continue }
                let since = log.moduleAttempts.contains { attempt in
                    attempt.at < answer.at && (previous.map { attempt.at > $0 } ?? true)
                        && (effectModules?.contains(attempt.module) ?? true)
                }
                totals.append(Double(total))
                after.append(since ? 1 : 0)
                subjects.append(log.personID)
            }
        }
        let keys = sums.keys.sorted { ($0.module, $0.group == "all" ? "" : $0.group) < ($1.module, $1.group == "all" ? "" : $1.group) }
        return ModuleReport(
            people: people, opened: opened, openers: openers, passMark: scoring.passMark,
            summaries: keys.map { sums[$0]!.summary(module: $0.module, group: $0.group) },
            phq9Change: Self.phq9Change(totals: totals, after: after, subjects: subjects))
    }

    /// The within-person regression of PHQ-9 totals on the module indicator; nil when it is
    /// undefined (fewer than two people with both kinds of response).
    static func phq9Change(totals: [Double], after: [Double], subjects: [Int]) -> ModuleReport.PHQ9Change? {
        var kinds: [Int: Set<Double>] = [:]
        for (subject, flag) in zip(subjects, after) { kinds[subject, default: []].insert(flag) }
        let people = kinds.values.count { $0.count == 2 }
        guard people >= 2,
              let fit = try? LinearRegression.withinSubjects(
                  y: totals, predictors: [Predictor(name: "module_since_previous", values: after)], subjects: subjects),
              let term = fit.term(named: "module_since_previous")
        else { return nil }
        return ModuleReport.PHQ9Change(estimate: term.estimate, interval: term.interval, pValue: term.pValue,
                                       responses: totals.count, afterModule: after.count { $0 == 1 }, people: people)
    }

    private static func personCount(_ database: CareDatabase) throws(AnalysisError) -> Int {
        do { return try database.personCount() } catch { throw .store(error) }
    }

    private struct Key: Hashable {
        var module: String
        var group: String
    }

    /// Running totals of one module in one group.
    private struct Sums {
        var scores: [Double] = [], persons: [Int] = [], passed = 0
        var correct: [Int] = [], answered: [Int] = []

        mutating func add(_ attempt: ModuleAttempt, person: Int, passes: Bool) {
            scores.append(attempt.score)
            persons.append(person)
            if passes { passed += 1 }
            for (index, isCorrect) in attempt.isCorrect.enumerated() {
                if index >= correct.count {
                    correct.append(0)
                    answered.append(0)
                }
                answered[index] += 1
                if isCorrect { correct[index] += 1 }
            }
        }

        func summary(module: String, group: String) -> ModuleReport.Summary {
            ModuleReport.Summary(
                module: module, group: group, attempts: scores.count, people: Set(persons).count,
                meanScore: GroupMean.mean(scores, people: persons), passed: passed,
                questions: group == "all"
                    ? zip(correct, answered).compactMap { try? Proportion.wilson(successes: $0, trials: $1) } : [])
        }
    }
}
