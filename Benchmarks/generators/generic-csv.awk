# Usage: awk -v rows=N -v people=P -f generic-csv.awk > events.csv
# A generic long CSV (docs/generic-csv.md): rows/people events per person, sorted by person
# and time, caffeine, headache, heart rate and steps in turn; fixed seed, so the same file
# every run.
BEGIN {
    srand(20261121)
    print "user_id,timestamp,kind,name,value,unit"
    per = int(rows / people)
    start = 1772323200   # 2026-03-01T00:00:00Z
    for (p = 0; p < people; p++) {
        t = start + int(rand() * 3600)
        for (i = 0; i < per; i++) {
            t += 600 + int(rand() * 3000)
            k = i % 4
            if (k == 0) line = "factor,caffeine," int(50 + rand() * 250) ",mg"
            else if (k == 1) line = "symptom,headache," int(1 + rand() * 4) ",severity"
            else if (k == 2) line = "measurement,heart_rate," int(50 + rand() * 70) ",bpm"
            else line = "measurement,steps," int(rand() * 3000) ",steps"
            printf "user%06d,%s,%s\n", p, strftime("%Y-%m-%dT%H:%M:%SZ", t, 1), line
        }
    }
}
