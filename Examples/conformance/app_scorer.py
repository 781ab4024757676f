#!/usr/bin/env python3
"""A tiny scorer written independently of CareLab, standing in for an app's rule code.

It reads conformance vectors (``carelab rules vectors --out DIR``): ``inputs.jsonl`` and the
people, symptoms, rules and schedules in ``manifest.json``, and writes what an app would
compute, in the vectors' CSV format:

    daily_scores.csv          seed 000 Req 8-9, local-day window with a 00:00 cut-off
    schedule_occurrences.csv  daily and monthly RRULEs (INTERVAL, BYMONTHDAY)
    dose_adherence.csv        each scheduled dose, taken doses paired with the nearest
    period_adherence.csv      the same per calendar week (Monday to Sunday)
    monthly_points.csv        seed 004 DR6, points for daily log-ins
    missed_tasks.csv          seed 003 story 5, each day's tasks done, missed or open

Usage: app_scorer.py VECTORS_DIR OUT_DIR [--cut-days-at-utc]

A person who travels has ``zone`` lines in the inputs: from each line's instant on, the
person is in its ``time_zone``. An entry counts on its date in the zone in effect at its
instant; a schedule's clock time occurs at the first instant the person's clock reads it
(not at all when a change of zone skips it).

``--cut-days-at-utc`` is a deliberately wrong variant: it counts an entry on its UTC day
instead of its day in the zone the person is in. Standard library only (zoneinfo needs
the system's tz database, as on Debian and macOS).
"""

import argparse
import csv
import json
import os
import sys
from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

SEVERITIES = {1: "mild", 2: "moderate", 3: "severe", 4: "debilitating"}
ALL_SYMPTOMS = "All Symptoms"


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("vectors")
    parser.add_argument("out")
    parser.add_argument("--cut-days-at-utc", action="store_true",
                        help="the wrong variant: days cut at UTC midnight")
    return parser.parse_args()


def days(first, last):
    day = date.fromisoformat(first)
    while day <= date.fromisoformat(last):
        yield day
        day += timedelta(days=1)


class Scorer:
    def __init__(self, vectors, cut_days_at_utc):
        with open(os.path.join(vectors, "manifest.json"), encoding="utf-8") as handle:
            self.manifest = json.load(handle)
        self.events = {}
        # Each person's zones over time: (from unix second, zone), the home zone from the start.
        self.timelines = {p["person_id"]: [(float("-inf"), ZoneInfo(p["time_zone"]))] for p in self.manifest["people"]}
        with open(os.path.join(vectors, "inputs.jsonl"), encoding="utf-8") as handle:
            for line in handle:
                event = json.loads(line)
                if event["kind"] == "zone":
                    self.timelines[event["person_id"]].append((event["unix"], ZoneInfo(event["time_zone"])))
                else:
                    self.events.setdefault(event["person_id"], []).append(event)
        for timeline in self.timelines.values():
            timeline.sort(key=lambda change: change[0])
        self.cut_days_at_utc = cut_days_at_utc
        rules = self.manifest["rules"]
        if rules["scoring"]["window"] != "local_day" or rules["scoring"]["cutoff"] != "00:00":
            sys.exit("app_scorer.py: only the local-day window with a 00:00 cut-off is implemented")

    def zone_at(self, pid, unix):
        """The zone the person is in at a Unix second: the last change at or before it."""
        return [zone for start, zone in self.timelines[pid] if start <= unix][-1]

    def spans(self, pid):
        """The person's zones with the Unix seconds [start, end) each is in effect."""
        timeline = self.timelines[pid]
        ends = [start for start, _ in timeline[1:]] + [float("inf")]
        return [(start, end, zone) for (start, zone), end in zip(timeline, ends) if start < end]

    def start_of(self, pid, day):
        """The first Unix second at which the person's clock reads `day` or a later date."""
        for start, end, zone in self.spans(pid):
            midnight = datetime(day.year, day.month, day.day, tzinfo=zone).timestamp()
            if max(start, midnight) < end:
                return max(start, midnight)

    def day_of(self, event, pid):
        """The day an event counts on: its local day (or, in the wrong variant, its UTC day)."""
        tz = timezone.utc if self.cut_days_at_utc else self.zone_at(pid, event["unix"])
        return datetime.fromtimestamp(event["unix"], tz).date()

    def daily_scores(self):
        rules = self.manifest["rules"]["scoring"]
        category_of = {s["name"]: s["category"] for s in self.manifest["tracked_symptoms"]}
        rows = []
        for person in self.manifest["people"]:
            pid = person["person_id"]
            symptoms = [e for e in self.events.get(pid, []) if e["kind"] == "symptom"]
            categories = dict(category_of)
            for event in symptoms:
                categories.setdefault(event["name"], ALL_SYMPTOMS)
            totals = {}
            for event in symptoms:
                points = rules["points"].get(SEVERITIES.get(int(event["value"]), ""), 0)
                day = self.day_of(event, pid)
                for key in (("category", categories[event["name"]]), ("symptom", event["name"])):
                    totals[(day, key)] = totals.get((day, key), 0) + points
            for day in days(person["first_date"], person["last_date"]):
                for level, names in (("category", sorted(set(categories.values()))), ("symptom", sorted(categories))):
                    for name in names:
                        rows.append([rules["version"], pid, day.isoformat(), level, name,
                                     totals.get((day, (level, name)), 0)])
        return ["rule_version", "person_id", "date", "level", "name", "score_points"], rows

    def occurrences(self, person, schedule):
        """A schedule's occurrences in the person's days, as UTC datetimes, ascending: in each
        span of one zone, that zone's; a local date and time met again later (a change that set
        the clock back) only the first time."""
        rule = dict(part.split("=", 1) for part in schedule["rrule"].split(";"))
        unsupported = set(rule) - {"FREQ", "INTERVAL", "BYMONTHDAY"}
        if unsupported or rule["FREQ"] not in ("DAILY", "MONTHLY"):
            sys.exit(f"app_scorer.py: RRULE {schedule['rrule']} is not implemented")
        start = date.fromisoformat(schedule["start"])
        interval = int(rule.get("INTERVAL", "1"))
        month_days = [int(d) for d in rule["BYMONTHDAY"].split(",")] if "BYMONTHDAY" in rule else [start.day]
        pid = person["person_id"]
        first, last = date.fromisoformat(person["first_date"]), date.fromisoformat(person["last_date"])
        lower, upper = self.start_of(pid, first), self.start_of(pid, last + timedelta(days=1))
        seen, instants = set(), []
        for span_start, span_end, zone in self.spans(pid):
            # One day of margin: a zone's date may differ from the person's days at the ends.
            for day in days((first - timedelta(days=1)).isoformat(), (last + timedelta(days=1)).isoformat()):
                if day < start:
                    continue
                if rule["FREQ"] == "DAILY":
                    occurs = (day - start).days % interval == 0
                else:
                    months = (day.year - start.year) * 12 + day.month - start.month
                    occurs = months % interval == 0 and day.day in month_days
                if not occurs:
                    continue
                for time in schedule["times"]:
                    hour, minute = map(int, time.split(":"))
                    # fold=0: a skipped time moves forward by the gap, a repeated one is its
                    # first occurrence (RFC 5545, PEP 495).
                    local = datetime(day.year, day.month, day.day, hour, minute, tzinfo=zone)
                    unix = local.timestamp()
                    reading = local.astimezone(timezone.utc).astimezone(zone).replace(tzinfo=None)
                    if span_start <= unix < span_end and lower <= unix < upper and reading not in seen:
                        seen.add(reading)
                        instants.append(local.astimezone(timezone.utc))
        return sorted(set(instants))

    def schedule_occurrences(self):
        rows = []
        for person in self.manifest["people"]:
            pid = person["person_id"]
            for schedule in self.manifest["schedules"]:
                by_day = {}
                for instant in self.occurrences(person, schedule):
                    zone = self.zone_at(pid, instant.timestamp())
                    by_day.setdefault(instant.astimezone(zone).date(), []).append(instant)
                for day in days(person["first_date"], person["last_date"]):
                    found = by_day.get(day, [])
                    rows.append([self.manifest["rules"]["schedules_version"], pid, schedule["name"],
                                 day.isoformat(), len(found),
                                 " ".join(i.astimezone(self.zone_at(pid, i.timestamp())).strftime("%H:%M") for i in found),
                                 " ".join(i.strftime("%Y-%m-%dT%H:%M:%SZ") for i in found)])
        return (["rule_version", "person_id", "schedule", "date", "occurrences", "local_times", "instants_utc"], rows)

    def doses(self, person, schedule):
        """The medication's scheduled doses and the taken doses logged for it (at their
        taken times), as Unix seconds within the person's days."""
        pid = person["person_id"]
        lower = self.start_of(pid, date.fromisoformat(person["first_date"]))
        upper = self.start_of(pid, date.fromisoformat(person["last_date"]) + timedelta(days=1))
        scheduled = [i.timestamp() for i in self.occurrences(person, schedule)]
        taken = sorted(e["unix"] for e in self.events.get(pid, [])
                       if e["kind"] == "dose" and e["name"] == schedule["name"] and lower <= e["unix"] < upper)
        return scheduled, taken

    @staticmethod
    def match(scheduled, taken):
        """For each scheduled dose, the taken doses nearest to it (the earlier on a tie), and
        the number of extra doses (beyond one per scheduled dose, or with none scheduled)."""
        assigned = [[] for _ in scheduled]
        extra = 0
        for dose in taken:
            if not scheduled:
                extra += 1
                continue
            nearest = min(range(len(scheduled)), key=lambda i: (abs(dose - scheduled[i]), scheduled[i]))
            assigned[nearest].append(dose)
        extra += sum(max(0, len(doses) - 1) for doses in assigned)
        return assigned, extra

    def on_time(self, due, doses):
        return any(abs(dose - due) <= self.manifest["rules"]["on_time_window_seconds"] for dose in doses)

    def medications(self):
        return [s for s in self.manifest["schedules"] if s["subject"] == "medication"]

    def dose_adherence(self):
        rows = []
        for person in self.manifest["people"]:
            pid = person["person_id"]
            for schedule in self.medications():
                scheduled, taken = self.doses(person, schedule)
                assigned, _ = self.match(scheduled, taken)
                for due, doses in zip(scheduled, assigned):
                    day = datetime.fromtimestamp(due, self.zone_at(pid, due)).date()
                    rows.append([self.manifest["rules"]["schedules_version"], pid, schedule["name"],
                                 datetime.fromtimestamp(due, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
                                 day.isoformat(), 1 if doses else 0, 1 if self.on_time(due, doses) else 0, len(doses)])
        return ["rule_version", "person_id", "medication", "scheduled_at", "date", "taken", "on_time", "doses"], rows

    def period_adherence(self):
        rows = []
        for person in self.manifest["people"]:
            pid = person["person_id"]
            weeks = []
            for day in days(person["first_date"], person["last_date"]):
                if day.weekday() == 0 or not weeks:
                    weeks.append([])
                weeks[-1].append(day)
            for schedule in self.medications():
                all_scheduled, all_taken = self.doses(person, schedule)
                for week in weeks:
                    lower, upper = self.start_of(pid, week[0]), self.start_of(pid, week[-1] + timedelta(days=1))
                    scheduled = [t for t in all_scheduled if lower <= t < upper]
                    assigned, extra = self.match(scheduled, [t for t in all_taken if lower <= t < upper])
                    taken = sum(1 for doses in assigned if doses)
                    on_time = sum(1 for due, doses in zip(scheduled, assigned) if self.on_time(due, doses))
                    share = (lambda count: str(count / len(scheduled)) if scheduled else "")
                    rows.append([self.manifest["rules"]["schedules_version"], pid, schedule["name"], week[0].isoformat(),
                                 week[-1].isoformat(), len(scheduled), taken, on_time, extra, share(taken), share(on_time)])
        return (["rule_version", "person_id", "medication", "week_first", "week_last", "scheduled", "taken", "on_time",
                 "extra", "taken_share", "on_time_rate"], rows)

    def missed_tasks(self):
        grace = self.manifest["rules"]["task_grace_period_seconds"]
        tasks = [s for s in self.manifest["schedules"] if s["subject"] == "task"]
        rows = []
        for person in self.manifest["people"]:
            pid = person["person_id"]
            now = datetime.fromisoformat(person["tasks_judged_at"].replace("Z", "+00:00")).timestamp()
            outcomes = sorted((e for e in self.events.get(pid, []) if e["kind"] == "task" and e["unix"] <= now),
                              key=lambda e: e["unix"])
            occurrences = sorted((i.timestamp(), task["name"]) for task in tasks for i in self.occurrences(person, task))
            for day in days(person["first_date"], person["last_date"]):
                lower, upper = self.start_of(pid, day), self.start_of(pid, day + timedelta(days=1))
                done, missed = 0, []
                mine = [o for o in occurrences if lower <= o[0] < upper]
                for due, name in mine:
                    deadline, state = due + grace, None
                    for outcome in outcomes:
                        if outcome["name"] != name or outcome["value"] != due or outcome["unix"] > deadline:
                            continue
                        if outcome["unit"] == "done":
                            state = "done"
                            break
                        deadline = max(deadline, outcome["unix"] + outcome["detail_value"] + grace)
                    if state == "done":
                        done += 1
                    elif now >= deadline:
                        missed.append(name)
                names = list(dict.fromkeys(missed))
                rows.append([self.manifest["rules"]["schedules_version"], pid, day.isoformat(), len(mine), done,
                             len(missed), len(mine) - done - len(missed), ";".join(names)])
        return ["rule_version", "person_id", "date", "scheduled", "done", "missed", "open", "missed_tasks"], rows

    def monthly_points(self):
        rules = self.manifest["rules"]["rewards"]
        rows = []
        for person in self.manifest["people"]:
            period = list(days(person["first_date"], person["last_date"]))
            login_days = {self.day_of(e, person["person_id"]) for e in self.events.get(person["person_id"], [])
                          if e["kind"] == "usage" and e["name"] == "login"}
            login_days &= set(period)
            for month in sorted({d.strftime("%Y-%m") for d in period}):
                earned = sum(1 for d in login_days if d.strftime("%Y-%m") == month)
                rows.append([rules["version"], person["person_id"], month, earned * rules["points"]["daily_log_in"]])
        return ["rule_version", "person_id", "month", "points"], rows


def write(path, header, rows):
    with open(path, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, lineterminator="\r\n")
        writer.writerow(header)
        writer.writerows(rows)


def main():
    args = parse_args()
    scorer = Scorer(args.vectors, args.cut_days_at_utc)
    os.makedirs(args.out, exist_ok=True)
    for name, compute in (("daily_scores.csv", scorer.daily_scores),
                          ("schedule_occurrences.csv", scorer.schedule_occurrences),
                          ("dose_adherence.csv", scorer.dose_adherence),
                          ("period_adherence.csv", scorer.period_adherence),
                          ("monthly_points.csv", scorer.monthly_points),
                          ("missed_tasks.csv", scorer.missed_tasks)):
        header, rows = compute()
        write(os.path.join(args.out, name), header, rows)


if __name__ == "__main__":
    main()
