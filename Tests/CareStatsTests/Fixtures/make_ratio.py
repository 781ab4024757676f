"""Reference values for RatioEstimate: statsmodels' weighted least squares of y/x on a
constant with weights x, cluster-robust by pair (each pair its own cluster), use_t.

Run: python3 make_ratio.py > ratio.json  (after pip install statsmodels numpy)
"""
import json

import numpy as np
import statsmodels
import statsmodels.api as sm


def case(name, y, x):
    y, x = np.asarray(y, float), np.asarray(x, float)
    fit = sm.WLS(y / x, np.ones_like(x), weights=x).fit(
        cov_type="cluster", cov_kwds={"groups": np.arange(len(x))}, use_t=True)
    lower, upper = fit.conf_int(alpha=0.05)[0]
    return {"name": name, "y": y.tolist(), "x": x.tolist(), "estimate": float(fit.params[0]),
            "standard_error": float(fit.bse[0]), "lower": float(lower), "upper": float(upper)}


rng = np.random.default_rng(20261125)
# Dropouts over days at risk: 300 people, hazards from a beta, 120 days.
hazards = rng.beta(2, 600, size=300)
days = np.minimum(rng.geometric(hazards), 121)
events = (days <= 120).astype(float)
at_risk = np.minimum(days, 120).astype(float)
cases = [
    case("dropouts of 300 people over 120 days", events, at_risk),
    case("small hand example", [1, 0, 1, 0, 0], [3, 10, 7, 10, 10]),
    case("two pairs", [2, 5], [4, 6]),
    case("no events", [0, 0, 0], [5, 6, 7]),
]
print(json.dumps({"versions": {"numpy": np.__version__, "statsmodels": statsmodels.__version__},
                  "cases": cases}, indent=1))
