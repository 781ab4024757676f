/// Why the research database could not be created, opened, read or written.
public struct StoreError: Error, Sendable, CustomStringConvertible {
    /// The database file.
    public var path: String
    /// What went wrong, in words.
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
