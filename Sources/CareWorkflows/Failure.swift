import Foundation

/// An error a workflow reports in one line, of one of the kinds BSD's `sysexits.h` tells
/// apart: the CLI prints it on stderr and exits with that kind's code (README, "Exit
/// codes": 1 a failed check or analysis, 65 bad input data, 66 a missing input file, 70 an
/// internal error (a bug), 73 an output that cannot be created, 74 an input/output error).
public enum Failure: Error, CustomStringConvertible {
    /// Bad input data (a scenario, a CSV, a rule file): exit 65 (EX_DATAERR).
    case badData(String)
    /// An input file that does not exist or cannot be opened: exit 66 (EX_NOINPUT).
    case noInput(String)
    /// An output that may not or cannot be created: exit 73 (EX_CANTCREAT).
    case cannotCreate(String)
    /// A read or write that failed part-way: exit 74 (EX_IOERR).
    case ioError(String)
    /// A bug in CareLab found before it reached the output (a table that does not fit its
    /// own description): exit 70 (EX_SOFTWARE).
    case internalError(String)
    /// Anything else that stopped the command (a check that found differences, an
    /// analysis that cannot run): exit 1.
    case failed(String)

    public var description: String {
        switch self {
        case .badData(let message), .noInput(let message), .cannotCreate(let message), .ioError(let message),
             .internalError(let message), .failed(let message): message
        }
    }

    /// The internal error of a table that does not fit its own description (`table`
    /// names it): `error` is the ``TableMismatch`` that ``CSVTable/validate()`` threw.
    public static func misfit(_ table: String, _ error: any Error) -> Failure {
        .internalError("\(table) does not fit its own description (a bug in CareLab; please report it): \(error)")
    }

    /// Throws `noInput` unless a file (or folder) exists at `path`.
    public static func requireInput(_ path: String, _ what: String = "file") throws(Failure) {
        guard FileManager.default.fileExists(atPath: path) else { throw .noInput("\(path): no such \(what)") }
    }
}
