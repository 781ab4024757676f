import Foundation

/// Runs the built `carelab` executable, the way a user does, and captures what it prints.
struct CarelabProcess {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `carelab` binary next to the test bundle (same build folder).
    static var executable: URL {
        Bundle.main.bundleURL.appendingPathComponent("carelab")
    }

    /// The package root, so scenario paths in tests read like the README's.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Runs carelab with `arguments`; `environment` entries are added to this process's
    /// environment, and a nil value removes the variable; `input`, when given, is its
    /// standard input.
    static func run(_ arguments: [String], environment: [String: String?] = [:], input: Data? = nil) throws -> Outcome {
        try runProgram(executable.path, arguments, environment: environment, input: input)
    }

    /// Runs any program from the package root the same way.
    static func runProgram(_ path: String, _ arguments: [String], environment: [String: String?] = [:],
                           input: Data? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        for (name, value) in environment { variables[name] = value }
        process.environment = variables
        process.currentDirectoryURL = packageRoot
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = Pipe()
        if input != nil { process.standardInput = stdin }
        try process.run()
        if let input {
            try stdin.fileHandleForWriting.write(contentsOf: input)
            try stdin.fileHandleForWriting.close()
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus,
                       stdout: String(decoding: stdout, as: UTF8.self),
                       stderr: String(decoding: stderr, as: UTF8.self))
    }
}

/// Every file of a run folder by name, with its bytes, but `provenance.json`: the time and
/// command line of the run that wrote it, the one file two runs of a scenario and seed
/// may not share.
func runFolderFiles(_ folder: URL) throws -> [String: Data] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "provenance.json" }
    return try Dictionary(uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) })
}
