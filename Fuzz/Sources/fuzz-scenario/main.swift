import CareScenario
import Foundation

/// A folder holding the input as `input.yaml` beside `base.yaml`, a small valid scenario
/// that an input may include, so that includes, merges and their errors are exercised.
private let folder: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-fuzz-scenario-\(getpid())")
    try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus/scenario/base.yaml")
    try! Data(contentsOf: corpus).write(to: folder.appendingPathComponent("base.yaml"))
    return folder
}()

/// libFuzzer's entry point: one input, loaded as a scenario file. Errors are the loader's
/// answer to bad input; only a crash, a hang or unbounded memory is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = folder.appendingPathComponent("input.yaml")
    FileManager.default.createFile(atPath: input.path, contents: Data(bytes: bytes, count: count))
    _ = try? ScenarioLoader.load(contentsOf: input.path)
    return 0
}
