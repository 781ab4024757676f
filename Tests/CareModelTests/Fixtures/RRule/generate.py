#!/usr/bin/env python3
"""Expected occurrences of generated RFC 5545 RRULE strings, computed by python-dateutil.

Each case is an RRULE text (without DTSTART), a start day, clock times, a time zone and a
window [from, to) of UTC instants. CareLab reads the text with
RecurrenceRule(rrule:start:times:); the expected occurrences come from dateutil's
rrulestr, one rule per clock time with DTSTART = start day at that time, the naive local
date-times placed in the zone with zoneinfo and fold=0 (RFC 5545 section 3.3.5), merged,
de-duplicated, kept when from <= t < to and sorted: the mapping of
Recurrence/generate.py. UNTIL is always written as a floating date-time at 23:59:59, which
both read as the end of that day.

The rules exercise what Recurrence/cases.json does not: BYMONTHDAY (the 29th-31st in short
months, -1 the last day), BYDAY with ordinals (the first Monday, the last Friday, a fifth
Sunday some months lack), BYMONTHDAY with BYDAY (Friday the 13th), BYSETPOS (the last
working day), COUNT on every frequency, UNTIL, INTERVAL above 1, in zones with
daylight-saving changes.

Run from this folder: python3 generate.py > cases.json
"""
import json
import random
import sys
from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

import dateutil
from dateutil.rrule import rrulestr

SEED = 20261125
ZONES = ["UTC", "Europe/London", "America/New_York", "Australia/Lord_Howe", "America/Santiago",
         "Pacific/Apia", "Asia/Kolkata", "Europe/Berlin"]
TIMES = ["00:30", "01:30", "02:30", "08:00", "12:00", "20:00", "23:45"]
MONTHLY = [
    "BYMONTHDAY=29", "BYMONTHDAY=30", "BYMONTHDAY=31", "BYMONTHDAY=-1", "BYMONTHDAY=-2",
    "BYMONTHDAY=1,15", "BYMONTHDAY=31,-1", "BYMONTHDAY=-31",
    "BYDAY=1MO", "BYDAY=-1FR", "BYDAY=2TU,4TU", "BYDAY=5SU", "BYDAY=-5SA", "BYDAY=MO", "BYDAY=SA,SU",
    "BYMONTHDAY=13;BYDAY=FR", "BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", "BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1",
    "BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1,-1", "BYMONTHDAY=1,10,20,30;BYSETPOS=-2", "BYDAY=SA,SU;BYSETPOS=3",
]


def iso(instant):
    return instant.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def expected(case):
    zone = ZoneInfo(case["time_zone"])
    start = date.fromisoformat(case["start"])
    lower = datetime.fromisoformat(case["from"].replace("Z", "+00:00"))
    upper = datetime.fromisoformat(case["to"].replace("Z", "+00:00"))
    naive_lower = lower.astimezone(zone).replace(tzinfo=None) - timedelta(days=2)
    naive_upper = upper.astimezone(zone).replace(tzinfo=None) + timedelta(days=2)
    found = set()
    for text in case["times"]:
        hour, minute = map(int, text.split(":"))
        dtstart = datetime(start.year, start.month, start.day, hour, minute)
        rule = rrulestr(case["rrule"], dtstart=dtstart)
        for naive in rule.between(naive_lower, naive_upper, inc=True):
            instant = naive.replace(tzinfo=zone, fold=0)
            if lower <= instant < upper:
                found.add(instant.astimezone(timezone.utc))
    return [iso(t) for t in sorted(found)]


def main():
    rng = random.Random(SEED)
    cases = []
    for i in range(240):
        zone = rng.choice(ZONES)
        start = date(2025, 1, 1) + timedelta(days=rng.randrange(0, 700))
        times = sorted(set(rng.sample(TIMES, rng.choice([1, 1, 2]))))
        kind = rng.choice(["monthly", "monthly", "monthly", "count", "until"])
        freq = "MONTHLY" if kind == "monthly" else rng.choice(["DAILY", "WEEKLY", "MONTHLY", "YEARLY"])
        parts = [f"FREQ={freq}"]
        interval = rng.choice([1, 1, 1, 2, 3])
        if interval > 1:
            parts.append(f"INTERVAL={interval}")
        if freq == "MONTHLY" and (kind == "monthly" or rng.random() < 0.5):
            parts.append(rng.choice(MONTHLY))
        if freq in ("DAILY", "WEEKLY") and rng.random() < 0.4:
            parts.append("BYDAY=" + ",".join(sorted(rng.sample(["MO", "TU", "WE", "TH", "FR", "SA", "SU"], rng.randint(1, 3)))))
        if kind == "count" or (kind == "monthly" and rng.random() < 0.3):
            parts.append(f"COUNT={rng.choice([1, 2, 5, 13, 40])}")
        elif kind == "until" or rng.random() < 0.3:
            until = start + timedelta(days=rng.randrange(0, 500))
            parts.append(f"UNTIL={until.strftime('%Y%m%d')}T235959")
        lower = datetime.combine(start - timedelta(days=rng.randrange(0, 40)), datetime.min.time(), timezone.utc)
        upper = lower + timedelta(days=rng.choice([60, 200, 420, 800]))
        case = {"name": f"rrule-{i}", "time_zone": zone, "start": start.isoformat(), "times": times,
                "rrule": ";".join(parts), "from": iso(lower), "to": iso(upper)}
        case["occurrences"] = expected(case)
        cases.append(case)
    versions = {"python": sys.version.split()[0], "dateutil": dateutil.__version__}
    json.dump({"versions": versions, "cases": cases}, sys.stdout, indent=1)
    sys.stdout.write("\n")


main()
