import _CGSL

/// The minimum of a function of several variables without derivatives, by GSL's
/// Nelder-Mead simplex (`gsl_multimin_fminimizer_nmsimplex2`).
///
/// The search stops when the simplex has shrunk to `sizeTolerance`, or when the best value
/// has improved by less than `valueTolerance` over `patience` iterations: along a direction
/// in which the function is flat (a parameter running off to its bound) the simplex never
/// shrinks.
public struct NelderMead: Sendable {
    /// The simplex's first step along each coordinate.
    public var step: Double
    /// The simplex size at which the search stops (`gsl_multimin_test_size`).
    public var sizeTolerance: Double
    /// The most iterations before ``StatisticsError/notConverged(iterations:)``.
    public var maxIterations: Int
    /// The least improvement of the best value over `patience` iterations that goes on.
    public var valueTolerance: Double
    /// The iterations over which the best value must improve by `valueTolerance`.
    public var patience: Int

    /// A search with the given settings.
    public init(step: Double = 0.5, sizeTolerance: Double = 1e-10, maxIterations: Int = 20_000,
                valueTolerance: Double = 1e-12, patience: Int = 400) {
        self.step = step
        self.sizeTolerance = sizeTolerance
        self.maxIterations = maxIterations
        self.valueTolerance = valueTolerance
        self.patience = patience
    }

    /// The point near `start` where `function` is least, with its value.
    ///
    /// - Throws: ``StatisticsError/notConverged(iterations:)`` when the simplex has not
    ///   shrunk to `sizeTolerance` within `maxIterations`; ``StatisticsError/nonFinite(name:row:)``
    ///   when `function` is not finite at `start`.
    public func minimum(of function: ([Double]) -> Double, from start: [Double]) throws(StatisticsError)
        -> (point: [Double], value: Double)
    {
        guard function(start).isFinite else { throw .nonFinite(name: "the function at the start", row: 0) }
        GSL.prepare()
        let size = start.count
        return try withoutActuallyEscaping(function) { function throws(StatisticsError) in
            var box = Objective(function: function)
            return try withUnsafeMutablePointer(to: &box) { boxPointer throws(StatisticsError) in
                var objective = gsl_multimin_function(
                    f: { vector, parameters in
                        let objective = parameters!.assumingMemoryBound(to: Objective.self)
                        let count = vector!.pointee.size
                        let point = (0..<count).map { gsl_vector_get(vector, $0) }
                        let value = objective.pointee.function(point)
                        return value.isFinite ? value : .greatestFiniteMagnitude
                    },
                    n: size, params: UnsafeMutableRawPointer(boxPointer))
                let minimizer = gsl_multimin_fminimizer_alloc(carelab_gsl_multimin_nmsimplex2(), size)!
                let x = gsl_vector_alloc(size)!, steps = gsl_vector_alloc(size)!
                defer {
                    gsl_multimin_fminimizer_free(minimizer)
                    gsl_vector_free(x)
                    gsl_vector_free(steps)
                }
                for i in 0..<size {
                    gsl_vector_set(x, i, start[i])
                    gsl_vector_set(steps, i, step)
                }
                try GSL.check(gsl_multimin_fminimizer_set(minimizer, &objective, x, steps), "Nelder-Mead set-up")
                var checkpoint = (iteration: 0, value: Double.infinity)
                for iteration in 0..<maxIterations {
                    guard gsl_multimin_fminimizer_iterate(minimizer) == GSL_SUCCESS else { break }
                    let value = gsl_multimin_fminimizer_minimum(minimizer)
                    let stalled = iteration - checkpoint.iteration >= patience
                    if gsl_multimin_test_size(gsl_multimin_fminimizer_size(minimizer), sizeTolerance) == GSL_SUCCESS
                        || (stalled && checkpoint.value - value < valueTolerance) {
                        let best = gsl_multimin_fminimizer_x(minimizer)!
                        return ((0..<size).map { gsl_vector_get(best, $0) }, value)
                    }
                    if stalled { checkpoint = (iteration, value) }
                }
                throw .notConverged(iterations: maxIterations)
            }
        }
    }

    /// The function GSL calls back, behind the `params` pointer.
    private struct Objective {
        var function: ([Double]) -> Double
    }
}
