import Testing
@testable import CareCLI
@testable import CareWorkflows

@Suite struct NotebookDocumentTests {
    static func commands(_ document: NotebookDocument) -> [[String]] {
        document.parts.compactMap { part in
            if case .block(_, let commands) = part { return commands.map { "\($0.line): \($0.text)" } }
            return nil
        }
    }

    @Test func blocksHoldOneCommandPerLineWithCommentsAndContinuations() throws {
        let document = try NotebookDocument(parsing: """
            # Title

            ```carelab
            # a comment

            carelab schedule occurrences --start 2026-01-31 \\
              --repeat monthly
            carelab scores --db x
            ```
            After.

            """, file: "n.md")
        #expect(Self.commands(document) == [["6: carelab schedule occurrences --start 2026-01-31  --repeat monthly",
                                             "8: carelab scores --db x"]])
    }

    @Test("CommonMark fences: carelab blocks inside other fences and ~~~ blocks are prose")
    func otherFencesAreProse() throws {
        let document = try NotebookDocument(parsing: """
            ````markdown
            ```carelab
            carelab scores --db x
            ```
            ````
            ~~~carelab
            carelab schedule occurrences --start 2026-01-01 --repeat once --times 08:00
            ~~~

            """, file: "n.md")
        #expect(Self.commands(document) == [["7: carelab schedule occurrences --start 2026-01-01 --repeat once --times 08:00"]])
    }

    @Test func theOutputOfAnEarlierRunIsDroppedSoRunningItsOwnOutputChangesNothing() throws {
        let document = try NotebookDocument(parsing: "```carelab\ncarelab a\n```\n\n```text\nold output\n```\nProse.\n\n```text\nkept\n```\n",
                                             file: "n.md")
        guard document.parts.count == 2, case .prose(let prose) = document.parts[1] else {
            Issue.record("expected a block and prose")
            return
        }
        #expect(prose == ["Prose.", "", "```text", "kept", "```", ""])
    }

    @Test func anUnclosedCarelabBlockIsAnErrorAtItsLine() {
        #expect(throws: NotebookError.unclosedBlock(file: "n.md", line: 2)) {
            try NotebookDocument(parsing: "Intro\n```carelab\ncarelab a\n", file: "n.md")
        }
    }

    @Test func outputFencesOutgrowBackticksInTheOutput() {
        #expect(NotebookRunner.fenced("a\n````\n") == ["`````text", "a", "````", "`````"])
        #expect(NotebookRunner.fenced("") == ["```text", "```"])
    }
}
