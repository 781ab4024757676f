/// A notebook: a Markdown document whose fenced ```` ```carelab ```` blocks hold carelab
/// command lines to run.
///
/// Fences follow CommonMark (§4.5): three or more backticks or tildes, indented at most
/// three spaces, closed by a fence of the same character at least as long. A ```` ```text ````
/// block that directly follows a carelab block (blank lines between) is the output of an
/// earlier run; it is dropped, so running a notebook's own output gives the same document.
public struct NotebookDocument {
    /// One command line of a block: its text (continuation lines joined) and where it
    /// starts in the file.
    public struct CommandLine {
        var text: String
        var line: Int
    }

    /// A piece of the document, in order.
    public enum Part {
        /// Lines copied unchanged.
        case prose([String])
        /// A carelab block: its lines as written, and the commands they hold.
        case block(source: [String], commands: [CommandLine])
    }

    /// The document's parts.
    public let parts: [Part]

    /// Splits `text` into prose and carelab blocks; `file` names the notebook in errors.
    public init(parsing text: String, file: String) throws(NotebookError) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.dropLast($0.hasSuffix("\r") ? 1 : 0)) }
        var parts: [Part] = [], prose: [String] = []
        var index = 0
        while index < lines.count {
            guard let fence = Fence(opening: lines[index]) else {
                prose.append(lines[index])
                index += 1
                continue
            }
            guard let close = lines[(index + 1)...].firstIndex(where: fence.isClosed(by:)) else {
                if fence.info == "carelab" { throw .unclosedBlock(file: file, line: index + 1) }
                prose += lines[index...]
                break
            }
            let block = Array(lines[index...close])
            if fence.info == "carelab" {
                if !prose.isEmpty { parts.append(.prose(prose)) }
                prose = []
                parts.append(.block(source: block, commands: try Self.commands(in: lines, from: index + 1, to: close, file: file)))
            } else if fence.info == "text", prose.allSatisfy(\.isBlank), case .block = parts.last {
                prose = []
            } else {
                prose += block
            }
            index = close + 1
        }
        if !prose.isEmpty { parts.append(.prose(prose)) }
        self.parts = parts
    }

    /// The command lines between a block's fences: blank lines and `#` comments skipped, a
    /// line ending in a backslash continued on the next.
    private static func commands(in lines: [String], from first: Int, to end: Int, file: String) throws(NotebookError) -> [CommandLine] {
        var commands: [CommandLine] = []
        var pending: CommandLine?
        for index in first..<end {
            var text = lines[index].trimmingCharacters(in: .whitespaces)
            if pending == nil, text.isEmpty || text.hasPrefix("#") { continue }
            let continues = text.hasSuffix("\\")
            if continues { text.removeLast() }
            if var started = pending {
                started.text += " " + text
                pending = started
            } else {
                pending = CommandLine(text: text, line: index + 1)
            }
            if !continues, let done = pending {
                commands.append(done)
                pending = nil
            }
        }
        if let pending { throw .syntax(file: file, line: pending.line, column: 1, message: "the last line ends in a backslash but nothing follows") }
        return commands
    }
}

/// An opening code fence (CommonMark §4.5).
private struct Fence {
    public let character: Character
    public let length: Int
    /// The first word of the info string, e.g. `carelab`.
    public let info: String

    public init?(opening line: String) {
        let indent = line.prefix { $0 == " " }.count
        guard indent <= 3, let first = line.dropFirst(indent).first, first == "`" || first == "~" else { return nil }
        let run = line.dropFirst(indent).prefix { $0 == first }.count
        guard run >= 3 else { return nil }
        let rest = line.dropFirst(indent + run)
        if first == "`", rest.contains("`") { return nil }
        character = first
        length = run
        info = rest.split(separator: " ").first.map(String.init) ?? ""
    }

    public func isClosed(by line: String) -> Bool {
        let indent = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(indent)
        let run = rest.prefix { $0 == character }.count
        return indent <= 3 && run >= length && rest.dropFirst(run).allSatisfy { $0 == " " || $0 == "\t" }
    }
}

extension String {
    /// Whether the line is empty or only spaces and tabs.
    public var isBlank: Bool { allSatisfy { $0 == " " || $0 == "\t" } }
}
