import ArgumentParser
import CareAnalytics
import CareScenario
import CareStore
import CareWorkflows
import Foundation

extension CareLabCommand {
    /// Runs `carelab` with the process's arguments: parses, runs, and turns every error into
    /// one line on stderr and the documented exit code.
    public static func runFromCommandLine() -> Never {
        do {
            var command = try parseAsRoot()
            try command.run()
            exit(withError: nil)
        } catch let failure as Failure {
            Console.error(failure.description)
            exit(withError: failure.exitCode)
        } catch let error as StoreError {
            Console.error(error.description)
            exit(withError: ExitCode.failure)
        } catch let error as AnalysisError {
            Console.error(error.description)
            exit(withError: ExitCode.failure)
        } catch {
            exit(withError: error)
        }
    }
}
