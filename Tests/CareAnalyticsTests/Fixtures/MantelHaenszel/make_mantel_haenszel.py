"""Reference value for TaskGroupEditTallyTests: the Mantel-Haenszel pooled odds ratio of the
strata below, from statsmodels (0.15) StratifiedTable.oddsratio_pooled, an implementation
independent of CareLab's. Each stratum is one person and one task: rows after / before the
edit, columns done / missed. Run: python3 make_mantel_haenszel.py"""
import numpy as np
from statsmodels.stats.contingency_tables import StratifiedTable

# (done after, missed after, done before, missed before) per person and task
STRATA = {
    ("person 1", "a"): (8, 2, 5, 5),
    ("person 1", "b"): (3, 4, 2, 6),
    ("person 2", "a"): (6, 1, 4, 3),
    ("person 3", "a"): (2, 5, 1, 7),
    ("person 3", "b"): (9, 0, 7, 2),
}
tables = [np.array([[a, b], [c, d]], dtype=float) for a, b, c, d in STRATA.values()]
print(repr(StratifiedTable(tables).oddsratio_pooled))
