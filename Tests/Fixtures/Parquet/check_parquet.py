#!/usr/bin/env python3
"""Reads CareLab's Parquet files back with pyarrow and DuckDB (from PyPI) and checks them.

    check_parquet.py panel PANEL.csv PANEL.parquet
        The Parquet panel equals the CSV panel cell for cell, read by pyarrow and by
        DuckDB: same columns in the same order, same rows, empty CSV fields are nulls,
        true/false are booleans, dates are DATE, integers and doubles the same numbers.
        Every row group's min/max/null-count statistics agree with its values.

    check_parquet.py golden TINY.parquet
        The golden file of the Swift tests (Tests/CareReportsTests/Fixtures/Parquet) holds
        the tiny table written out below, with the schema and statistics stated here.

`make check-parquet` installs pyarrow and DuckDB into a virtual environment and runs both
on a fresh run of Scenarios/default.yaml. Exit status 0 when everything agrees.
"""

import csv
import datetime
import math
import sys

import duckdb
import pyarrow
import pyarrow.parquet as pq

# The tiny table of ParquetEncoderTests.tinyTable, in rows.
GOLDEN_COLUMNS = ["person_id", "date", "arm", "logged", "score_points", "amount_mg"]
GOLDEN_TYPES = ["int64", "date32[day]", "string", "bool", "int32", "double"]
GOLDEN_ROWS = [
    (1, datetime.date(2026, 1, 1), "control", True, 3, 1.5),
    (1, datetime.date(2026, 1, 2), "control", False, None, None),
    (2, datetime.date(2026, 1, 1), None, True, 0, 0.0),
    (2, datetime.date(2026, 1, 2), "reminders", True, 2, 250.25),
    (3, datetime.date(1969, 12, 31), "é ü", False, None, -3.75),
]
GOLDEN_ROW_GROUPS = [3, 2]


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def check_statistics(path):
    """Each row group's statistics agree with its values, for every column."""
    parquet = pq.ParquetFile(path)
    for g in range(parquet.metadata.num_row_groups):
        group = parquet.read_row_group(g)
        for c, name in enumerate(group.column_names):
            values = group.column(c).to_pylist()
            stats = parquet.metadata.row_group(g).column(c).statistics
            present = [v for v in values if v is not None]
            if stats is None or stats.null_count != len(values) - len(present):
                fail(f"{path}: row group {g} column {name}: null count {stats and stats.null_count}, "
                     f"values have {len(values) - len(present)}")
            if present:
                if not stats.has_min_max or stats.min != min(present) or stats.max != max(present):
                    fail(f"{path}: row group {g} column {name}: min/max {stats.min}/{stats.max}, "
                         f"values {min(present)}/{max(present)}")
            elif stats.has_min_max:
                fail(f"{path}: row group {g} column {name}: min/max on a column of nulls")


def as_text(value):
    """A Parquet cell as the CSV panel writes it."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, datetime.date):
        return value.isoformat()
    return value


def same_cell(csv_text, value):
    expected = as_text(value)
    if isinstance(expected, str):
        return csv_text == expected
    if isinstance(expected, int):
        return csv_text == str(expected)
    # A double: the CSV holds the shortest decimal that reads back as the same double.
    return csv_text != "" and float(csv_text) == expected and not math.isnan(expected)


def check_panel(csv_path, parquet_path):
    with open(csv_path, newline="", encoding="utf-8") as file:
        rows = list(csv.reader(file))
    header, body = rows[0], rows[1:]
    table = pq.read_table(parquet_path)
    readers = {
        "pyarrow": (table.column_names, [tuple(r.values()) for r in table.to_pylist()]),
    }
    connection = duckdb.connect()
    result = connection.execute("SELECT * FROM read_parquet(?)", [parquet_path])
    readers["duckdb"] = ([d[0] for d in result.description], result.fetchall())
    for reader, (names, values) in readers.items():
        if names != header:
            fail(f"{reader}: columns {names} != CSV header {header}")
        if len(values) != len(body):
            fail(f"{reader}: {len(values)} rows, the CSV has {len(body)}")
        for r, (csv_row, row) in enumerate(zip(body, values)):
            for c, (text, value) in enumerate(zip(csv_row, row)):
                if not same_cell(text, value):
                    fail(f"{reader}: row {r + 2} column {header[c]}: CSV '{text}', Parquet {value!r}")
    types = {f.name: str(f.type) for f in table.schema}
    for name in header:
        expected = {"person_id": "int64", "date": "date32[day]", "arm": "string", "logged": "bool"}.get(
            name, "int32" if name.endswith("_points") or name.startswith("doses_") else "double")
        if types[name] != expected:
            fail(f"column {name} is {types[name]}, expected {expected}")
    check_statistics(parquet_path)
    print(f"OK: {parquet_path} equals {csv_path} cell for cell in pyarrow {pyarrow.__version__} and "
          f"DuckDB {duckdb.__version__}: {len(body)} rows x {len(header)} columns, "
          f"{pq.ParquetFile(parquet_path).metadata.num_row_groups} row group(s), statistics agree")


def check_golden(path):
    parquet = pq.ParquetFile(path)
    table = parquet.read()
    if table.column_names != GOLDEN_COLUMNS:
        fail(f"columns {table.column_names}")
    if [str(f.type) for f in table.schema] != GOLDEN_TYPES:
        fail(f"types {[str(f.type) for f in table.schema]}")
    nullable = [f.nullable for f in table.schema]
    if nullable != [False, False, True, False, True, True]:
        fail(f"nullability {nullable}")
    rows = [tuple(r.values()) for r in table.to_pylist()]
    if rows != GOLDEN_ROWS:
        fail(f"pyarrow rows {rows}")
    if [parquet.metadata.row_group(g).num_rows for g in range(parquet.metadata.num_row_groups)] != GOLDEN_ROW_GROUPS:
        fail("row groups")
    duck = duckdb.connect().execute("SELECT * FROM read_parquet(?)", [path]).fetchall()
    if duck != GOLDEN_ROWS:
        fail(f"DuckDB rows {duck}")
    check_statistics(path)
    # A zero bound of a double is written -0.0 as a min (parquet.thrift, ColumnOrder).
    amount = parquet.metadata.row_group(0).column(5).statistics
    if math.copysign(1, amount.min) != -1 or amount.min != 0 or amount.max != 1.5:
        fail(f"amount_mg statistics of row group 0: {amount.min}/{amount.max}")
    print(f"OK: {path} reads back as the tiny table in pyarrow {pyarrow.__version__} and "
          f"DuckDB {duckdb.__version__}, with its statistics")


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "panel":
        check_panel(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 3 and sys.argv[1] == "golden":
        check_golden(sys.argv[2])
    else:
        print(__doc__)
        sys.exit(64)
