import ArgumentParser
import CareWorkflows

extension Failure {
    /// The exit code of the failure's kind (BSD's `sysexits.h`; README, "Exit codes").
    var exitCode: ExitCode {
        switch self {
        case .badData: ExitCode(65)
        case .noInput: ExitCode(66)
        case .cannotCreate: ExitCode(73)
        case .internalError: ExitCode(70)
        case .ioError: ExitCode(74)
        case .failed: .failure
        }
    }
}
