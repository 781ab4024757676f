/// Why a notebook cannot be run; each names the file, line and, where it helps, column.
public enum NotebookError: Error, Equatable, CustomStringConvertible {
    /// A command line that cannot be split into words.
    case syntax(file: String, line: Int, column: Int, message: String)
    /// A carelab block without its closing fence.
    case unclosedBlock(file: String, line: Int)
    /// A command line that does not run carelab, or runs a notebook from a notebook.
    case notACarelabCommand(file: String, line: Int, found: String)

    public var description: String {
        switch self {
        case .syntax(let file, let line, let column, let message):
            "\(file):\(line):\(column): \(message)"
        case .unclosedBlock(let file, let line):
            "\(file):\(line): the carelab block opened here is never closed (add a line with ```)"
        case .notACarelabCommand(let file, let line, let found):
            "\(file):\(line): a notebook runs carelab commands other than 'notebook', one per line, found '\(found)'"
        }
    }
}
