"""Generate the expected values for CareStats' tests from independent implementations.

Run from this folder:  python3 generate.py
Writes one JSON file per concern beside this script. NaN and infinities are written as
the strings "NaN", "Infinity" and "-Infinity" (JSON has no literal for them). Expected
errors are written as {"error": "<StatisticsError case name>"}.
"""
import json
import math
import warnings

import numpy as np
import pandas as pd
import pingouin
import scipy
import scipy.stats as st
import statsmodels
import statsmodels.api as sm
from statsmodels.stats.multitest import multipletests
from statsmodels.stats.proportion import proportion_confint
import lifelines
from lifelines import KaplanMeierFitter
from lifelines.statistics import logrank_test, multivariate_logrank_test

warnings.simplefilter("ignore")
rng = np.random.default_rng(20240607)


def clean(value):
    """JSON-safe: NaN and infinities as strings, numpy scalars and arrays as Python values."""
    if isinstance(value, dict):
        return {k: clean(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, np.ndarray)):
        return [clean(v) for v in value]
    if isinstance(value, (np.integer,)):
        return int(value)
    if isinstance(value, (float, np.floating)):
        v = float(value)
        if math.isnan(v):
            return "NaN"
        if math.isinf(v):
            return "Infinity" if v > 0 else "-Infinity"
        return v
    return value


def write(name, cases):
    with open(name, "w") as f:
        json.dump(clean(cases), f, indent=1)
        f.write("\n")


def complete(x, y):
    x, y = np.asarray(x, float), np.asarray(y, float)
    keep = np.isfinite(x) & np.isfinite(y)
    return x[keep], y[keep]


def fisher(r, se, level):
    if not np.isfinite(se):
        return [-1.0, 1.0]
    z = st.norm.isf((1 - level) / 2)
    return [float(np.tanh(np.arctanh(r) - z * se)), float(np.tanh(np.arctanh(r) + z * se))]


# MARK: - correlations


def correlation_expected(x, y, level):
    xs, ys = complete(x, y)
    n = len(xs)
    if n < 3:
        return {m: {"error": "tooFewObservations"} for m in ("pearson", "spearman", "kendall")}
    if np.all(xs == xs[0]) or np.all(ys == ys[0]):
        return {m: {"error": "constantInput"} for m in ("pearson", "spearman", "kendall")}
    out = {}
    p = st.pearsonr(xs, ys)
    ci = p.confidence_interval(level)
    out["pearson"] = {"r": p.statistic, "p": p.pvalue, "n": n, "ci": [ci.low, ci.high]}
    s = st.spearmanr(xs, ys)
    se = math.sqrt((1 + s.statistic ** 2 / 2) / (n - 3)) if n > 3 else math.inf
    out["spearman"] = {"r": s.statistic, "p": s.pvalue, "n": n, "ci": fisher(s.statistic, se, level)}
    k = st.kendalltau(xs, ys)  # method='auto', variant='b'
    se = math.sqrt(0.437 / (n - 4)) if n > 4 else math.inf
    out["kendall"] = {"r": k.statistic, "p": k.pvalue, "n": n, "ci": fisher(k.statistic, se, level)}
    return out


def correlation_cases():
    cases = []

    def add(name, x, y, level=0.95):
        cases.append({"name": name, "x": list(x), "y": list(y), "level": level,
                      "expected": correlation_expected(x, y, level)})

    x = rng.normal(size=10)
    add("small continuous sample, no ties (Kendall exact)", x, 0.6 * x + rng.normal(size=10))
    x = rng.integers(1, 6, size=40).astype(float)
    add("integer scores with many ties (Kendall asymptotic, tie-corrected)", x,
        np.round(0.5 * x + rng.normal(size=40)))
    x = rng.normal(size=25)
    y = -0.4 * x + rng.normal(size=25)
    x[[2, 7, 11]] = np.nan
    y[[7, 15, 20]] = np.nan
    add("missing values in both columns (pairwise deletion)", x, y)
    x = rng.normal(size=50)
    add("50 untied pairs (Kendall asymptotic without ties)", x, 0.2 * x + rng.normal(size=50))
    x = rng.normal(size=33)
    add("33 untied pairs (largest exact Kendall)", x, 0.3 * x + rng.normal(size=33), 0.90)
    x = np.arange(40.0)
    y = x.copy()
    y[[10, 11]] = y[[11, 10]]
    add("40 pairs with one discordant pair (Kendall exact, c = 1)", x, y)
    add("perfect monotone relation", [1, 2, 3, 4, 5], [2, 4, 6, 8, 10])
    add("perfect negative relation with 4 pairs", [1, 2, 3, 4], [9, 7, 5, 1])
    add("three pairs", [1.0, 2.0, 4.0], [1.5, 1.0, 3.0])
    x = rng.integers(0, 5, size=500).astype(float)
    y = np.clip(np.round(0.3 * x + rng.normal(size=500)), 0, 3)
    add("500 severities against 4-level factor (heavy ties)", x, y)
    x = rng.integers(0, 3, size=30).astype(float)
    add("ties in x only, negative relation", x, -x + rng.normal(size=30), 0.99)
    add("constant x", [2, 2, 2, 2, 2], [1, 2, 3, 4, 5])
    add("constant y after deletion", [1, 2, 3, 4, float("nan")], [5, 5, 5, 5, 6])
    add("two pairs", [1, 2], [3, 4])
    add("two complete pairs among missing values", [1, float("nan"), 3, 4], [1, 2, float("nan"), 5])
    return cases


# MARK: - multiple testing


def adjustment_cases():
    cases = []

    def add(name, p):
        p = np.asarray(p, float)
        present = ~np.isnan(p)
        expected = {}
        for method, key in (("fdr_bh", "bh"), ("bonferroni", "bonferroni")):
            adjusted = np.full(p.shape, np.nan)
            if present.any():
                adjusted[present] = multipletests(p[present], method=method)[1]
            expected[key] = adjusted
        cases.append({"name": name, "p": p, "expected": expected})

    add("twenty p-values from a mixed grid", np.concatenate([rng.uniform(0, 0.01, 5), rng.uniform(0, 1, 15)]))
    add("ties, zero and one", [0.01, 0.04, 0.04, 0.0, 1.0, 0.03, 0.04, 0.5])
    add("missing p-values pass through", [0.02, float("nan"), 0.001, 0.3, float("nan"), 0.04])
    add("a single p-value", [0.03])
    add("all missing", [float("nan"), float("nan")])
    return cases


# MARK: - repeated-measures and per-subject correlations


def rmcorr_expected(df):
    try:
        res = pingouin.rm_corr(data=df, x="x", y="y", subject="subject")
    except ValueError:
        return {"error": "tooFewGroups"}
    r = float(res["r"].iloc[0])
    dof = int(res["dof"].iloc[0])
    se = 1 / math.sqrt(dof - 1) if dof > 1 else math.inf
    return {"r": r, "dof": dof, "p": float(res["pval"].iloc[0]),
            "ci": fisher(r, se, 0.95), "ci_pingouin_rounded": list(res["CI95"].iloc[0])}


def subject_correlations_expected(df):
    rows = []
    defined = []
    for subject, g in df.groupby("subject", sort=False):
        xs, ys = complete(g["x"], g["y"])
        if len(xs) < 3:
            rows.append({"subject": subject, "error": "tooFewObservations"})
        elif np.all(xs == xs[0]) or np.all(ys == ys[0]):
            rows.append({"subject": subject, "error": "constantInput"})
        else:
            p = st.pearsonr(xs, ys)
            rows.append({"subject": subject, "r": p.statistic, "p": p.pvalue, "n": len(xs)})
            defined.append(p.statistic)
    d = pd.Series(defined).describe()
    summary = {"count": int(d["count"]), "mean": d["mean"], "sd": d["std"], "min": d["min"],
               "q1": d["25%"], "median": d["50%"], "q3": d["75%"], "max": d["max"]}
    return {"subjects": rows, "summary": summary}


def rmcorr_cases():
    cases = []

    def add(name, df, per_subject=False):
        df = df.assign(subject=df["subject"].astype(str))
        case = {"name": name, "subject": list(df["subject"]),
                "x": df["x"].to_numpy(float), "y": df["y"].to_numpy(float), "expected": rmcorr_expected(df)}
        if per_subject:
            case["per_subject"] = subject_correlations_expected(df)
        cases.append(case)

    ds = pingouin.read_dataset("rm_corr").rename(columns={"pH": "x", "PacO2": "y", "Subject": "subject"})
    add("pingouin's rm_corr data set (Bakdash & Marusich 2017)", ds[["subject", "x", "y"]], per_subject=True)

    rows = []
    for s, size in zip("ABCDEFG", (8, 5, 12, 3, 6, 1, 4)):
        offset = rng.normal(scale=3)
        x = rng.integers(0, 4, size=size).astype(float)
        y = offset + 0.5 * x + rng.normal(size=size)
        rows += [{"subject": s, "x": a, "y": b} for a, b in zip(x, y)]
    df = pd.DataFrame(rows)
    df.loc[[3, 17, 30], "x"] = np.nan
    df.loc[[9], "y"] = np.nan
    add("7 subjects of unequal size, tied x, missing values, one single observation", df, per_subject=True)

    df = pd.DataFrame({"subject": list("aabbcc"), "x": [1, 2, 1, 3, 2, 5.0], "y": [2, 1, 4, 3, 7, 6.0]})
    add("three subjects of two, negative within, positive between", df)
    df = pd.DataFrame({"subject": list("aaabbb"), "x": [1, 2, 3, 1, 2, 3.0], "y": [1, 3, 2, 5, 4, 6.0]})
    add("two subjects only", df)
    return cases


# MARK: - regression


def ols_result(res, names, level):
    ci = res.conf_int(alpha=1 - level)
    terms = []
    for i, name in enumerate(names):
        terms.append({"name": name, "estimate": res.params[i], "se": res.bse[i], "t": res.tvalues[i],
                      "p": res.pvalues[i], "ci": [ci[i, 0], ci[i, 1]]})
    return {"terms": terms, "n": int(res.nobs), "r2": res.rsquared, "adj_r2": res.rsquared_adj,
            "rss": res.ssr}


def regression_cases():
    cases = []

    def design(columns):
        return np.column_stack([np.asarray(c, float) for c in columns])

    def add(name, y, predictors, kind, groups=None, level=0.95, error=None):
        y = np.asarray(y, float)
        names = list(predictors.keys())
        X = design(predictors.values())
        case = {"name": name, "kind": kind, "y": y, "predictors": [{"name": k, "values": np.asarray(v, float)}
                                                                  for k, v in predictors.items()],
                "level": level}
        if groups is not None:
            case["groups"] = [str(g) for g in groups]
        if error:
            case["expected"] = {"error": error}
            cases.append(case)
            return
        keep = np.isfinite(y) & np.all(np.isfinite(X), axis=1)
        yk, Xk = y[keep], X[keep]
        if kind == "ols":
            res = sm.OLS(yk, sm.add_constant(Xk, has_constant="add")).fit()
            case["expected"] = ols_result(res, ["intercept"] + names, level)
        elif kind == "cluster":
            g = np.asarray(groups)[keep]
            res = sm.OLS(yk, sm.add_constant(Xk, has_constant="add")).fit(
                cov_type="cluster", cov_kwds={"groups": pd.factorize(g)[0]}, use_t=True)
            case["expected"] = ols_result(res, ["intercept"] + names, level)
        else:  # within
            g = np.asarray(groups)[keep]
            frame = pd.DataFrame(np.column_stack([yk, Xk]))
            centred = frame - frame.groupby(g).transform("mean")
            res = sm.OLS(centred.iloc[:, 0].to_numpy(), centred.iloc[:, 1:].to_numpy()).fit(
                cov_type="cluster", cov_kwds={"groups": pd.factorize(g)[0]}, use_t=True)
            case["expected"] = ols_result(res, names, level)
        cases.append(case)

    n = 30
    x1 = rng.normal(size=n)
    x2 = rng.integers(0, 3, size=n).astype(float)
    y = 1 + 0.5 * x1 - 0.8 * x2 + rng.normal(size=n)
    add("two predictors", y, {"x1": x1, "x2": x2}, "ols")
    y_missing, x1_missing = y.copy(), x1.copy()
    y_missing[[4, 9]] = np.nan
    x1_missing[[9, 22]] = np.nan
    add("missing values (listwise deletion), 90% intervals", y_missing, {"x1": x1_missing, "x2": x2}, "ols",
        level=0.90)
    add("one predictor", y, {"x1": x1}, "ols")
    add("collinear predictors", y, {"x1": x1, "double": 2 * x1}, "ols", error="rankDeficient")
    add("constant predictor", y, {"x1": x1, "one": np.ones(n)}, "ols", error="constantInput")
    add("more coefficients than rows", [1, 2, 3.0], {"a": [1, 2, 4.0], "b": [3, 1, 2.0]}, "ols",
        error="tooFewObservations")

    subjects = np.repeat([f"p{i}" for i in range(12)], 8)
    effect = np.repeat(rng.normal(scale=2, size=12), 8)
    z1 = rng.normal(size=96) + effect / 2
    z2 = rng.integers(0, 4, size=96).astype(float)
    yy = effect + 0.4 * z1 + 0.25 * z2 + rng.normal(size=96) * (1 + np.abs(effect) / 3)
    add("pooled, cluster-robust by subject", yy, {"z1": z1, "z2": z2}, "cluster", groups=subjects)
    yy_missing = yy.copy()
    yy_missing[[5, 40, 41]] = np.nan
    add("within subjects, cluster-robust by subject", yy, {"z1": z1, "z2": z2}, "within", groups=subjects)
    add("within subjects with missing values, 90% intervals", yy_missing, {"z1": z1}, "within",
        groups=subjects, level=0.90)
    add("within subjects, one cluster", yy[:8], {"z1": z1[:8]}, "within", groups=subjects[:8],
        error="tooFewGroups")
    add("within subjects, predictor constant within every subject", yy, {"level": effect}, "within",
        groups=subjects, error="constantInput")
    return cases


# MARK: - survival


def km_expected(time, event, level=0.95):
    t, e = np.asarray(time, float), np.asarray(event, bool)
    keep = ~np.isnan(t)
    kmf = KaplanMeierFitter(alpha=1 - level).fit(t[keep], e[keep])
    table = kmf.event_table
    sf = kmf.survival_function_.iloc[:, 0]
    ci = kmf.confidence_interval_
    return {"time": list(sf.index), "at_risk": table["at_risk"].reindex(sf.index).to_numpy(int),
            "events": table["observed"].reindex(sf.index).to_numpy(int),
            "censored": table["censored"].reindex(sf.index).to_numpy(int),
            "survival": sf.to_numpy(), "lower": ci.iloc[:, 0].to_numpy(), "upper": ci.iloc[:, 1].to_numpy(),
            "median": kmf.median_survival_time_}


def survival_cases():
    km = []

    def add_km(name, time, event, level=0.95):
        km.append({"name": name, "time": list(map(float, time)), "event": list(map(bool, event)),
                   "level": level, "expected": km_expected(time, event, level)})

    add_km("eight subjects, one censored before the first event",
           [3, 1, 4, 4, 5, 9, 2, 6], [1, 0, 1, 1, 0, 1, 1, 1])
    t = rng.integers(1, 15, size=60).astype(float)
    e = rng.uniform(size=60) < 0.7
    add_km("sixty subjects with tied events and censorings", t, e)
    add_km("events at time zero", [0, 0, 1, 2, 2, 3], [1, 0, 1, 1, 0, 0], 0.90)
    add_km("everyone censored", [2, 4, 6], [0, 0, 0])
    add_km("everyone dies: survival reaches zero", [1, 2, 2, 3], [1, 1, 1, 1])
    add_km("missing times are dropped", [5, float("nan"), 3, 8, 8, float("nan"), 1], [1, 1, 0, 1, 0, 1, 1])

    logrank = []

    def add_logrank(name, time, event, group):
        t, e, g = np.asarray(time, float), np.asarray(event, bool), np.asarray(group)
        groups = list(dict.fromkeys(g))
        if len(groups) == 2:
            a, b = g == groups[0], g == groups[1]
            res = logrank_test(t[a], t[b], e[a], e[b])
        else:
            res = multivariate_logrank_test(t, g, e)
        logrank.append({"name": name, "time": t, "event": list(map(bool, e)), "group": [str(x) for x in g],
                        "expected": {"chi2": res.test_statistic, "df": len(groups) - 1, "p": res.p_value}})

    g = np.where(rng.uniform(size=60) < 0.5, "control", "reminders")
    t2 = np.where(g == "reminders", t + rng.integers(0, 5, size=60), t)
    add_logrank("two arms with ties", t2, e, g)
    g3 = rng.choice(["a", "b", "c"], size=60)
    add_logrank("three groups (multivariate log-rank)", t + (g3 == "c") * 3, e, g3)
    add_logrank("identical groups", [1, 2, 3, 1, 2, 3], [1, 1, 0, 1, 1, 0], ["x", "x", "x", "y", "y", "y"])
    return {"kaplan_meier": km, "log_rank": logrank}


# MARK: - proportions and summaries


def proportion_cases():
    cases = []
    for successes, trials, level in ((0, 10, 0.95), (10, 10, 0.95), (3, 10, 0.95), (57, 200, 0.95),
                                     (1, 1, 0.95), (412, 1000, 0.90), (2, 7, 0.99)):
        low, high = proportion_confint(successes, trials, alpha=1 - level, method="wilson")
        cases.append({"successes": successes, "trials": trials, "level": level, "lower": low, "upper": high})
    return cases


def summary_cases():
    cases = []
    for name, values in (("normal sample with missing values", np.r_[rng.normal(size=17), [np.nan, np.nan]]),
                         ("ties and an even count", [3, 1, 2, 2, 5, 4, 4, 4.0]),
                         ("a single value", [0.25])):
        d = pd.Series(values).describe()
        cases.append({"name": name, "values": values,
                      "expected": {"count": int(d["count"]), "mean": d["mean"], "sd": d["std"], "min": d["min"],
                                   "q1": d["25%"], "median": d["50%"], "q3": d["75%"], "max": d["max"]}})
    return cases


if __name__ == "__main__":
    write("correlation.json", correlation_cases())
    write("adjustment.json", adjustment_cases())
    write("rmcorr.json", rmcorr_cases())
    write("regression.json", regression_cases())
    write("survival.json", survival_cases())
    write("proportion.json", proportion_cases())
    write("summary.json", summary_cases())
    versions = {"python": ".".join(map(str, __import__("sys").version_info[:3])), "numpy": np.__version__,
                "scipy": scipy.__version__, "statsmodels": statsmodels.__version__,
                "pingouin": pingouin.__version__, "lifelines": lifelines.__version__, "pandas": pd.__version__}
    write("versions.json", versions)
    print(versions)
