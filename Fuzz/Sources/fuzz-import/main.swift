import CareImport
import Foundation

/// The reader under test, named by `FUZZ_FORMAT`.
private let importer: Importer = {
    let name = ProcessInfo.processInfo.environment["FUZZ_FORMAT"] ?? ""
    guard let format = ImportFormat(rawValue: name) else {
        fatalError("set FUZZ_FORMAT to one of: \(ImportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return Importer(format: format, options: ImportOptions(user: "fuzz"))
}()

/// Where each input is written: the readers read files, as the importer does.
private let inputPath = FileManager.default.temporaryDirectory
    .appendingPathComponent("carelab-fuzz-\(getpid()).input").path

/// libFuzzer's entry point: one input, read as a file of the chosen format. Errors are the
/// readers' answer to bad input; only a crash, a hang or unbounded memory is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    FileManager.default.createFile(atPath: inputPath, contents: Data(bytes: bytes, count: count))
    _ = try? importer.read(file: inputPath)
    return 0
}
