"""Reference values for the rank correlations of a level factor (seed 000, Req 12).

Pairs of a level (1 a little, 2 moderate, 3 a lot; 2.5 a day's mean of two entries) and a
daily score, with many ties, as `analyze correlations` pools them. Run with scipy 1.17.1:
    python3 Tests/CareStatsTests/Fixtures/make_ordinal_levels.py
The printed values are in Tests/CareAnalyticsTests/Correlations/OrdinalPairsTests.swift.
"""
from scipy import stats

levels = [1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2.5, 2.5, 3, 3, 3, 3, 3, 3, 3, 1, 2, 3]
scores = [0, 0, 1, 2, 0, 3, 1, 0, 2, 1, 4, 2, 0, 3, 2, 5, 1, 2, 3, 4, 4, 6, 2, 3, 5, 8, 3, 1, 0, 7]

rho = stats.spearmanr(levels, scores)
tau = stats.kendalltau(levels, scores)  # tau-b, method='auto' (normal approximation with ties)
print(f"spearman rho {rho.statistic!r} p {rho.pvalue!r}")
print(f"kendall tau-b {tau.statistic!r} p {tau.pvalue!r}")
