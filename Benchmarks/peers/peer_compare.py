#!/usr/bin/env python3
"""Stands in for ../shared/peers/peer_compare.py in `make bench-peers`.

The peers' comparison predates CareLab's table conventions (issue 19): CareLab's correlation
table calls its free-text column `note` (the peers: `warning`) and writes `suppressed` as
true/false (the peers leave it empty when nothing is suppressed). This copies CareLab's CSV
with those two text columns in the peers' spelling and hands both files to the original
comparison, unchanged: every r, p, q, interval and count is compared as the peers compare it.

Usage: peer_compare.py CARELAB.csv PEER.csv [options of the original]
"""
import csv
import os
import subprocess
import sys
import tempfile

ORIGINAL = os.environ["PEER_ORIGINAL_COMPARE"]


def main():
    carelab, peer, rest = sys.argv[1], sys.argv[2], sys.argv[3:]
    with open(carelab, newline="") as source:
        rows = list(csv.DictReader(source))
    with tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False, newline="") as target:
        fields = [("warning" if f == "note" else f) for f in rows[0].keys()] if rows else []
        writer = csv.DictWriter(target, fieldnames=fields)
        writer.writeheader()
        for row in rows:
            row = {("warning" if k == "note" else k): v for k, v in row.items()}
            row["suppressed"] = "" if row.get("suppressed") == "false" else row.get("suppressed", "")
            writer.writerow(row)
    try:
        return subprocess.call([sys.executable, ORIGINAL, target.name, peer, *rest])
    finally:
        os.unlink(target.name)


if __name__ == "__main__":
    sys.exit(main())
