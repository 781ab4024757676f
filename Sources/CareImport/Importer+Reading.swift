extension Importer {
    /// What a reader found in a file, counted without storing anything.
    public struct ReadCounts: Equatable, Sendable {
        /// Valid rows handed on.
        public var rows = 0
        /// Invalid rows (what `--skip-invalid` would put in the rejects file).
        public var rejected = 0
    }

    /// Reads the file at `path` through its format's reader, as an import would, and counts
    /// its rows without a database: the entry point of the fuzz harness (`Fuzz/`) and of the
    /// tests that replay its corpus. Throws what the reader throws for a file it cannot read
    /// on; must never crash, hang or grow without bound, whatever the bytes.
    public func read(file path: String) throws -> ReadCounts {
        var reader = try makeReader(path: path)
        var counts = ReadCounts()
        try reader.read { output in
            switch output {
            case .row: counts.rows += 1
            case .rejected: counts.rejected += 1
            }
        }
        return counts
    }
}
