"""Reference values for HACRegression: statsmodels' OLS with Newey-West (HAC) standard
errors, Bartlett kernel, the small-sample correction n/(n - p) and Student's t on n - p
degrees of freedom; the lag-1 autocorrelation of the residuals and n_eff = n(1 - rho)/(1 + rho).

Without missing days each case is
    OLS(y, X).fit(cov_type="HAC", cov_kwds={"maxlags": L, "use_correction": True}, use_t=True).
With missing days the lags count in days: the same covariance from statsmodels' own kernel,
sandwich_covariance.S_hac_simple, on the series of scores x_t u_t with zeros on the missing
days (the script checks that this route equals the fit above on every case without gaps).

Run: python3 make_hac.py > hac.json  (after pip install statsmodels numpy scipy)
"""
import json
import math

import numpy as np
import scipy
import statsmodels
import statsmodels.api as sm
from scipy import stats
from statsmodels.stats import sandwich_covariance as sw
from statsmodels.tsa.stattools import acf


def default_lags(n):
    return math.floor(4 * (n / 100) ** (2 / 9))


def number(value):
    value = float(value)
    if math.isnan(value):
        return "NaN"
    return value


def reference(y, columns, times, lags, correction, level):
    """HAC fit on the complete rows, lags measured in `times`."""
    y = np.asarray(y, float)
    X = np.column_stack([np.ones(len(y))] + [np.asarray(c, float) for c in columns])
    times = np.asarray(times, int)
    keep = np.isfinite(y) & np.all(np.isfinite(X), axis=1)
    y, X, times = y[keep], X[keep], times[keep]
    n, p = X.shape
    L = default_lags(n) if lags is None else lags
    L = min(L, n - 1)
    ols = sm.OLS(y, X).fit()
    u = ols.resid
    span = times[-1] - times[0] + 1
    xu = np.zeros((span, p))
    xu[times - times[0]] = X * u[:, None]
    S = sw.S_hac_simple(xu, nlags=L)
    cov = sw._HCCM2(ols.normalized_cov_params, S)
    if correction:
        cov = cov * n / (n - p)
    if span == n:
        hac = sm.OLS(y, X).fit(cov_type="HAC", cov_kwds={"maxlags": L, "use_correction": correction}, use_t=True)
        assert np.allclose(hac.cov_params(), cov, rtol=1e-12, atol=0), "zero-filled kernel differs from fit"
    se = np.sqrt(np.diag(cov))
    t = ols.params / se
    df = n - p
    pvalues = 2 * stats.t.sf(np.abs(t), df)
    q = stats.t.isf((1 - level) / 2, df)
    ufull = np.zeros(span)
    ufull[times - times[0]] = u
    consecutive = np.sum((times[1:] - times[:-1]) == 1)
    rho = float(np.dot(ufull[1:], ufull[:-1]) / np.dot(u, u)) if consecutive else None
    if span == n:
        assert abs(rho - acf(u, nlags=1, fft=False)[1]) < 1e-12
    return {
        "n": int(n), "lags": int(L), "df": int(df),
        "rho": rho, "n_eff": None if rho is None else n * (1 - max(0.0, rho)) / (1 + max(0.0, rho)),
        "terms": [{"estimate": number(b), "se": number(s), "t": number(tt), "p": number(pp),
                   "ci": [number(b - q * s), number(b + q * s)]}
                  for b, s, tt, pp in zip(ols.params, se, t, pvalues)],
    }


def case(name, y, predictors, times=None, lags=None, correction=True, level=0.95, error=None):
    times = list(range(len(y))) if times is None else times
    entry = {"name": name, "y": [number(v) for v in y],
             "predictors": [{"name": k, "values": [number(v) for v in vs]} for k, vs in predictors.items()],
             "times": times, "lags": lags, "correction": correction, "level": level}
    entry["expected"] = {"error": error} if error else reference(y, list(predictors.values()), times, lags, correction, level)
    if not error:
        entry["expected"]["names"] = ["intercept"] + list(predictors)
    return entry


rng = np.random.default_rng(20261129)

# 42 days: a walk on some days, mood with AR(1) errors (rho 0.5) and a weekday pattern.
days = 42
weekday = np.arange(days) % 7
walk = (rng.random(days) < 0.4).astype(float)
errors = np.zeros(days)
for d in range(days):
    errors[d] = (0.5 * errors[d - 1] if d else 0) + rng.normal(0, 0.6)
mood = 3 + 0.5 * walk + 0.3 * (weekday >= 5) + errors
dummies = {f"weekday_{k}": (weekday == k).astype(float) for k in range(1, 7)}

# The same person with 9 days missing, and 2 further days where only the walk is missing.
missing = np.sort(rng.choice(days, 9, replace=False))
present = np.setdiff1d(np.arange(days), missing)
walk_gappy = walk[present].copy()
walk_gappy[[4, 20]] = np.nan

cases = [
    case("small hand example", [2.0, 3.0, 2.5, 4.0, 3.5, 5.0, 4.0, 6.0],
         {"x": [0, 1, 0, 1, 1, 1, 0, 1]}, lags=2),
    case("small hand example without correction", [2.0, 3.0, 2.5, 4.0, 3.5, 5.0, 4.0, 6.0],
         {"x": [0, 1, 0, 1, 1, 1, 0, 1]}, lags=2, correction=False, level=0.9),
    case("42 days, default bandwidth", mood.tolist(), {"walk": walk.tolist()}),
    case("42 days with day-of-week dummies", mood.tolist(), {"walk": walk.tolist(), **{k: v.tolist() for k, v in dummies.items()}}),
    case("42 days, bandwidth 0 (White's heteroskedasticity-robust)", mood.tolist(), {"walk": walk.tolist()}, lags=0),
    case("42 days, bandwidth 10", mood.tolist(), {"walk": walk.tolist()}, lags=10),
    case("missing days and a missing exposure", mood[present].tolist(), {"walk": walk_gappy.tolist()},
         times=present.tolist()),
    case("constant exposure", mood.tolist(), {"walk": [1.0] * days}, error="constantInput"),
    case("too few days", [1.0, 2.0], {"walk": [0.0, 1.0]}, error="tooFewObservations"),
]
print(json.dumps({"versions": {"numpy": np.__version__, "scipy": scipy.__version__,
                               "statsmodels": statsmodels.__version__},
                  "cases": cases}, indent=1))
