import CareStats
import Foundation

/// The log-likelihood of people's days of use under ``EngagementFit``'s model, with each
/// person's chance L integrated out by 32-node Gauss-Legendre quadrature over (0, 1).
///
/// A person last seen on day ℓ of T dropped out on some day D after ℓ (or never, D = T):
/// their likelihood at node L is Π_{t ≤ ℓ} P(day t) × Σ_D (1 − h)^D h^[D<T] Π_{ℓ<t<D} (1 − p_t).
/// Per evaluation the days' log-probabilities are tabulated per node (and per number of
/// symptom points the day before), and the sums over D as suffix sums per node, so a person
/// costs one lookup per day of use per node.
struct EngagementLikelihood {
    /// One person's days from their start.
    struct History {
        /// Whether each day was a day of use.
        var logged: [Bool]
        /// The symptom points logged the day before each day (0 for none).
        var yesterdayPoints: [Int]
        /// The last day of use, −1 for none.
        var lastDay: Int { logged.lastIndex(of: true) ?? -1 }
    }

    /// A person's days that enter the likelihood one by one: days of use, and days up to
    /// the last day of use whose log-odds the points of the day before shift.
    private struct Person {
        var days: [(day: Int, points: Int, logged: Bool)]
        var lastDay: Int
        var length: Int
        /// The points of the day after the last day of use (0 for none).
        var pointsAfterLast: Int
    }

    private let people: [Person]
    private let nodes: [Double]
    private let logNodeWeights: [Double]
    private let days: Int
    private let maxPoints: Int
    private let lengths: [Int]

    init(histories: [History]) {
        people = histories.map { history in
            let last = history.lastDay
            let days = (0..<max(0, last + 1)).compactMap { t -> (day: Int, points: Int, logged: Bool)? in
                history.logged[t] || history.yesterdayPoints[t] > 0 ? (t, history.yesterdayPoints[t], history.logged[t]) : nil
            }
            let after = last + 1 < history.logged.count ? history.yesterdayPoints[last + 1] : 0
            return Person(days: days, lastDay: last, length: history.logged.count, pointsAfterLast: after)
        }
        days = histories.map(\.logged.count).max() ?? 0
        maxPoints = histories.flatMap(\.yesterdayPoints).max() ?? 0
        lengths = Array(Set(histories.map(\.logged.count))).sorted()
        let rule = GaussLegendre(order: 32, from: 0, to: 1)
        nodes = rule.nodes
        logNodeWeights = rule.weights.map(log)
    }

    /// The log-likelihood at θ = (logit m, log κ, logit f, log H, logit h, s).
    func value(_ theta: [Double]) -> Double {
        let m = 1 / (1 + exp(-theta[0])), kappa = exp(theta[1])
        let floor = 1 / (1 + exp(-theta[2])), halfLife = exp(theta[3])
        let hazard = 1 / (1 + exp(-theta[4])), strength = theta[5]
        let a = max(m * kappa, 1e-3), b = max((1 - m) * kappa, 1e-3)
        // The beta density's kernel at the nodes, renormalised to sum to 1 (which stands for
        // its normalising constant, however peaked the density).
        var logWeights = zip(nodes, logNodeWeights).map { $1 + (a - 1) * log($0) + (b - 1) * log1p(-$0) }
        let total = Self.logSum(logWeights)
        logWeights = logWeights.map { $0 - total }
        let logStay = log1p(-hazard), logLeave = log(hazard)

        // logUse[j][t * (maxPoints + 1) + k]: log P(use on day t | node j, k points the day
        // before); logSkip likewise for no use.
        let width = maxPoints + 1
        var logUse = [[Double]](), logSkip = [[Double]]()
        // suffix[j][T][d] = log Σ_{D ≥ d} (1 − h)^D h^[D<T] Π_{t<D} (1 − p_t), per length T.
        var suffix = [[Int: [Double]]]()
        // skippedBefore[j][t] = Σ_{u<t} log(1 − p_u), unshifted.
        var skippedBefore = [[Double]]()
        for chance in nodes {
            var use = [Double](repeating: 0, count: days * width), skip = use
            var skipped = [Double](repeating: 0, count: days + 1)
            for t in 0..<days {
                let p = min(max(chance * (floor + (1 - floor) * exp2(-Double(t) / halfLife)), 1e-300), 1 - 1e-16)
                let logit = log(p) - log1p(-p)
                for k in 0..<width {
                    let z = logit - strength * Double(k)
                    use[t * width + k] = -Self.softplus(-z)
                    skip[t * width + k] = -Self.softplus(z)
                }
                skipped[t + 1] = skipped[t] + skip[t * width]
            }
            var byLength = [Int: [Double]]()
            for length in lengths {
                var sums = [Double](repeating: -.infinity, count: length + 2)
                for d in stride(from: length, through: 0, by: -1) {
                    let term = Double(d) * logStay + (d < length ? logLeave : 0) + skipped[d]
                    sums[d] = Self.logAdd(sums[d + 1], term)
                }
                byLength[length] = sums
            }
            logUse.append(use)
            logSkip.append(skip)
            suffix.append(byLength)
            skippedBefore.append(skipped)
        }

        var sum = 0.0
        var perNode = [Double](repeating: 0, count: nodes.count)
        for person in people {
            let next = person.lastDay + 1
            for j in nodes.indices {
                var value = logWeights[j]
                let use = logUse[j], skip = logSkip[j]
                for day in person.days {
                    let cell = day.day * width + day.points
                    value += day.logged ? use[cell] - skip[day.day * width] : skip[cell] - skip[day.day * width]
                }
                // The days up to ℓ without use are in the suffix sums, unshifted; the day
                // after ℓ, shifted by its points, only for a dropout after it.
                let sums = suffix[j][person.length]!
                // Both terms carry Π_{t<ℓ+1} (1 − p_t), the unshifted days up to ℓ.
                let first = Double(next) * logStay + (next < person.length ? logLeave : 0) + skippedBefore[j][next]
                var later = sums[next + 1]
                if person.pointsAfterLast > 0, next < person.length {
                    later += skip[next * width + person.pointsAfterLast] - skip[next * width]
                }
                value += Self.logAdd(first, later)
                perNode[j] = value
            }
            sum += Self.logSum(perNode)
        }
        return sum.isNaN ? -.infinity : sum
    }

    /// log(1 + eˣ) without overflow.
    private static func softplus(_ x: Double) -> Double {
        x > 0 ? x + log1p(exp(-x)) : log1p(exp(x))
    }

    /// log(eˣ + eʸ).
    static func logAdd(_ x: Double, _ y: Double) -> Double {
        let top = max(x, y)
        guard top > -.infinity else { return top }
        return top + log(exp(x - top) + exp(y - top))
    }

    /// log Σ e^xᵢ.
    static func logSum(_ values: [Double]) -> Double {
        let top = values.max() ?? -.infinity
        guard top > -.infinity else { return top }
        return top + log(values.reduce(0) { $0 + exp($1 - top) })
    }
}
