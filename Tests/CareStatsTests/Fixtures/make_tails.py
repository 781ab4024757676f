"""Expected two-sided Student t tail probabilities, far into the tail, from scipy.

Run from this folder:  python3 make_tails.py > tails.json
Each case gives t (or a correlation r) with its degrees of freedom and scipy's two-sided
p-value, 2 * scipy.stats.t.sf(|t|, df), kept only where it is a normal double (>= 1e-300).
For a correlation, t = r * sqrt(df / ((1 - r) * (1 + r))) is computed in mpmath at 50 digits
so that the reference does not inherit the rounding of 1 - r^2.
"""
import json
import sys

import mpmath
import numpy as np
import scipy
import scipy.stats as st

mpmath.mp.dps = 50
cases = []
for df in [1, 3, 10, 30, 100, 1000, 10000, 200000]:
    for t in [0.0, 0.5, 1.96, 3.0, 8.0, 15.0, 30.0, 36.0, 40.0, 60.0, 200.0, 1e4, 1e8, 1e15, 1e25]:
        p = float(2 * st.t.sf(t, df))
        if p >= 1e-300:
            cases.append({"kind": "t", "value": t, "degrees": df, "p": p})
for n in [5, 12, 50, 400, 5000, 100000]:
    for r in [0.0, 0.1, -0.3, 0.6, 0.9, -0.99, 0.999, 0.999999, 0.9999999999]:
        df = n - 2
        t = mpmath.mpf(r) * mpmath.sqrt(df / ((1 - mpmath.mpf(r)) * (1 + mpmath.mpf(r))))
        p = float(2 * st.t.sf(float(abs(t)), df))
        if p >= 1e-300:
            cases.append({"kind": "correlation", "value": r, "degrees": df, "p": p})
# Near p = 1 on millions of degrees of freedom (a within-person correlation over a large
# population): x = nu / (nu + t^2) is within 1e-11 of 1, where 1 - x loses its digits.
for df in [10**6, 10**8]:
    for t in [1e-6, 1e-3, 0.05]:
        cases.append({"kind": "t", "value": t, "degrees": df, "p": float(2 * st.t.sf(t, df))})
for df in [1671052, 10**7]:
    for r in [1e-8, 4.09e-6, 1e-4, 1e-3]:
        t = mpmath.mpf(r) * mpmath.sqrt(df / ((1 - mpmath.mpf(r)) * (1 + mpmath.mpf(r))))
        cases.append({"kind": "correlation", "value": r, "degrees": df, "p": float(2 * st.t.sf(float(t), df))})
json.dump({"scipy": scipy.__version__, "numpy": np.__version__, "mpmath": mpmath.__version__,
           "cases": cases}, sys.stdout, indent=1)
sys.stdout.write("\n")
