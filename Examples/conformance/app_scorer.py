#!/usr/bin/env python3
"""A tiny scorer written independently of CareLab, standing in for an app's rule code.

It reads conformance vectors (``carelab rules vectors --out DIR``): ``inputs.jsonl`` and the
people, symptoms, rules and schedules in ``manifest.json``, and writes what an app would
compute, in the vectors' CSV format:

    daily_scores.csv          seed 000 Req 8-9, local-day window with a 00:00 cut-off
    schedule_occurrences.csv  daily and monthly RRULEs (INTERVAL, BYMONTHDAY)
    monthly_points.csv        seed 004 DR6, points for daily log-ins

Usage: app_scorer.py VECTORS_DIR OUT_DIR [--cut-days-at-utc]

``--cut-days-at-utc`` is a deliberately wrong variant: it counts an entry on its UTC day
instead of its day in the person's time zone. Standard library only (zoneinfo needs the
system's tz database, as on Debian and macOS).
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
        with open(os.path.join(vectors, "inputs.jsonl"), encoding="utf-8") as handle:
            for line in handle:
                event = json.loads(line)
                self.events.setdefault(event["person_id"], []).append(event)
        self.cut_days_at_utc = cut_days_at_utc
        rules = self.manifest["rules"]
        if rules["scoring"]["window"] != "local_day" or rules["scoring"]["cutoff"] != "00:00":
            sys.exit("app_scorer.py: only the local-day window with a 00:00 cut-off is implemented")

    def day_of(self, event, zone):
        """The day an event counts on: its local day (or, in the wrong variant, its UTC day)."""
        tz = timezone.utc if self.cut_days_at_utc else ZoneInfo(zone)
        return datetime.fromtimestamp(event["unix"], tz).date()

    def daily_scores(self):
        rules = self.manifest["rules"]["scoring"]
        category_of = {s["name"]: s["category"] for s in self.manifest["tracked_symptoms"]}
        rows = []
        for person in self.manifest["people"]:
            pid, zone = person["person_id"], person["time_zone"]
            symptoms = [e for e in self.events.get(pid, []) if e["kind"] == "symptom"]
            categories = dict(category_of)
            for event in symptoms:
                categories.setdefault(event["name"], ALL_SYMPTOMS)
            totals = {}
            for event in symptoms:
                points = rules["points"].get(SEVERITIES.get(int(event["value"]), ""), 0)
                day = self.day_of(event, zone)
                for key in (("category", categories[event["name"]]), ("symptom", event["name"])):
                    totals[(day, key)] = totals.get((day, key), 0) + points
            for day in days(person["first_date"], person["last_date"]):
                for level, names in (("category", sorted(set(categories.values()))), ("symptom", sorted(categories))):
                    for name in names:
                        rows.append([rules["version"], pid, day.isoformat(), level, name,
                                     totals.get((day, (level, name)), 0)])
        return ["rule_version", "person_id", "date", "level", "name", "score_points"], rows

    def schedule_occurrences(self):
        rows = []
        for person in self.manifest["people"]:
            zone = ZoneInfo(person["time_zone"])
            for schedule in self.manifest["schedules"]:
                rule = dict(part.split("=", 1) for part in schedule["rrule"].split(";"))
                unsupported = set(rule) - {"FREQ", "INTERVAL", "BYMONTHDAY"}
                if unsupported or rule["FREQ"] not in ("DAILY", "MONTHLY"):
                    sys.exit(f"app_scorer.py: RRULE {schedule['rrule']} is not implemented")
                start = date.fromisoformat(schedule["start"])
                interval = int(rule.get("INTERVAL", "1"))
                month_days = [int(d) for d in rule["BYMONTHDAY"].split(",")] if "BYMONTHDAY" in rule else [start.day]
                instants = []
                for day in days(person["first_date"], person["last_date"]):
                    if day < start:
                        continue
                    if rule["FREQ"] == "DAILY":
                        occurs = (day - start).days % interval == 0
                    else:
                        months = (day.year - start.year) * 12 + day.month - start.month
                        occurs = months % interval == 0 and day.day in month_days
                    if occurs:
                        for time in schedule["times"]:
                            hour, minute = map(int, time.split(":"))
                            # fold=0: a skipped time moves forward by the gap, a repeated
                            # one is its first occurrence (RFC 5545, PEP 495).
                            local = datetime(day.year, day.month, day.day, hour, minute, tzinfo=zone)
                            instants.append(local.astimezone(timezone.utc))
                by_day = {}
                for instant in sorted(instants):
                    by_day.setdefault(instant.astimezone(zone).date(), []).append(instant)
                for day in days(person["first_date"], person["last_date"]):
                    found = by_day.get(day, [])
                    rows.append([self.manifest["rules"]["schedules_version"], person["person_id"], schedule["name"],
                                 day.isoformat(), len(found),
                                 " ".join(i.astimezone(zone).strftime("%H:%M") for i in found),
                                 " ".join(i.strftime("%Y-%m-%dT%H:%M:%SZ") for i in found)])
        return (["rule_version", "person_id", "schedule", "date", "occurrences", "local_times", "instants_utc"], rows)

    def monthly_points(self):
        rules = self.manifest["rules"]["rewards"]
        rows = []
        for person in self.manifest["people"]:
            period = list(days(person["first_date"], person["last_date"]))
            login_days = {self.day_of(e, person["time_zone"]) for e in self.events.get(person["person_id"], [])
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
                          ("monthly_points.csv", scorer.monthly_points)):
        header, rows = compute()
        write(os.path.join(args.out, name), header, rows)


if __name__ == "__main__":
    main()
