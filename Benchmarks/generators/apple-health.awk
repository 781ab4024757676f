# Usage: awk -v bytes=N -f apple-health.awk > export.xml
# An Apple Health export.xml of about N bytes for one person: the DTD with #REQUIRED
# declarations, then heart rate (70 %), steps, active energy (passed over by CareLab),
# oxygen saturation and sleep records in time order, one every 20-100 s from 2016-01-01;
# fixed seed. mawk's strftime stops at 2038-01-19, which this reaches only past about 5 GB.
function stamp(t) { return strftime("%Y-%m-%d %H:%M:%S +0000", t, 1) }
function record(type, unit, value, start, end) {
    line = sprintf(" <Record type=\"%s\" sourceName=\"Apple Watch\" sourceVersion=\"10.3\" device=\"&lt;&lt;HKDevice: 0x280a1c370&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:10.3&gt;\" unit=\"%s\" creationDate=\"%s\" startDate=\"%s\" endDate=\"%s\" value=\"%s\">\n  <MetadataEntry key=\"HKMetadataKeyHeartRateMotionContext\" value=\"0\"/>\n </Record>\n", type, unit, stamp(end), stamp(start), stamp(end), value)
    printf "%s", line
    written += length(line)
}
BEGIN {
    srand(20261121)
    print "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
    print "<!DOCTYPE HealthData [\n<!-- HealthKit Export Version: 13 -->\n<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation)*)>\n<!ATTLIST HealthData\n  locale CDATA #REQUIRED\n>\n<!ELEMENT Record ((MetadataEntry)*)>\n<!ATTLIST Record\n  type CDATA #REQUIRED\n  unit CDATA #IMPLIED\n  value CDATA #IMPLIED\n  sourceName CDATA #REQUIRED\n  startDate CDATA #REQUIRED\n  endDate CDATA #REQUIRED\n>\n]>"
    print "<HealthData locale=\"en_GB\">"
    print " <ExportDate value=\"2026-11-01 09:00:00 +0000\"/>"
    print " <Me HKCharacteristicTypeIdentifierDateOfBirth=\"1985-04-12\" HKCharacteristicTypeIdentifierBiologicalSex=\"HKBiologicalSexFemale\"/>"
    t = 1451606400
    while (written < bytes) {
        t += 20 + int(rand() * 80)
        r = rand()
        if (r < 0.70) record("HKQuantityTypeIdentifierHeartRate", "count/min", 55 + int(rand() * 60), t, t)
        else if (r < 0.85) record("HKQuantityTypeIdentifierStepCount", "count", int(rand() * 900), t, t + 300)
        else if (r < 0.93) record("HKQuantityTypeIdentifierActiveEnergyBurned", "kcal", sprintf("%.2f", rand() * 30), t, t + 300)
        else if (r < 0.97) record("HKQuantityTypeIdentifierOxygenSaturation", "%", sprintf("%.2f", 0.93 + rand() * 0.07), t, t)
        else record("HKCategoryTypeIdentifierSleepAnalysis", "", "HKCategoryValueSleepAnalysisAsleepCore", t, t + 1800)
    }
    print "</HealthData>"
}
