"""Expected values for CareStats' Pearson correlation, computed with scipy.

Run from this folder: python3 make_pearson.py > pearson.json
Missing values (None in the JSON, NaN in Swift) are dropped pairwise before scipy sees them.
"""
import json
import math

import numpy as np
import scipy
from scipy import stats

rng = np.random.default_rng(20261121)

cases = []


def add(name, x, y):
    pairs = [(a, b) for a, b in zip(x, y) if a is not None and b is not None
             and not math.isnan(a) and not math.isnan(b)]
    xs = np.array([a for a, _ in pairs], dtype=float)
    ys = np.array([b for _, b in pairs], dtype=float)
    result = stats.pearsonr(xs, ys)
    cases.append({
        "name": name,
        "x": [None if v is None or math.isnan(v) else float(v) for v in x],
        "y": [None if v is None or math.isnan(v) else float(v) for v in y],
        "n": len(pairs),
        "r": float(result.statistic),
        "p": float(result.pvalue),
    })


add("small exact", [1, 2, 3, 4, 5], [2, 1, 4, 3, 5])
add("ties", [1, 1, 2, 2, 3, 3, 3, 4], [0, 1, 1, 1, 2, 3, 3, 3])
add("missing values", [1, None, 3, 4, 5, 6, float("nan"), 8], [2.5, 3, None, 4.5, 4, 7, 8, 9.5])
add("negative", [10, 20, 30, 40, 50, 60], [9, 7, 7.5, 4, 2, 1])
x = rng.normal(200, 80, 500)
y = 0.004 * x + rng.normal(0, 1, 500)
add("simulated caffeine and headache", list(np.round(x, 3)), list(np.round(y, 3)))
x = rng.integers(0, 5, 300).astype(float)
y = rng.integers(0, 5, 300).astype(float)
add("ordinal, near zero", list(x), list(y))

print(json.dumps({"generator": f"scipy {scipy.__version__}, numpy {np.__version__}", "cases": cases}, indent=1))
