import Testing
@testable import CareReports

@Suite struct HTMLTests {
    @Test func escapesMarkupAmpersandsAndQuotes() {
        #expect(HTML.escape(#"<b>"Tom" & 'Jerry'</b>"#) == "&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;")
        #expect(HTML.escape("headache (mg/dL) ≥ 3") == "headache (mg/dL) ≥ 3")
    }

    @Test func aParagraphShowsBacktickSpansAsCodeAndKeepsAnUnpairedBacktick() {
        #expect(HTML.paragraph("from `Scenarios/<a>.yaml`, seed 7") == "<p>from <code>Scenarios/&lt;a&gt;.yaml</code>, seed 7</p>")
        #expect(HTML.paragraph("one ` alone") == "<p>one ` alone</p>")
    }

    @Test func aTableEscapesItsCaptionHeaderAndCells() {
        var table = HTMLTable(caption: "A & B", header: ["<name>", "count"])
        table.append([#"x"<script>"#, "12"])
        #expect(table.html.contains("<caption>A &amp; B</caption>"))
        #expect(table.html.contains("<th>&lt;name&gt;</th>"))
        #expect(table.html.contains("<td>x&quot;&lt;script&gt;</td><td class=\"num\">12</td>"))
        #expect(!table.html.contains("<script>"))
    }

    @Test func aDocumentLinksAndIdentifiesEverySectionAndTargetsOneAtATime() {
        let page = HTMLDocument(title: "Run <1>", introduction: "<p>intro</p>", sections: [
            .init(id: "first", title: "One & two", body: "<p>a</p>"),
            .init(id: "second-2", title: "Two", body: "<p>b</p>"),
        ]).html
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(page.hasSuffix("</html>\n"))
        #expect(page.contains("<title>Run &lt;1&gt;</title>"))
        #expect(page.contains("<section id=\"first\">\n<h2>One &amp; two</h2>"))
        #expect(page.contains("<a href=\"#second-2\">Two</a>"))
        #expect(page.contains("body:has(section:target) section:not(:target)"))
        #expect(HTMLBalance.unbalanced(in: page, tags: ["html", "head", "body", "section", "table", "nav"]).isEmpty)
    }
}

/// Counts opening and closing tags, for the well-formedness checks of the HTML tests.
enum HTMLBalance {
    /// The tags of `tags` whose opening and closing counts differ, or that close before
    /// they open.
    static func unbalanced(in html: String, tags: [String]) -> [String] {
        tags.filter { tag in
            var depth = 0
            var index = html.startIndex
            while let open = html.range(of: "<", range: index..<html.endIndex) {
                let rest = html[open.upperBound...]
                if rest.hasPrefix(tag + ">") || rest.hasPrefix(tag + " ") { depth += 1 }
                if rest.hasPrefix("/" + tag + ">") {
                    depth -= 1
                    if depth < 0 { return true }
                }
                index = open.upperBound
            }
            return depth != 0
        }
    }
}
