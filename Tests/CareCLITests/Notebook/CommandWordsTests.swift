import Testing
@testable import CareCLI
@testable import CareWorkflows

/// Word splitting as a POSIX shell does it for these cases (POSIX.1-2017 §2.2-2.6): each
/// expected list is the arguments Debian 12's `sh` (dash 0.5.12) gives for `set -- LINE`
/// with `WORK=/tmp/w`, checked when the table was written.
@Suite struct CommandWordsTests {
    static let variables = ["WORK": "/tmp/w"]

    @Test("Blanks separate words; quotes and backslashes keep text together", arguments: [
        ("carelab scores --db x.sqlite", ["carelab", "scores", "--db", "x.sqlite"]),
        ("  carelab \t scores  ", ["carelab", "scores"]),
        ("carelab simulate 'My Scenarios/a b.yaml'", ["carelab", "simulate", "My Scenarios/a b.yaml"]),
        ("carelab x \"a \\\"quoted\\\" b\"", ["carelab", "x", "a \"quoted\" b"]),
        ("carelab x a\\ b", ["carelab", "x", "a b"]),
        ("carelab x 'it''s'", ["carelab", "x", "its"]),
        ("carelab x \"\"", ["carelab", "x", ""]),
        ("carelab x '$WORK' \"\\$WORK\"", ["carelab", "x", "$WORK", "$WORK"]),
        ("carelab x \"a\\nb\"", ["carelab", "x", "a\\nb"]),
        ("carelab x --out $WORK/run ${WORK}/b \"$WORK c\"", ["carelab", "x", "--out", "/tmp/w/run", "/tmp/w/b", "/tmp/w c"]),
        ("carelab x a#b", ["carelab", "x", "a#b"]),
    ])
    func splits(_ line: String, _ words: [String]) throws {
        #expect(try CommandWords.split(line, variables: Self.variables) == words)
    }

    @Test("Shell features that would silently do something else are refused at their column", arguments: [
        ("carelab scores | head", 16, "'|' is not supported: a notebook runs one carelab command per line, without a shell"),
        ("carelab scores > out.csv", 16, "'>' is not supported: a notebook runs one carelab command per line, without a shell"),
        ("carelab x 'open", 11, "the quote ' opened here is never closed"),
        ("carelab x $HOME", 11, "unknown variable $HOME; a notebook has $WORK"),
        ("carelab x 5$", 12, "'$' must start a variable such as $WORK (write \\$ for a dollar sign)"),
        ("carelab x \\", 11, "a backslash ends the line"),
    ])
    func refuses(_ line: String, _ column: Int, _ message: String) {
        #expect(throws: WordError(column: column, message: message)) {
            try CommandWords.split(line, variables: Self.variables)
        }
    }
}
