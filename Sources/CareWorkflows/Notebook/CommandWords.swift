/// Splits a notebook's command line into words the way a POSIX shell does for the simple
/// cases (POSIX.1-2017, Shell Command Language §2.2-2.6), without running a shell:
///
/// - blanks separate words;
/// - `'…'` keeps everything literally;
/// - `"…"` keeps everything except `\"`, `\\`, `\$` and variables;
/// - a backslash outside quotes keeps the next character literally;
/// - `$NAME` and `${NAME}` expand the given variables (a notebook has `$WORK`); any other
///   variable is an error rather than silently empty;
/// - `|`, `;`, `&`, `<`, `>`, `` ` `` and `(`, `)` outside quotes are refused: there is no
///   shell, so pipes, redirections and command lists would not do what they say.
public enum CommandWords {
    /// The words of `line`.
    ///
    /// - Throws: the message and the 1-based column of the first problem.
    public static func split(_ line: String, variables: [String: String]) throws(WordError) -> [String] {
        var words: [String] = [], word = "", inWord = false
        var quote: Character?, quoteStart = 0
        let characters = Array(line)
        var index = 0
        func fail(_ message: String, at column: Int) -> WordError { WordError(column: column + 1, message: message) }
        while index < characters.count {
            let c = characters[index]
            switch (quote, c) {
            case (nil, " "), (nil, "\t"):
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case (nil, "'"), (nil, "\""):
                quote = c
                quoteStart = index
                inWord = true
            case ("'", "'"), ("\"", "\""):
                quote = nil
            case (nil, "\\"), ("\"", "\\"):
                guard index + 1 < characters.count else { throw fail("a backslash ends the line", at: index) }
                let next = characters[index + 1]
                if quote == "\"", !["\"", "\\", "$"].contains(next) { word.append(c) }
                word.append(next)
                inWord = true
                index += 1
            case (nil, "$"), ("\"", "$"):
                let (name, length) = variableName(characters, at: index + 1)
                guard let name else { throw fail("'$' must start a variable such as $WORK (write \\$ for a dollar sign)", at: index) }
                guard let value = variables[name] else {
                    let known = variables.keys.sorted().map { "$" + $0 }.joined(separator: ", ")
                    throw fail("unknown variable $\(name); a notebook has \(known)", at: index)
                }
                word += value
                inWord = true
                index += length
            case (nil, _) where "|;&<>`()".contains(c):
                throw fail("'\(c)' is not supported: a notebook runs one carelab command per line, without a shell", at: index)
            default:
                word.append(c)
                inWord = true
            }
            index += 1
        }
        if let quote { throw fail("the quote \(quote) opened here is never closed", at: quoteStart) }
        if inWord { words.append(word) }
        return words
    }

    /// The variable name after a `$` at `start`, `NAME` or `{NAME}`, and how many
    /// characters it takes.
    private static func variableName(_ characters: [Character], at start: Int) -> (String?, Int) {
        let braced = start < characters.count && characters[start] == "{"
        let from = braced ? start + 1 : start
        var end = from
        while end < characters.count, characters[end] == "_" || characters[end].isLetter && characters[end].isASCII
            || (end > from && characters[end].isNumber && characters[end].isASCII) {
            end += 1
        }
        guard end > from else { return (nil, 0) }
        if braced {
            guard end < characters.count, characters[end] == "}" else { return (nil, 0) }
            return (String(characters[from..<end]), end - start + 1)
        }
        return (String(characters[from..<end]), end - start)
    }
}

/// A problem with a command line: its 1-based column and what is wrong.
public struct WordError: Error, Equatable {
    public var column: Int
    public var message: String
}
