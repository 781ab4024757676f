import _CGSL

/// A stream of random numbers from GSL's Mersenne Twister (`gsl_rng_mt19937`).
///
/// A source owns its GSL generator and must never be shared between threads: give each
/// worker, or each simulated person, its own. Streams are reproducible: the same seed gives
/// the same numbers on every machine.
public final class RandomSource {
    private let generator: UnsafeMutablePointer<gsl_rng>

    /// Creates a generator seeded with `seed`.
    public init(seed: UInt64) {
        GSL.prepare()
        generator = gsl_rng_alloc(carelab_gsl_rng_mt19937())!
        // GSL replaces a seed of 0 by its default seed; mix so that 0 stays distinct.
        gsl_rng_set(generator, UInt(truncatingIfNeeded: RandomSource.mix(seed) | 1))
    }

    /// Creates the stream of one member of a population, derived from the run's seed and
    /// the member's index alone, so a person's stream never depends on how the population
    /// is split between threads.
    public convenience init(seed: UInt64, stream index: UInt64) {
        self.init(seed: RandomSource.mix(seed ^ RandomSource.mix(index &+ SplitMix64.increment)))
    }

    deinit { gsl_rng_free(generator) }

    /// SplitMix64's first output for the seed `value`: spreads nearby seeds over the whole
    /// 64-bit range.
    static func mix(_ value: UInt64) -> UInt64 {
        SplitMix64.output(seed: value, index: 0)
    }

    /// Uniform on [0, 1).
    public func uniform() -> Double { gsl_rng_uniform(generator) }

    /// True with probability `p`.
    public func bernoulli(_ p: Double) -> Bool { gsl_rng_uniform(generator) < p }

    /// Normal with the given mean and standard deviation (`gsl_ran_gaussian_ziggurat`).
    public func normal(mean: Double = 0, sd: Double) -> Double {
        mean + gsl_ran_gaussian_ziggurat(generator, sd)
    }

    /// Log-normal whose logarithm has mean `mu` and standard deviation `sigma`.
    public func lognormal(mu: Double, sigma: Double) -> Double { gsl_ran_lognormal(generator, mu, sigma) }

    /// Beta with shape parameters `a` and `b`.
    public func beta(a: Double, b: Double) -> Double { gsl_ran_beta(generator, a, b) }

    /// Gamma with shape `shape` and scale `scale`.
    public func gamma(shape: Double, scale: Double) -> Double { gsl_ran_gamma(generator, shape, scale) }

    /// Poisson with mean `mean`.
    public func poisson(mean: Double) -> Int { Int(gsl_ran_poisson(generator, mean)) }

    /// A uniformly chosen integer in `0..<upperBound`.
    public func integer(below upperBound: Int) -> Int {
        Int(gsl_rng_uniform_int(generator, UInt(upperBound)))
    }
}
