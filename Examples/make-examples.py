#!/usr/bin/env python3
"""Writes the example inputs under Examples/ that README.md's tour runs on.

    python3 Examples/make-examples.py           # (re)write every file
    python3 Examples/make-examples.py --check   # exit 1 when a committed file differs

Python 3 standard library only. Every file comes from its own random.Random with a fixed
seed, numbers are written with fixed formats and the ZIP archive stores its member with a
fixed date and no compression (a deflated stream depends on the zlib build), so the same
script writes the same bytes on any machine. Everything here is invented: no person's data.
Examples/README.md describes each file and its columns, and what each one shows.
"""

import argparse
import csv
import datetime as dt
import io
import json
import math
import random
import sys
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def csv_bytes(header, rows):
    """RFC 4180 CSV with LF line ends, as the exports and CareLab's own tables write it."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(rows)
    return out.getvalue().encode("utf-8")


def clamp(x, low, high):
    return max(low, min(high, x))


# --- stats/ ------------------------------------------------------------------------------

def stats_data():
    """A person-day panel: 24 people, 21 days.

    Within a person, a day with more caffeine than their own usual has a worse headache
    (+1.2 points per 100 mg) and a night with more sleep than usual a less tired day
    (-0.9 points per hour). Between people the sleep association is reversed (people who
    sleep more are more tired on average), so the pooled correlation understates the
    within-person one that `stats rmcorr` finds. About 2 % of sleep values are missing
    (the watch was not worn).
    """
    rng = random.Random(20260301)
    rows = []
    start = dt.date(2026, 3, 2)
    for p in range(1, 25):
        usual_caffeine = rng.uniform(40, 320)
        usual_sleep = rng.gauss(7.0, 0.7)
        headache_base = rng.gauss(3.0, 1.0) + 0.004 * (usual_caffeine - 180)
        fatigue_base = 4.0 + 1.2 * (usual_sleep - 7.0) + rng.gauss(0, 0.6)
        for d in range(21):
            caffeine = max(0.0, round((usual_caffeine + rng.gauss(0, 70)) / 10) * 10)
            sleep = clamp(usual_sleep + rng.gauss(0, 0.8), 3.0, 11.0)
            headache = clamp(round(headache_base + 0.012 * (caffeine - usual_caffeine) + rng.gauss(0, 1.0)), 0, 10)
            fatigue = clamp(round(fatigue_base - 0.9 * (sleep - usual_sleep) + rng.gauss(0, 0.8)), 0, 10)
            sleep_cell = "" if rng.random() < 0.02 else f"{sleep:.1f}"
            rows.append([f"P{p:03d}", (start + dt.timedelta(days=d)).isoformat(), f"{caffeine:.0f}",
                         sleep_cell, f"{headache:d}", f"{fatigue:d}"])
    return csv_bytes(["person_id", "date", "caffeine_mg", "sleep_hours", "headache", "fatigue"], rows)


def stats_dropout():
    """A 90-day trial of reminders: 240 people at 8 sites, randomised 1:1.

    Daily hazard of dropping out 0.012 in the control arm, halved by reminders (hazard
    ratio 0.5), 2 % lower per year of age; each site multiplies it by its own factor.
    People enrolled late are followed for less than 90 days (censored). The first seed tried
    (20260302) drew an unusually small difference between the arms (log-rank p = 0.09; five
    other seeds gave p < 0.001); this one gives a typical sample.
    """
    rng = random.Random(20260312)
    site_factor = {f"S{s}": math.exp(rng.gauss(0, 0.25)) for s in range(1, 9)}
    rows = []
    for p in range(1, 241):
        site = f"S{rng.randint(1, 8)}"
        reminders = 1 if rng.random() < 0.5 else 0
        age = rng.randint(18, 75)
        rate = 0.012 * math.exp(math.log(0.5) * reminders - 0.02 * (age - 45)) * site_factor[site]
        dropout_day = rng.expovariate(rate)
        follow_up = 90 if rng.random() < 0.7 else rng.randint(45, 89)
        dropped = 1 if dropout_day <= follow_up else 0
        days = max(1, math.ceil(dropout_day)) if dropped else follow_up
        rows.append([f"P{p:03d}", site, "reminders" if reminders else "control", reminders, age, days, dropped])
    return csv_bytes(["person_id", "site", "arm", "reminders", "age", "days", "dropped"], rows)


def stats_tests():
    """24 exposure-outcome tests from one study: 6 real associations, 18 null ones, and one
    pair that could not be tested (too few days: p is NA)."""
    rng = random.Random(20260303)
    exposures = ["caffeine", "alcohol", "sleep", "exercise", "water", "screen_time"]
    outcomes = ["headache", "fatigue", "insomnia", "nausea"]
    real = {("caffeine", "headache"), ("caffeine", "insomnia"), ("alcohol", "headache"),
            ("sleep", "fatigue"), ("exercise", "fatigue"), ("screen_time", "insomnia")}
    rows = []
    for exposure in exposures:
        for outcome in outcomes:
            if (exposure, outcome) == ("water", "nausea"):
                rows.append([exposure, outcome, 1, "", "NA"])
                continue
            z = rng.gauss(3.2, 0.8) if (exposure, outcome) in real else rng.gauss(0, 1)
            if (exposure, outcome) in {("sleep", "fatigue"), ("exercise", "fatigue")}:
                z = -z
            p = math.erfc(abs(z) / math.sqrt(2))
            rows.append([exposure, outcome, 1, f"{0.1 * z:.3f}", f"{p:.4g}"])
    return csv_bytes(["exposure", "outcome", "lag_days", "estimate", "p_value"], rows)


# --- adherence/ --------------------------------------------------------------------------

def adherence_refills():
    """Pharmacy dispensings of 8 people over about a year, each with their own habit."""
    rng = random.Random(20260304)
    habits = [  # (person, medication, supply, mean delay in days, sd, stops after n fills)
        ("A01", "metformin", 30, 0, 1, None),       # refills on time
        ("A02", "metformin", 30, 6, 3, None),       # a week late, every time
        ("A03", "metformin", 90, 10, 6, None),      # 90-day fills, a little late
        ("A04", "lisinopril", 30, -4, 2, None),     # refills early: supplies overlap
        ("A05", "lisinopril", 30, 2, 4, 5),         # stops after five fills
        ("A06", "lisinopril", 30, 15, 10, None),    # long, irregular gaps
        ("A07", "atorvastatin", 30, 1, 2, None),
        ("A08", "atorvastatin", 30, 0, 20, None),   # sometimes weeks late
    ]
    rows = []
    for person, medication, supply, delay, sd, stops in habits:
        day = dt.date(2026, 1, 1) + dt.timedelta(days=rng.randint(0, 20))
        fills = 0
        while day < dt.date(2026, 12, 1) and (stops is None or fills < stops):
            rows.append([person, medication, day.isoformat(), supply])
            fills += 1
            day += dt.timedelta(days=max(1, supply + round(rng.gauss(delay, sd))))
    return csv_bytes(["person", "medication", "filled", "days"], rows)


# --- importers -----------------------------------------------------------------------------

def flaredown_export():
    """Flaredown's research export (export.csv): three people with daily check-ins over
    four weeks, some days missed. Migraine days follow stress and poor sleep."""
    rng = random.Random(20260305)
    people = [  # (user_id, age, sex, country, condition)
        ("QEVuQwEAgkT3sLm0VqRx9Dz1bUOnaQ==", 29, "female", "GB", "Migraine"),
        ("QEVuQwEA5hKcP2yNwZr8Ta6dXfJsLg==", 41, "male", "US", "Migraine"),
        ("QEVuQwEAp7YtRb3mKcW1Nq0vHeSgUw==", 35, "female", "DE", "Crohn's disease"),
    ]
    header = ["user_id", "age", "sex", "country", "checkin_date", "trackable_id", "trackable_type",
              "trackable_name", "trackable_value"]
    rows = []
    for user, age, sex, country, condition in people:
        for d in range(28):
            if rng.random() < 0.15:
                continue  # no check-in that day
            date = (dt.date(2026, 2, 2) + dt.timedelta(days=d)).isoformat()
            stress = rng.random() < 0.3
            poor_sleep = rng.random() < 0.25
            load = 0.8 + 1.2 * stress + 1.0 * poor_sleep + rng.gauss(0, 0.7)
            severity = clamp(round(load), 0, 4)

            def add(tid, kind, name, value):
                rows.append([user, age, sex, country, date, tid, kind, name, value])

            add(1069 if condition == "Migraine" else 2210, "Condition", condition, severity)
            if condition == "Migraine":
                add(99, "Symptom", "Headache", severity)
                add(7, "Symptom", "Nausea", clamp(severity - 1 - rng.randint(0, 1), 0, 4))
                if severity >= 3:
                    add(1492, "Treatment", "Sumatriptan", "50mg")
            else:
                add(42, "Symptom", "Abdominal pain", clamp(round(load - 0.3), 0, 4))
                add(1356, "Treatment", "Mesalamine", "3 x 400mg")
                add(9, "HBI", "HBI", clamp(round(2 + 2 * load + rng.gauss(0, 1)), 0, 30))
            add(13, "Symptom", "Fatigue", clamp(round(0.5 + 1.5 * poor_sleep + rng.gauss(0, 0.8)), 0, 4))
            add(2204, "Treatment", "Magnesium", "400 mg")
            if stress:
                add(61, "Tag", "stress", "")
            if poor_sleep:
                add(62, "Tag", "poor sleep", "")
            if rng.random() < 0.6:
                add(5, "Food", "Coffee", "")
            t_min = 34 + rng.gauss(0, 4)
            add(1, "Weather", "icon", rng.choice(["clear-day", "partly-cloudy-day", "cloudy", "rain"]))
            add(2, "Weather", "temperature_min", f"{t_min:.1f}")
            add(3, "Weather", "temperature_max", f"{t_min + 9 + rng.gauss(0, 3):.1f}")
            add(4, "Weather", "humidity", f"{clamp(rng.gauss(0.78, 0.1), 0.3, 1.0):.2f}")
            add(8, "Weather", "pressure", f"{1013 + rng.gauss(0, 8):.1f}")
    return csv_bytes(header, rows)


def daylio_export():
    """Daylio's CSV export (newest entry first): one person, six weeks, one or two entries a
    day. Days with a walk or friends are better, days with a headache worse."""
    rng = random.Random(20260306)
    words = {5: "rad", 4: "good", 3: "meh", 2: "bad", 1: "awful"}
    entries = []
    for d in range(42):
        day = dt.date(2026, 2, 2) + dt.timedelta(days=d)
        for slot in range(1 if rng.random() < 0.7 else 2):
            activities = [a for a, share in [("work", 0.7 if day.weekday() < 5 else 0.05), ("walk", 0.45),
                                             ("friends", 0.25), ("reading", 0.3), ("coffee", 0.6),
                                             ("headache", 0.15), ("bad sleep", 0.2)] if rng.random() < share]
            score = 3.0 + 0.8 * ("walk" in activities) + 0.7 * ("friends" in activities) \
                - 1.2 * ("headache" in activities) - 0.6 * ("bad sleep" in activities) + rng.gauss(0, 0.6)
            mood = words[clamp(round(score), 1, 5)]
            hour, minute = (rng.randint(19, 22) if slot == 0 else rng.randint(7, 12)), rng.randint(0, 59)
            title, note = "", ""
            if rng.random() < 0.15:
                title, note = rng.choice([("Long day", "Back late from work."), ("Sunny", "Walked by the river.\nFelt calm."),
                                          ("Tired", "Slept badly again."), ("Dinner", "Friends came round, cooked pasta.")])
            entries.append((day, hour, minute, mood, activities, title, note))
    entries.sort(key=lambda e: (e[0], e[1], e[2]), reverse=True)
    rows = [[day.isoformat(), f"{day.strftime('%B')} {day.day}", day.strftime("%A"), f"{hour:02d}:{minute:02d}",
             mood, " | ".join(activities), title, note]
            for day, hour, minute, mood, activities, title, note in entries]
    return csv_bytes(["full_date", "date", "weekday", "time", "mood", "activities", "note_title", "note"], rows)


def bearable_export():
    """Bearable's CSV export: one person, two weeks of mood by time of day, energy, sleep,
    sleep quality and symptoms, plus factors and medication that CareLab keeps unmapped."""
    rng = random.Random(20260307)
    header = ["date", "date formatted", "weekday", "time of day", "category", "rating/amount", "detail", "notes"]
    rows = []
    severities = ["None", "Mild", "Moderate", "Severe", "Extreme"]
    for d in range(14):
        day = dt.date(2026, 3, 2) + dt.timedelta(days=d)
        label = f"{day.strftime('%b')} {day.day}, {day.year}"
        base = [label, day.isoformat(), day.strftime("%A")]
        sleep = clamp(rng.gauss(7.2, 0.9), 4.5, 9.5)
        minutes = round(sleep * 60 / 5) * 5
        rows.append(base + ["", "Sleep", f"{minutes // 60}:{minutes % 60:02d}", "", ""])
        rows.append(base + ["", "Sleep quality", clamp(round(3 + (sleep - 7.2) + rng.gauss(0, 0.6)), 1, 5), "", ""])
        for part in ["am", "pm"]:
            rows.append(base + [part, "Mood", clamp(round(6 + 0.8 * (sleep - 7.2) + rng.gauss(0, 1.2)), 0, 10), "", ""])
        rows.append(base + ["", "Energy", clamp(round(3 + 0.7 * (sleep - 7.2) + rng.gauss(0, 0.7)), 1, 5), "", ""])
        headache = clamp(round(1.2 - 0.6 * (sleep - 7.2) + rng.gauss(0, 0.8)), 0, 4)
        if headache:
            rows.append(base + [rng.choice(["am", "mid", "pm"]), "Symptom", headache,
                                f"Headache ({severities[headache]})", ""])
        if rng.random() < 0.3:
            rows.append(base + ["pre", "Symptom", "", "Nausea (Mild)", ""])
        rows.append(base + ["", "Factors", "", " | ".join(f for f in ["Caffeine", "Exercise", "Work"]
                                                       if rng.random() < 0.5) or "Rest", ""])
        if headache >= 2:
            rows.append(base + ["", "Meds/Supplements", "", "Ibuprofen 200mg", ""])
        if rng.random() < 0.2:
            rows.append(base + ["", "Notes", "", rng.choice(["Felt better after lunch.", "Busy, skipped the walk."]), ""])
    return csv_bytes(header, rows)


HEALTH_DTD = """<!DOCTYPE HealthData [
<!-- HealthKit Export Version: 13 -->
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
<!ELEMENT ExportDate EMPTY>
<!ATTLIST ExportDate
  value CDATA #REQUIRED
>
<!ELEMENT Me EMPTY>
<!ATTLIST Me
  HKCharacteristicTypeIdentifierDateOfBirth         CDATA #REQUIRED
  HKCharacteristicTypeIdentifierBiologicalSex       CDATA #REQUIRED
  HKCharacteristicTypeIdentifierBloodType           CDATA #REQUIRED
  HKCharacteristicTypeIdentifierFitzpatrickSkinType CDATA #REQUIRED
>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
<!ATTLIST Record
  type          CDATA #REQUIRED
  unit          CDATA #IMPLIED
  value         CDATA #IMPLIED
  sourceName    CDATA #REQUIRED
  sourceVersion CDATA #IMPLIED
  device        CDATA #IMPLIED
  creationDate  CDATA #IMPLIED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
>
<!ELEMENT MetadataEntry EMPTY>
<!ATTLIST MetadataEntry
  key   CDATA #REQUIRED
  value CDATA #REQUIRED
>
<!ELEMENT Correlation ((MetadataEntry|Record)*)>
<!ATTLIST Correlation
  type          CDATA #REQUIRED
  sourceName    CDATA #REQUIRED
  sourceVersion CDATA #IMPLIED
  device        CDATA #IMPLIED
  creationDate  CDATA #IMPLIED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
>
<!ELEMENT Workout ((MetadataEntry|WorkoutEvent|WorkoutStatistics)*)>
<!ATTLIST Workout
  workoutActivityType   CDATA #REQUIRED
  duration              CDATA #IMPLIED
  durationUnit          CDATA #IMPLIED
  sourceName            CDATA #REQUIRED
  startDate             CDATA #REQUIRED
  endDate               CDATA #REQUIRED
>
<!ELEMENT WorkoutStatistics EMPTY>
<!ATTLIST WorkoutStatistics
  type      CDATA #REQUIRED
  startDate CDATA #REQUIRED
  endDate   CDATA #REQUIRED
  sum       CDATA #IMPLIED
  unit      CDATA #IMPLIED
>
<!ELEMENT ActivitySummary EMPTY>
<!ATTLIST ActivitySummary
  dateComponents           CDATA #IMPLIED
  activeEnergyBurned       CDATA #IMPLIED
  activeEnergyBurnedGoal   CDATA #IMPLIED
  activeEnergyBurnedUnit   CDATA #IMPLIED
>
]>
"""


def apple_health_xml():
    """Apple Health's export.xml: one person (London, UTC in February) for three weeks.

    Heart rate, steps, oxygen saturation, sleep stages every night, a blood-pressure
    reading every third morning (a correlation whose members are also listed on their own,
    as the Health app writes them), blood glucose in mmol/L, and types CareLab counts but
    does not store (active energy, body mass, workouts, activity summaries)."""
    rng = random.Random(20260308)
    watch = 'sourceName="Sam’s Apple Watch" sourceVersion="10.3"'
    phone = 'sourceName="Sam’s iPhone" sourceVersion="17.3.1"'

    def stamp(t):
        return t.strftime("%Y-%m-%d %H:%M:%S +0000")

    def record(kind, source, unit, start, end, value, created=None):
        unit_attr = f' unit="{unit}"' if unit else ""
        return (f' <Record type="{kind}" {source}{unit_attr} creationDate="{stamp(created or end)}" '
                f'startDate="{stamp(start)}" endDate="{stamp(end)}" value="{value}"/>\n')

    quantities, sleep, pressure, other = [], [], [], []
    first = dt.datetime(2026, 2, 2)
    for d in range(21):
        day = first + dt.timedelta(days=d)
        for hour in [7, 10, 13, 16, 19, 22]:
            t = day + dt.timedelta(hours=hour, minutes=rng.randint(0, 59))
            bpm = round(64 + (25 if hour == 16 and d % 2 == 0 else 0) + rng.gauss(0, 5))
            quantities.append((t, record("HKQuantityTypeIdentifierHeartRate", watch, "count/min", t, t, bpm)))
        for hour in [8, 12, 17]:
            t = day + dt.timedelta(hours=hour)
            steps = max(0, round(rng.gauss(2200, 800)))
            quantities.append((t, record("HKQuantityTypeIdentifierStepCount", phone, "count", t,
                                         t + dt.timedelta(minutes=50), steps)))
            quantities.append((t, record("HKQuantityTypeIdentifierActiveEnergyBurned", watch, "kcal", t,
                                         t + dt.timedelta(minutes=50), f"{steps * 0.045:.1f}")))
        t = day + dt.timedelta(hours=3, minutes=rng.randint(0, 59))
        quantities.append((t, record("HKQuantityTypeIdentifierOxygenSaturation", watch, "%", t, t,
                                     f"{clamp(rng.gauss(0.965, 0.012), 0.9, 1.0):.2f}")))
        if d % 7 == 0:
            t = day + dt.timedelta(hours=7, minutes=5)
            other.append((t, record("HKQuantityTypeIdentifierBodyMass", 'sourceName="Withings"', "kg", t, t,
                                    f"{rng.gauss(68.0, 0.4):.1f}")))
        if d % 2 == 1:
            t = day + dt.timedelta(hours=7)
            quantities.append((t, record("HKQuantityTypeIdentifierBloodGlucose", 'sourceName="FreeStyle"',
                                         "mmol&lt;180.15588000005408&gt;/L", t, t, f"{rng.gauss(5.3, 0.4):.1f}")))
        # The night before this day: in bed, then core, deep, core, REM, awake, core.
        bed = day - dt.timedelta(hours=1, minutes=rng.randint(0, 60))
        t = bed + dt.timedelta(minutes=rng.randint(10, 30))
        segments = [("AsleepCore", 90), ("AsleepDeep", 50), ("AsleepCore", 80), ("AsleepREM", 40),
                    ("Awake", 10), ("AsleepCore", 70), ("AsleepREM", 35)]
        created = day + dt.timedelta(hours=7, minutes=30)
        parts = []
        for stage, minutes in segments:
            end = t + dt.timedelta(minutes=max(5, round(rng.gauss(minutes, minutes * 0.2))))
            parts.append(record("HKCategoryTypeIdentifierSleepAnalysis", watch, None, t, end,
                                f"HKCategoryValueSleepAnalysis{stage}", created))
            t = end
        sleep.append((bed, record("HKCategoryTypeIdentifierSleepAnalysis", watch, None, bed,
                                  t + dt.timedelta(minutes=5), "HKCategoryValueSleepAnalysisInBed", created)))
        sleep.extend((bed, part) for part in parts)
        if d % 3 == 0:
            t = day + dt.timedelta(hours=7, minutes=30)
            systolic, diastolic = round(rng.gauss(121, 6)), round(rng.gauss(78, 4))
            omron = 'sourceName="Omron Connect"'
            members = [record("HKQuantityTypeIdentifierBloodPressureDiastolic", omron, "mmHg", t, t, diastolic),
                       record("HKQuantityTypeIdentifierBloodPressureSystolic", omron, "mmHg", t, t, systolic)]
            pressure.append((t, members[1] + members[0],
                             f' <Correlation type="HKCorrelationTypeIdentifierBloodPressure" {omron} '
                             f'creationDate="{stamp(t)}" startDate="{stamp(t)}" endDate="{stamp(t)}">\n'
                             f'  <MetadataEntry key="HKWasUserEntered" value="0"/>\n'
                             + "".join(" " + m for m in members) + " </Correlation>\n"))
        if d % 4 == 2:
            t = day + dt.timedelta(hours=18)
            minutes = rng.randint(25, 50)
            other.append((t, f' <Workout workoutActivityType="HKWorkoutActivityTypeWalking" duration="{minutes}" '
                             f'durationUnit="min" {watch} startDate="{stamp(t)}" '
                             f'endDate="{stamp(t + dt.timedelta(minutes=minutes))}"/>\n'))
        other.append((day, f' <ActivitySummary dateComponents="{day.date().isoformat()}" '
                           f'activeEnergyBurned="{rng.uniform(250, 520):.1f}" activeEnergyBurnedGoal="400" '
                           f'activeEnergyBurnedUnit="kcal"/>\n'))

    # The Health app lists records by type, then correlations, workouts and summaries.
    body = [text for _, text in sorted(quantities, key=lambda q: (q[1].split('"')[1], q[0]))]
    body += [members for _, members, _ in pressure]
    body += [text for _, text in sleep]
    body += [text for _, text in other if "<Record" in text]
    body += [correlation for _, _, correlation in pressure]
    body += [text for _, text in other if "<Record" not in text]
    xml = ('<?xml version="1.0" encoding="UTF-8"?>\n' + HEALTH_DTD + '<HealthData locale="en_GB">\n'
           ' <ExportDate value="2026-02-23 08:15:02 +0000"/>\n'
           ' <Me HKCharacteristicTypeIdentifierDateOfBirth="1990-05-14" '
           'HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexMale" '
           'HKCharacteristicTypeIdentifierBloodType="HKBloodTypeNotSet" '
           'HKCharacteristicTypeIdentifierFitzpatrickSkinType="HKFitzpatrickSkinTypeNotSet"/>\n'
           + "".join(body) + "</HealthData>\n")
    return xml.encode("utf-8")


def apple_health_zip():
    """export.zip as the Health app shares it: apple_health_export/export.xml inside."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        member = zipfile.ZipInfo("apple_health_export/export.xml", date_time=(2026, 2, 23, 8, 15, 2))
        member.compress_type = zipfile.ZIP_STORED
        member.create_system = 3
        member.external_attr = 0o100644 << 16
        archive.writestr(member, apple_health_xml())
    return out.getvalue()


def fhir_bundle():
    """A FHIR R4 Bundle (JSON) of one invented patient, shaped like Synthea's: urn:uuid
    references, a monthly visit over six months with its Encounter and Claim (passed over),
    asthma and hay fever, a pollen allergy, an inhaler prescribed and given, a flu vaccine,
    vital signs at each visit (heart rate, a blood-pressure panel, body weight, BMI, a body
    temperature CareLab passes over) and PHQ-9 and GAD-7 totals that fall as the asthma is
    brought under control."""
    rng = random.Random(20260401)
    patient_id = "7d3f0a52-6c1e-4b8a-9f27-3e5d1c0b8a46"
    subject = {"reference": f"urn:uuid:{patient_id}"}
    counter = [0]

    def uid():
        counter[0] += 1
        return f"7d3f0a52-0000-4000-8000-{counter[0]:012d}"

    def concept(system, code, display):
        return {"coding": [{"system": system, "code": code, "display": display}], "text": display}

    def loinc(code, display):
        return concept("http://loinc.org", code, display)

    def quantity(value, unit):
        return {"value": value, "unit": unit, "system": "http://unitsofmeasure.org", "code": unit}

    entries = []

    def add(resource):
        resource["id"] = resource.get("id") or uid()
        entries.append({"fullUrl": f"urn:uuid:{resource['id']}", "resource": resource,
                        "request": {"method": "POST", "url": resource["resourceType"]}})
        return f"urn:uuid:{resource['id']}"

    add({"resourceType": "Patient", "id": patient_id, "gender": "female", "birthDate": "1984-09-21",
         "name": [{"use": "official", "family": "Example", "given": ["Robin"]}]})
    snomed = "http://snomed.info/sct"
    for month in range(6):
        day = dt.date(2025, 10, 6) + dt.timedelta(days=28 * month)
        at = f"{day.isoformat()}T{9 + month % 3:02d}:{rng.randrange(60):02d}:00+01:00"
        visit = add({"resourceType": "Encounter", "status": "finished", "subject": subject,
                     "class": {"system": "http://terminology.hl7.org/CodeSystem/v3-ActCode", "code": "AMB"},
                     "type": [concept(snomed, "185349003", "Encounter for check up (procedure)")],
                     "period": {"start": at, "end": at}})
        if month == 0:
            for code, display in [("195967001", "Asthma"), ("367498001", "Seasonal allergic rhinitis")]:
                add({"resourceType": "Condition", "code": concept(snomed, code, display), "subject": subject,
                     "encounter": {"reference": visit}, "onsetDateTime": at, "recordedDate": at})
            add({"resourceType": "AllergyIntolerance", "code": concept(snomed, "256277009", "Grass pollen (substance)"),
                 "patient": subject, "recordedDate": at,
                 "reaction": [{"manifestation": [concept(snomed, "76067001", "Sneezing")], "severity": "mild"}]})
            add({"resourceType": "MedicationRequest", "status": "active", "intent": "order", "subject": subject,
                 "medicationCodeableConcept": concept("http://www.nlm.nih.gov/research/umls/rxnorm", "745679",
                                                      "Salbutamol 100 MCG/ACTUAT Metered Dose Inhaler"),
                 "authoredOn": at, "dosageInstruction": [{"text": "2 puffs when needed", "asNeededBoolean": True}]})
            add({"resourceType": "Immunization", "status": "completed", "patient": subject, "occurrenceDateTime": at,
                 "vaccineCode": concept("http://hl7.org/fhir/sid/cvx", "140", "Influenza, seasonal, injectable, preservative free")})
        add({"resourceType": "MedicationAdministration", "status": "completed", "subject": subject, "effectiveDateTime": at,
             "medicationCodeableConcept": {"text": "Salbutamol 100 MCG/ACTUAT Metered Dose Inhaler"},
             "dosage": {"dose": quantity(200, "ug")}})
        vital = [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/observation-category", "code": "vital-signs"}]}]
        survey = [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/observation-category", "code": "survey"}]}]

        def observation(code, display, category, **value):
            add({"resourceType": "Observation", "status": "final", "category": category, "code": loinc(code, display),
                 "subject": subject, "encounter": {"reference": visit}, "effectiveDateTime": at, **value})

        systolic = round(rng.gauss(122, 6))
        observation("8867-4", "Heart rate", vital, valueQuantity=quantity(round(rng.gauss(74, 6)), "/min"))
        observation("85354-9", "Blood pressure panel with all children optional", vital, component=[
            {"code": loinc("8480-6", "Systolic blood pressure"), "valueQuantity": quantity(systolic, "mm[Hg]")},
            {"code": loinc("8462-4", "Diastolic blood pressure"),
             "valueQuantity": quantity(systolic - round(rng.uniform(35, 45)), "mm[Hg]")}])
        weight = round(rng.gauss(68, 0.8), 1)
        observation("29463-7", "Body weight", vital, valueQuantity=quantity(weight, "kg"))
        observation("39156-5", "Body mass index (BMI) [Ratio]", vital, valueQuantity=quantity(round(weight / 1.68 ** 2, 1), "kg/m2"))
        observation("8310-5", "Body temperature", vital, valueQuantity=quantity(round(rng.gauss(36.8, 0.2), 1), "Cel"))
        observation("44261-6", "Patient Health Questionnaire 9 item (PHQ-9) total score [Reported]", survey,
                    valueQuantity=quantity(max(0, 12 - 2 * month + rng.randrange(-1, 2)), "{score}"))
        observation("70274-6", "Generalized anxiety disorder 7 item (GAD-7) total score [Reported.PHQ]", survey,
                    valueQuantity=quantity(max(0, 9 - month + rng.randrange(-1, 2)), "{score}"))
        add({"resourceType": "Claim", "status": "active", "use": "claim", "patient": subject,
             "billablePeriod": {"start": at, "end": at}, "item": [{"sequence": 1, "encounter": [{"reference": visit}]}]})
    bundle = {"resourceType": "Bundle", "type": "transaction", "timestamp": "2026-03-31T12:00:00+01:00", "entry": entries}
    return (json.dumps(bundle, indent=2, ensure_ascii=False) + "\n").encode("utf-8")


FILES = {
    "stats/data.csv": stats_data,
    "stats/dropout.csv": stats_dropout,
    "stats/tests.csv": stats_tests,
    "adherence/refills.csv": adherence_refills,
    "flaredown/export.csv": flaredown_export,
    "daylio/daylio_export.csv": daylio_export,
    "bearable/bearable_export.csv": bearable_export,
    "apple-health/export.zip": apple_health_zip,
    "fhir/bundle.json": fhir_bundle,
}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the files on disk instead of writing")
    args = parser.parse_args()
    stale = []
    for name, make in FILES.items():
        path, data = HERE / name, make()
        if args.check:
            if not path.exists() or path.read_bytes() != data:
                stale.append(name)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
            print(f"wrote Examples/{name} ({len(data):,} bytes)", file=sys.stderr)
    if stale:
        print("differ from what Examples/make-examples.py writes: " + ", ".join(stale), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
