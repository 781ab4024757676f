import CareStore

/// Why an analysis could not run.
public enum AnalysisError: Error, Sendable, CustomStringConvertible {
    /// The database could not be read.
    case store(StoreError)
    /// The database lacks run information the analysis needs.
    case missingRunInfo(path: String, keys: [String])

    public var description: String {
        switch self {
        case .store(let error): error.description
        case .missingRunInfo(let path, let keys):
            "\(path): the run information lacks \(keys.joined(separator: " and ")); was this database made by `carelab simulate`?"
        }
    }
}
