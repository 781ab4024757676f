#!/usr/bin/env python3
"""Expected occurrences of generated recurrence rules, computed by python-dateutil's rrule.

Each case is a CareLab RecurrenceRule (start day, optional end day, clock times, frequency,
interval, weekdays) plus a time zone and a window [from, to) of UTC instants. The expected
occurrences come from an independent RFC 5545 implementation:

- one dateutil rrule per clock time, DTSTART = start day at that time, UNTIL = end day at
  23:59:59, WKST = MO, BYDAY = the weekdays (daily and weekly rules only); a one-off item is
  an rrule with COUNT=1;
- the naive local date-times are placed in the time zone with zoneinfo and fold=0, which is
  RFC 5545 section 3.3.5: a time in a daylight-saving gap uses the offset before the gap,
  a repeated time is its first occurrence;
- the instants of all times are merged, de-duplicated, kept when from <= t < to, sorted.

Run from this folder: python3 generate.py > cases.json
"""
import json
import random
import sys
from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

import dateutil
from dateutil.rrule import DAILY, MONTHLY, WEEKLY, YEARLY, MO, TU, WE, TH, FR, SA, SU, rrule

SEED = 20260419
ZONES = [
    "UTC", "America/New_York", "Europe/Berlin", "Europe/London", "Australia/Sydney",
    "Australia/Lord_Howe", "Asia/Kolkata", "Pacific/Auckland", "America/St_Johns",
]
# Daylight-saving changes in 2025-2027 (local dates), used to aim windows at them.
DST_DAYS = {
    "America/New_York": ["2025-03-09", "2025-11-02", "2026-03-08", "2026-11-01", "2027-03-14"],
    "America/St_Johns": ["2025-03-09", "2025-11-02", "2026-03-08", "2026-11-01"],
    "Europe/Berlin": ["2025-03-30", "2025-10-26", "2026-03-29", "2026-10-25"],
    "Europe/London": ["2025-03-30", "2025-10-26", "2026-03-29", "2026-10-25"],
    "Australia/Sydney": ["2025-04-06", "2025-10-05", "2026-04-05", "2026-10-04"],
    "Australia/Lord_Howe": ["2025-04-06", "2025-10-05", "2026-04-05", "2026-10-04"],
    "Pacific/Auckland": ["2025-04-06", "2025-09-28", "2026-04-05", "2026-09-27"],
}
# Clock times inside or next to the gaps and repeats of those zones.
TRICKY_TIMES = ["00:00", "00:30", "01:00", "01:30", "01:59", "02:00", "02:15", "02:30", "02:45", "03:00", "03:30"]
FREQS = {"daily": DAILY, "weekly": WEEKLY, "monthly": MONTHLY, "yearly": YEARLY}
DAYS = [MO, TU, WE, TH, FR, SA, SU]
CODES = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]


def iso(instant):
    return instant.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def expected(case):
    zone = ZoneInfo(case["time_zone"])
    start = date.fromisoformat(case["start"])
    until = None
    if case["end"]:
        end = date.fromisoformat(case["end"])
        until = datetime(end.year, end.month, end.day, 23, 59, 59)
    lower = datetime.fromisoformat(case["from"].replace("Z", "+00:00"))
    upper = datetime.fromisoformat(case["to"].replace("Z", "+00:00"))
    # Naive local bounds with two days of margin; exact filtering happens on UTC instants.
    naive_lower = lower.astimezone(zone).replace(tzinfo=None) - timedelta(days=2)
    naive_upper = upper.astimezone(zone).replace(tzinfo=None) + timedelta(days=2)
    found = set()
    for text in case["times"]:
        hour, minute = map(int, text.split(":"))
        dtstart = datetime(start.year, start.month, start.day, hour, minute)
        if case["frequency"] == "once":
            rule = rrule(DAILY, dtstart=dtstart, count=1)
        else:
            weekdays = [DAYS[CODES.index(code)] for code in case["weekdays"]] or None
            rule = rrule(FREQS[case["frequency"]], dtstart=dtstart, interval=case["interval"],
                         byweekday=weekdays, until=until, wkst=MO)
        for naive in rule.between(naive_lower, naive_upper, inc=True):
            instant = naive.replace(tzinfo=zone, fold=0)
            if lower <= instant < upper:
                found.add(instant.astimezone(timezone.utc))
    return [iso(t) for t in sorted(found)]


def random_times(rng, tricky):
    count = rng.choice([1, 1, 2, 2, 3])
    pool = TRICKY_TIMES if tricky else None
    times = set()
    while len(times) < count:
        if pool and rng.random() < 0.85:
            times.add(rng.choice(pool))
        else:
            times.add(f"{rng.randrange(24):02d}:{rng.choice([0, 0, 15, 30, 45, 59]):02d}")
    return sorted(times)


def make_case(rng, kind):
    zone = rng.choice(ZONES)
    frequency = rng.choice(["daily", "daily", "weekly", "weekly", "monthly", "yearly", "once"])
    tricky = False
    if kind == "month_end":
        frequency = "monthly"
        start = date(rng.choice([2024, 2025, 2026]), rng.randrange(1, 13), 1)
        start = start.replace(day=min(rng.choice([29, 30, 31]), 28 if start.month == 2 else 30 if start.month in (4, 6, 9, 11) else 31))
    elif kind == "leap_day":
        frequency = rng.choice(["yearly", "monthly", "daily"])
        start = date(2024, 2, 29)
    elif kind == "dst":
        zone = rng.choice(sorted(DST_DAYS))
        frequency = rng.choice(["daily", "daily", "daily", "weekly", "once"])
        change = date.fromisoformat(rng.choice(DST_DAYS[zone]))
        start = change - timedelta(days=rng.randrange(0, 15))
        tricky = True
    else:
        start = date(2024, 1, 1) + timedelta(days=rng.randrange(0, 4 * 365))
        tricky = rng.random() < 0.3
    interval = 1 if frequency == "once" else rng.choice([1, 1, 1, 2] if tricky else [1, 1, 1, 2, 2, 3, 4, 7])
    weekdays = []
    if frequency in ("daily", "weekly") and rng.random() < (0.2 if tricky else 0.5):
        weekdays = sorted(rng.sample(CODES, rng.randrange(1, 5)), key=CODES.index)
    end = None
    if frequency != "once" and rng.random() < 0.5:
        span = {"daily": 60, "weekly": 200, "monthly": 900, "yearly": 3000}[frequency]
        end = (start + timedelta(days=rng.randrange(0, span))).isoformat()
    # The window: around the start (for daylight-saving cases, across the change), as UTC
    # instants at random times of day; about one case in ten is left empty on purpose.
    span_days = {"once": 4, "daily": 45, "weekly": 150, "monthly": 800, "yearly": 3700}[frequency]
    offset = rng.randrange(-3, 1) if frequency == "once" else rng.randrange(-5, span_days // 2)
    lower = datetime(start.year, start.month, start.day, tzinfo=timezone.utc) + timedelta(days=offset, hours=rng.randrange(-12, 13), minutes=rng.choice([0, 0, 30]))
    upper = lower + timedelta(days=rng.randrange(1, span_days + 1), hours=rng.randrange(0, 24))
    if kind == "dst":
        lower = datetime(start.year, start.month, start.day, tzinfo=timezone.utc) - timedelta(hours=rng.randrange(0, 24))
        upper = datetime(change.year, change.month, change.day, tzinfo=timezone.utc) + timedelta(days=rng.randrange(1, 10), hours=rng.randrange(0, 24))
    case = {
        "kind": kind, "time_zone": zone, "start": start.isoformat(), "end": end,
        "times": random_times(rng, tricky), "frequency": frequency, "interval": interval,
        "weekdays": weekdays, "from": iso(lower), "to": iso(upper),
    }
    case["occurrences"] = expected(case)
    return case


def main():
    rng = random.Random(SEED)
    kinds = ["general"] * 160 + ["dst"] * 80 + ["month_end"] * 40 + ["leap_day"] * 20
    cases = []
    for number, kind in enumerate(kinds, start=1):
        case = make_case(rng, kind)
        case["id"] = number
        cases.append(case)
    json.dump({
        "produced_by": "generate.py",
        "python": sys.version.split()[0],
        "python_dateutil": dateutil.__version__,
        "seed": SEED,
        "cases": cases,
    }, sys.stdout, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
