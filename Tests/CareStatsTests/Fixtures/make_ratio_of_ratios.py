"""Reference values for RatioOfRatios: (sum a / sum n) / (sum b / sum m) over clusters, its
log standard error by the delta method written out the general way - the clusters' totals'
cluster-robust covariance G / (G - 1) * sum (T_i - mean T)(T_i - mean T)^T, and the gradient
of log(a / n / (b / m)) taken numerically at the totals - and the 95 % interval with
Student's t (scipy) on G - 1 degrees of freedom on the log scale. CareLab computes the same
quantity from per-cluster influences without centring or a covariance matrix.

Run: python3 make_ratio_of_ratios.py > ratio_of_ratios.json  (after pip install numpy scipy)
"""
import json

import numpy as np
import scipy
from scipy import stats


def log_ratio(t):
    a, n, b, m = t
    return np.log(a / n / (b / m))


def case(name, clusters):
    t = np.asarray(clusters, float)
    g = len(t)
    totals = t.sum(axis=0)
    centred = t - t.mean(axis=0)
    covariance = g / (g - 1) * centred.T @ centred
    step = 1e-6 * totals
    gradient = np.array([(log_ratio(totals + np.eye(4)[k] * step[k]) - log_ratio(totals - np.eye(4)[k] * step[k]))
                         / (2 * step[k]) for k in range(4)])
    se = float(np.sqrt(gradient @ covariance @ gradient))
    estimate = float(np.exp(log_ratio(totals)))
    q = stats.t.ppf(0.975, g - 1)
    return {"name": name, "clusters": t.tolist(), "estimate": estimate, "log_standard_error": se,
            "lower": estimate * float(np.exp(-q * se)), "upper": estimate * float(np.exp(q * se))}


rng = np.random.default_rng(20261127)
# Days without a log-in after an opened (a of n) and an unopened (b of m) check-in reminder, 200 people.
opened = rng.integers(5, 40, size=200)
unopened = rng.integers(5, 60, size=200)
use = rng.beta(4, 3, size=200)
a = rng.binomial(opened, 1 - np.minimum(0.99, use + 0.15))
b = rng.binomial(unopened, 1 - use)
cases = [
    case("200 people's days without a log-in, opened over unopened reminders",
         np.column_stack([a, opened, b, unopened]).tolist()),
    case("hand example", [[3, 10, 2, 9], [1, 8, 3, 9], [4, 12, 1, 10], [1, 9, 4, 12], [5, 11, 2, 8], [9, 14, 6, 15]]),
    case("two clusters", [[2, 5, 3, 4], [1, 6, 2, 7]]),
]
print(json.dumps({"versions": {"numpy": np.__version__, "scipy": scipy.__version__}, "cases": cases}, indent=1))
