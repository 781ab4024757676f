import CareModel
import Foundation

/// JUnit XML for an app's CI: one test suite per output family compared, one test case per
/// labelled case, failed with its differences (the format of Ant's JUnit task, which CI
/// systems read).
public enum JUnitReport {
    public static func xml(_ results: [ConformanceCheck.FileResult]) -> String {
        var suites = ""
        var total = 0, failed = 0
        for result in results {
            let byCase = Dictionary(grouping: result.differences, by: \.label)
            let failures = result.cases.filter { byCase[$0] != nil }.count
            total += result.cases.count
            failed += failures
            suites += "  <testsuite name=\"\(escape(result.family.rawValue))\" tests=\"\(result.cases.count)\" failures=\"\(failures)\" errors=\"0\">\n"
            for label in result.cases {
                let name = escape(label), classname = "carelab.conformance." + escape(result.family.fileName)
                guard let differences = byCase[label] else {
                    suites += "    <testcase name=\"\(name)\" classname=\"\(classname)\"/>\n"
                    continue
                }
                let text = differences.map { "person \($0.personID), \($0.date): \($0.text)" }.joined(separator: "\n")
                suites += "    <testcase name=\"\(name)\" classname=\"\(classname)\">\n"
                suites += "      <failure message=\"\(English.count(differences.count, "difference"))\">\(escape(text))</failure>\n"
                suites += "    </testcase>\n"
            }
            suites += "  </testsuite>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"carelab rules check\" tests=\"\(total)\" failures=\"\(failed)\">\n" + suites + "</testsuites>\n"
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
