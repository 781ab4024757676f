import _CGSL

/// The gamma distribution's quantile function (`gsl_cdf_gamma_Pinv`): the value below which
/// a share `p` of draws from gamma(`shape`, `scale`) fall; used to state planted medians.
public func gammaQuantile(_ p: Double, shape: Double, scale: Double) -> Double {
    gsl_cdf_gamma_Pinv(p, shape, scale)
}
