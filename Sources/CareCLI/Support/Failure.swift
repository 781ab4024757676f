import ArgumentParser

/// An error the CLI reports in one line on stderr, with its exit code.
enum Failure: Error, CustomStringConvertible {
    /// Bad input data (a scenario, a CSV, a rule file): exit 65.
    case badData(String)
    /// Anything else that stopped the command: exit 1.
    case failed(String)

    var description: String {
        switch self {
        case .badData(let message), .failed(let message): message
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .badData: ExitCode(65)
        case .failed: .failure
        }
    }
}
