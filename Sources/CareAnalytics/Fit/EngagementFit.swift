import CareStats
import Foundation

/// The engagement, dropout and missing-data mechanism of one segment, fitted by maximum
/// likelihood to people's days of use under the simulator's own model (`Scenarios/README.md`,
/// "How a simulated person lives"):
///
/// - each person's chance of using the app at full engagement, L, is drawn from a beta
///   distribution of mean m and concentration κ (a = mκ, b = (1 − m)κ);
/// - on day t engagement is f + (1 − f) 2^(−t / H) (floor f, half-life H);
/// - each day a person drops out for good with the hazard h, unseen: a person's dropout is
///   any day after their last day of use (or none), summed over;
/// - under MAR logging the log-odds of using the app fall by s per symptom point logged the
///   day before.
///
/// L is integrated out by 32-node Gauss-Legendre quadrature over (0, 1). A parameter the
/// data put at its bound (no dropout seen, no decay, everyone alike) is fixed there and
/// reported without an interval.
public struct EngagementFit: Hashable, Sendable {
    /// m, the mean chance of using the app on a day at full engagement.
    public var loggingMean: FittedValue
    /// κ, the concentration of people's chances (a + b of their beta distribution); nil when
    /// everyone is alike.
    public var loggingConcentration: FittedValue?
    /// f, the share of engagement that never decays; nil without decay.
    public var floor: FittedValue?
    /// H, the half-life of engagement in days; nil without decay.
    public var halfLifeDays: FittedValue?
    /// h, the daily dropout hazard; nil when no dropout is seen.
    public var dropoutHazard: FittedValue?
    /// s, the fall in the log-odds of using the app per symptom point logged the day before
    /// (MAR); 0 when no symptom was logged.
    public var marStrength: FittedValue
    /// The people the fit read (every k-th person of a large population).
    public var people: Int

    /// The most people the likelihood reads; every k-th person beyond it.
    static let maxPeople = 1_000

    /// The parameters on the fitting scale: logit m, log κ, logit f, log H, logit h, s.
    private enum Parameter: Int, CaseIterable {
        case mean, concentration, floor, halfLife, hazard, strength
    }

    /// Fits the model to `sample`'s days of use. Each person is followed from the study's
    /// first day when most people began within its first week (a simulated or enrolled
    /// cohort), else from their own first day of use.
    static func fit(_ sample: FitSample) throws(StatisticsError) -> EngagementFit {
        let step = max(1, (sample.people.count + maxPeople - 1) / maxPeople)
        let chosen = stride(from: 0, to: sample.people.count, by: step).map { sample.people[$0] }
        let firsts = chosen.compactMap(\.firstDay)
        let commonStart = firsts.filter { $0 < 7 }.count * 10 >= firsts.count * 9
        let histories = chosen.compactMap { person -> EngagementLikelihood.History? in
            let start = commonStart ? 0 : (person.firstDay ?? person.logged.count)
            guard start < person.logged.count else { return nil }
            let points = person.points[start...].map { Int($0.rounded()) }
            return EngagementLikelihood.History(logged: Array(person.logged[start...]), yesterdayPoints: [0] + points.dropLast())
        }
        guard histories.count >= 2 else { throw .tooFewGroups(needed: 2, got: histories.count) }
        let model = EngagementLikelihood(histories: histories)
        let days = Double(histories.map(\.logged.count).max() ?? 1)

        // Start from the share of days of use up to each person's last, and a hazard of one
        // dropout per the days of those who stopped well before the end.
        let used = histories.reduce(0) { $0 + $1.logged.filter { $0 }.count }
        let seen = histories.reduce(0) { $0 + $1.lastDay + 1 }
        let share = min(max(Double(used) / Double(max(seen, 1)), 0.05), 0.95)
        let stopped = histories.filter { $0.lastDay < $0.logged.count - 7 }.count
        let hazard = min(max(Double(stopped) / Double(max(seen, 1)), 1e-4), 0.5)
        let start = [log(share / (1 - share)), log(10.0), 0.0, log(days), log(hazard / (1 - hazard)), 0.0]
        let first = try NelderMead(step: 0.5, sizeTolerance: 1e-4, valueTolerance: 1e-3, patience: 200)
            .minimum(of: { -model.value(Self.full($0)) }, from: start)
        var fixed = [Int: Double]()
        let at = first.point
        if at[Parameter.hazard.rawValue] < -11 { fixed[Parameter.hazard.rawValue] = -40 }
        if at[Parameter.halfLife.rawValue] > log(40 * days) || at[Parameter.floor.rawValue] > 9 {
            fixed[Parameter.halfLife.rawValue] = log(1e12)
            fixed[Parameter.floor.rawValue] = 40
        }
        if at[Parameter.floor.rawValue] < -9, fixed[Parameter.floor.rawValue] == nil { fixed[Parameter.floor.rawValue] = -40 }
        if at[Parameter.concentration.rawValue] > 9 { fixed[Parameter.concentration.rawValue] = log(1e6) }
        if !histories.contains(where: { $0.yesterdayPoints.contains { $0 > 0 } }) { fixed[Parameter.strength.rawValue] = 0 }
        let free = Parameter.allCases.map(\.rawValue).filter { fixed[$0] == nil }
        func assemble(_ values: [Double]) -> [Double] {
            var theta = at
            for (i, value) in fixed { theta[i] = value }
            for (i, value) in zip(free, values) { theta[i] = value }
            return theta
        }
        let fit = try MaximumLikelihood(maximising: { model.value(Self.full(assemble($0))) }, from: free.map { at[$0] })
        func value(_ parameter: Parameter, _ transform: (Double) -> Double) -> FittedValue? {
            guard let k = free.firstIndex(of: parameter.rawValue) else { return nil }
            return .wald(fit.estimate[k], standardError: fit.standardError(k), transform)
        }
        let logistic = { (x: Double) in 1 / (1 + exp(-x)) }
        let halfLife = value(.halfLife, exp)
        // A decay down to nothing has its floor at the bound 0.
        let floor = value(.floor, logistic) ?? halfLife.map { _ in FittedValue(0, lower: 0, upper: 0) }
        return EngagementFit(
            loggingMean: value(.mean, logistic)!,
            loggingConcentration: value(.concentration, exp),
            floor: floor,
            halfLifeDays: halfLife,
            dropoutHazard: value(.hazard, logistic),
            marStrength: value(.strength, { $0 }) ?? FittedValue(0, lower: 0, upper: 0),
            people: histories.count)
    }

    /// The parameters on the fitting scale, clamped so that no value overflows.
    private static func full(_ theta: [Double]) -> [Double] {
        theta.map { min(max($0, -40), 40) }
    }
}
