import CareModel
import CareScenario
import Foundation

private let inputPath = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-fuzz-schedule-\(getpid()).yaml").path

/// libFuzzer's entry point: one input, read as a schedule file; a rule it accepts is
/// expanded over its first 400 days, as `carelab schedule occurrences` would.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    FileManager.default.createFile(atPath: inputPath, contents: Data(bytes: bytes, count: count))
    guard let schedule = try? ScheduleLoader.load(contentsOf: inputPath) else { return 0 }
    let zone = schedule.timeZone ?? TimeZone(identifier: "UTC")!
    guard let start = schedule.rule.start.start(in: zone) else { return 0 }
    _ = schedule.rule.occurrences(from: start, to: start.addingTimeInterval(400 * 86_400), in: zone)
    return 0
}
