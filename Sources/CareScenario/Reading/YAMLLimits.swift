import Foundation

/// What a scenario or rule file may hold. A shipped scenario is a few kilobytes with a few
/// hundred YAML nodes, so these stop only broken or hostile files, each with its own error
/// at its place, before they can fill memory or hang: a YAML alias bomb ("billion laughs"),
/// a file that is not text, a cycle of includes.
///
/// Nesting is capped by libyaml itself at 1,000 levels ("Maximum nesting level reached",
/// reported at its line and column).
public enum YAMLLimits {
    /// The largest file read: 1 MiB.
    public static let fileBytes = 1 << 20
    /// The longest line: 4,096 bytes.
    public static let lineBytes = 4096
    /// The most YAML nodes one file may hold once its aliases are expanded: 100,000.
    public static let nodes = 100_000
    /// The most files in one chain of includes, the first included one counted: 16.
    public static let includeDepth = 16

    /// Checks `bytes` (the whole file) against the size and line-length caps and decodes it
    /// as UTF-8; the first invalid byte or over-long line is reported at its line and
    /// column (in bytes).
    static func text(of bytes: some Collection<UInt8>, file: String) throws(ScenarioError) -> String {
        guard bytes.count <= fileBytes else {
            throw ScenarioError(file: file, line: 0, column: 0, problem: .limit(
                "the file has \(bytes.count) bytes; a scenario or rule file may have at most \(fileBytes >> 20) MiB"))
        }
        var iterator = bytes.makeIterator()
        var decoder = Unicode.UTF8()
        var line = 1, lineStart = 0, offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                if scalar == "\n" {
                    line += 1
                    lineStart = offset
                } else if offset - lineStart > lineBytes {
                    throw ScenarioError(file: file, line: line, column: lineBytes + 1, problem: .limit(
                        "the line is longer than \(lineBytes) bytes"))
                }
            case .emptyInput:
                return String(decoding: bytes, as: UTF8.self)
            case .error:
                throw ScenarioError(file: file, line: line, column: offset - lineStart + 1, problem: .unreadable(
                    reason: "the byte here is not UTF-8; save the file as UTF-8 text"))
            }
        }
    }
}
