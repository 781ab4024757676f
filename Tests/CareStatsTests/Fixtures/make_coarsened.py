"""Reference values for CareStats' CoarsenedNormalModel (a latent normal with a random
intercept per cluster, seen through known cut points), computed independently with scipy:
each cluster's marginal likelihood by Simpson's rule (scipy.integrate.simpson) on 40,001
points over +-10 standard deviations of the intercept, checked at the stated parameters
against adaptive quadrature (scipy.integrate.quad) to 1e-10; the maximum by
scipy.optimize.minimize (Nelder-Mead, then BFGS), and the standard errors from
statsmodels.tools.numdiff.approx_hess3 of the negative log-likelihood at the maximum, on
the scale (mu, log sd_between, log sd_within).

Run from this folder:  python3 make_coarsened.py > coarsened.json
"""
import json
import sys

import numpy as np
import scipy
import statsmodels
from scipy import integrate, optimize, stats
from statsmodels.tools.numdiff import approx_hess3

CUTS = [0.5, 1.5, 2.5, 3.5]


def simulate(rng, clusters, days, mean, between, within):
    counts = []
    for i in range(clusters):
        n = int(rng.integers(days[0], days[1] + 1))
        b = rng.normal(0, between)
        latent = mean + b + rng.normal(0, within, n)
        category = np.searchsorted(CUTS, latent, side="right")
        counts.append([int((category == k).sum()) for k in range(len(CUTS) + 1)])
    return counts


def category_log_probabilities(center, within):
    edges = [-np.inf] + CUTS + [np.inf]
    out = []
    for k in range(len(CUTS) + 1):
        lo, hi = (edges[k] - center) / within, (edges[k + 1] - center) / within
        p = stats.norm.sf(lo) - stats.norm.sf(hi) if lo > 0 else stats.norm.cdf(hi) - stats.norm.cdf(lo)
        out.append(np.log(max(p, 1e-300)))
    return out


def cluster_log_likelihood(count, mean, between, within):
    def log_f(z):
        lp = category_log_probabilities(mean + between * z, within)
        return sum(c * l for c, l in zip(count, lp)) + stats.norm.logpdf(z)

    # Scale by the integrand's peak so a long cluster's tiny likelihood keeps its precision.
    peak = optimize.minimize_scalar(lambda z: -log_f(z), bounds=(-10, 10), method="bounded",
                                    options={"xatol": 1e-10})
    top = -peak.fun
    value, _ = integrate.quad(lambda z: np.exp(log_f(z) - top), -10, 10, points=[peak.x],
                              epsabs=0, epsrel=1e-12, limit=500)
    return top + np.log(value)


def quad_log_likelihood(counts, mean, between, within):
    return sum(cluster_log_likelihood(c, mean, between, within) for c in counts)


GRID = np.linspace(-10, 10, 40001)


def log_likelihood(counts, mean, between, within):
    center = mean + between * GRID
    edges = [-np.inf] + CUTS + [np.inf]
    logp = []
    for k in range(len(CUTS) + 1):
        lo, hi = (edges[k] - center) / within, (edges[k + 1] - center) / within
        p = np.where(lo > 0, stats.norm.sf(lo) - stats.norm.sf(hi), stats.norm.cdf(hi) - stats.norm.cdf(lo))
        logp.append(np.log(np.maximum(p, 1e-300)))
    logp = np.array(logp)
    total = 0.0
    for count in counts:
        log_f = np.array(count) @ logp + stats.norm.logpdf(GRID)
        top = log_f.max()
        total += top + np.log(integrate.simpson(np.exp(log_f - top), x=GRID))
    return total


def case(name, counts, at):
    negative = lambda t: -log_likelihood(counts, t[0], np.exp(t[1]), np.exp(t[2]))
    start = [0.0, np.log(0.5), np.log(0.7)]
    first = optimize.minimize(negative, start, method="Nelder-Mead",
                              options={"xatol": 1e-9, "fatol": 1e-11, "maxiter": 20000, "maxfev": 40000})
    best = optimize.minimize(negative, first.x, method="BFGS", options={"gtol": 1e-9})
    theta = best.x if best.fun <= first.fun else first.x
    covariance = np.linalg.inv(approx_hess3(theta, negative))
    by_quad = quad_log_likelihood(counts, *at)
    assert abs(by_quad - log_likelihood(counts, *at)) < 1e-10 * abs(by_quad), (by_quad, log_likelihood(counts, *at))
    return {
        "name": name, "counts": counts,
        "at": {"mean": at[0], "between_sd": at[1], "within_sd": at[2],
               "log_likelihood": log_likelihood(counts, *at)},
        "expected": {"mean": theta[0], "between_sd": float(np.exp(theta[1])), "within_sd": float(np.exp(theta[2])),
                     "log_likelihood": -negative(theta),
                     "se": [float(np.sqrt(covariance[i, i])) for i in range(3)]},
    }


rng = np.random.default_rng(20261129)
cases = [
    case("60 people, 10-100 days, headache-like", simulate(rng, 60, (10, 100), 0.3, 0.5, 0.8), (0.3, 0.5, 0.8)),
    case("25 people, a year of days, nausea-like", simulate(rng, 25, (300, 365), -0.2, 0.4, 0.7), (-0.2, 0.4, 0.7)),
    case("40 people, 5-30 days, frequent and severe", simulate(rng, 40, (5, 30), 1.6, 0.9, 1.1), (1.5, 1.0, 1.0)),
]
json.dump({"versions": {"python": sys.version.split()[0], "numpy": np.__version__, "scipy": scipy.__version__,
                        "statsmodels": statsmodels.__version__},
           "cuts": CUTS, "cases": cases}, sys.stdout, indent=1)
print()
