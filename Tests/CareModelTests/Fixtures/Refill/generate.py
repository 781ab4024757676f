#!/usr/bin/env python3
"""Expected CMA1-CMA9 for generated refill histories, by AdhereR's own algorithm.

AdhereR (an R package) cannot be installed here, so this is a transcription into Python of
the algorithm in its R source (R/adherer.R: compute.event.int.gaps() and the per-patient
functions of CMA1 to CMA9), for one medication at a constant dose
(carry.only.for.same.medication = FALSE, consider.dosage.change = FALSE). It works event by
event with event intervals, gap days and carry-over, as AdhereR does; CareLab computes the
same measures differently, from a timeline of banked supply, so agreement checks both.

Days are integers counted from the follow-up window's start (day 0). Windows are
[start, start + duration]; an event belongs to one when start <= day <= end.

Run from this folder: python3 generate.py > cases.json
"""
import json
import random
import sys

SEED = 20260420
INF = float("inf")  # written as the string "Inf", as make_adherer.R writes AdhereR's Inf


def event_gaps(events, fu_end, ow_start, ow_end, carry_within, carry_into):
    """compute.event.int.gaps(): (day, duration, interval, gap, carry) for the events it keeps."""
    within_fu = [e for e in events if 0 <= e[0] <= fu_end]
    if carry_into:
        s = [e for e in within_fu if e[0] <= ow_end]
    else:
        s = [e for e in within_fu if ow_start <= e[0] <= ow_end]
    rows = []
    carry = 0.0
    for i, (day, duration) in enumerate(s):
        interval = (s[i + 1][0] - day) if i + 1 < len(s) else (ow_end - day)
        if len(s) == 1:
            rows.append((day, duration, interval, max(0.0, interval - duration), 0.0))
            continue
        if not carry_within:
            rows.append((day, duration, interval, max(0.0, interval - duration), 0.0))
            continue
        gap = interval - duration - carry
        row_carry = carry
        if gap < 0:
            carry = -gap
            gap = 0.0
        else:
            carry = 0.0
        rows.append((day, duration, interval, gap, row_carry))
    return rows


def cma1(events, fu_end, ow_start, ow_end):
    s = [e for e in events if 0 <= e[0] <= fu_end and ow_start <= e[0] <= ow_end]
    if len(s) < 2 or s[-1][0] == s[0][0]:
        return None
    return sum(d for _, d in s[:-1]) / (s[-1][0] - s[0][0])


def cma2(events, fu_end, ow_start, ow_end):
    s = [e for e in events if 0 <= e[0] <= fu_end and ow_start <= e[0] <= ow_end]
    if len(s) < 1:
        return None
    if ow_end == s[0][0]:
        return INF  # a supply over 0 days: AdhereR's Inf (and CMA4 = min(1, Inf) = 1)
    return sum(d for _, d in s) / (ow_end - s[0][0])


def cma5(events, fu_end, ow_start, ow_end):
    rows = event_gaps(events, fu_end, ow_start, ow_end, True, False)
    if len(rows) < 2 or rows[0][0] == rows[-1][0]:
        return None
    return 1 - sum(r[3] for r in rows[:-1]) / (rows[-1][0] - rows[0][0])


def cma6(events, fu_end, ow_start, ow_end):
    rows = event_gaps(events, fu_end, ow_start, ow_end, True, False)
    if len(rows) < 1 or ow_end - rows[0][0] <= 0:
        return None
    return 1 - sum(r[3] for r in rows) / (ow_end - rows[0][0])


def cma7(events, fu_end, ow_start, ow_end):
    rows = event_gaps(events, fu_end, ow_start, ow_end, True, True)
    inside = [i for i, r in enumerate(rows) if r[0] >= ow_start]
    length = ow_end - ow_start
    if not inside:
        before = [i for i, r in enumerate(rows) if r[0] < ow_start]
        if not before:
            return None
        gap = rows[before[-1]][3]
        return 1 - gap / length if gap <= length else 0.0
    first, last = inside[0], inside[-1]
    if first == 0:
        gap_before = rows[first][0] - ow_start
    else:
        gap_before = min(rows[first - 1][3], rows[first][0] - ow_start)
    gaps_between = sum(rows[i][3] for i in inside[:-1])
    return 1 - (gaps_between + rows[last][3] + gap_before) / length


def cma8(events, fu_end, ow_start, ow_end):
    rows = event_gaps(events, fu_end, ow_start, ow_end, True, True)
    ends = [r[0] + r[1] + r[4] for r in rows if r[0] < ow_start and r[0] + r[1] + r[4] > ow_start]
    new_start = max(ends) if ends else ow_start
    if new_start > ow_end:
        return 0.0  # AdhereR's CMA7 over a window of negative length: no event enters it
    if new_start == ow_end:
        return None
    return cma7(events, fu_end, new_start, ow_end)


def cma9(events, fu_end, ow_start, ow_end):
    if not [e for e in events if 0 <= e[0] <= ow_end]:
        return None
    rows = event_gaps(events, fu_end, 0, fu_end, True, True)
    total = 0.0
    for day, _, interval, gap, _ in rows:
        if interval <= 0:
            continue  # 0/0 in AdhereR, dropped by na.rm
        ratio = 1 - gap / interval
        overlap = max(0, min(day + interval, ow_end) - max(day, ow_start))
        total += ratio * overlap
    return total / (ow_end - ow_start)


MEASURES = [cma1, cma2, None, None, cma5, cma6, cma7, cma8, cma9]


def measures(events, fu_end, ow_start, ow_end):
    values = []
    for number, function in enumerate(MEASURES, start=1):
        if number == 3:
            value = values[0] if values[0] is None else min(1.0, values[0])
        elif number == 4:
            value = values[1] if values[1] is None else min(1.0, values[1])
        else:
            value = function(events, fu_end, ow_start, ow_end)
        values.append(value)
    return values


def make_case(rng, number):
    fu_days = rng.choice([90, 180, 365, 730])
    ow_start = rng.choice([0, 0, rng.randrange(0, fu_days // 2)])
    ow_days = rng.randrange(15, fu_days - ow_start + 1)
    count = rng.choice([0, 1, 2, 3, 5, 8, 12])
    events = []
    for _ in range(count):
        day = rng.randrange(-30, fu_days + 30)
        if rng.random() < 0.15 and events:
            day = rng.choice(events)[0]  # same-day refills
        if rng.random() < 0.1:
            day = rng.choice([0, ow_start, ow_start + ow_days, fu_days])  # window edges
        events.append((day, rng.choice([7, 14, 28, 30, 30, 60, 90])))
    events.sort(key=lambda e: e[0])  # stable: same-day events keep their order
    values = measures(events, fu_days, ow_start, ow_start + ow_days)
    return {
        "id": number, "follow_up_days": fu_days, "observation_start": ow_start, "observation_days": ow_days,
        "events": [{"day": d, "supply": s} for d, s in events],
        "cma": ["Inf" if v == INF else v for v in values],
    }


def main():
    rng = random.Random(SEED)
    cases = [make_case(rng, number) for number in range(1, 241)]
    json.dump({"produced_by": "generate.py", "python": sys.version.split()[0], "seed": SEED, "cases": cases},
              sys.stdout, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
