/// A self-contained HTML page: one stylesheet in its head, sections of figures and tables,
/// no script and no external resource, so it works offline and prints as it shows.
///
/// Each section has an `id`; `page.html#ID` shows that section alone (the stylesheet hides
/// the others while one is the target), which is how per-section screenshots are taken.
public struct HTMLDocument: Sendable {
    /// One section: its id (lowercase letters, digits and hyphens), heading and body.
    public struct Section: Sendable {
        /// The fragment that targets it, e.g. `engagement`.
        public var id: String
        /// Its heading, and its link in the page's contents.
        public var title: String
        /// The body as HTML, built from escaped text.
        public var body: String

        /// Creates a section.
        public init(id: String, title: String, body: String) {
            precondition(!id.isEmpty && id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" },
                         "a section id is lowercase letters, digits and hyphens")
            self.id = id
            self.title = title
            self.body = body
        }
    }

    /// The page title and first heading.
    public var title: String
    /// HTML shown under the heading, before the sections.
    public var introduction: String
    /// The sections, in order.
    public var sections: [Section]

    /// Creates a document.
    public init(title: String, introduction: String, sections: [Section]) {
        self.title = title
        self.introduction = introduction
        self.sections = sections
    }

    /// The page, ending in a newline.
    public var html: String {
        var lines = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            HTML.element("title", [:], HTML.escape(title)),
            HTML.element("style", [:], "\n" + Self.stylesheet),
            "</head>",
            "<body>",
            HTML.element("header", [:], HTML.element("h1", [:], HTML.escape(title)) + "\n" + introduction + "\n"
                + HTML.element("nav", [:], HTML.element("ul", [:], sections.map {
                    HTML.element("li", [:], HTML.element("a", ["href": "#\($0.id)"], HTML.escape($0.title)))
                }.joined()))),
        ]
        for section in sections {
            lines.append(HTML.element("section", ["id": section.id],
                                      "\n" + HTML.element("h2", [:], HTML.escape(section.title)) + "\n" + section.body + "\n"))
        }
        lines += ["</body>", "</html>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The page's styles: readable type, tables beside figures on wide screens, and the
    /// rule that shows only the targeted section.
    static let stylesheet = """
        body{font-family:"DejaVu Sans",Helvetica,Arial,sans-serif;color:#222;background:#fff;margin:1.5em auto;max-width:1150px;padding:0 1em;line-height:1.4}
        h1{font-size:1.6em;margin:0 0 .4em}
        h2{font-size:1.3em;border-bottom:1px solid #ccc;padding-bottom:.2em}
        nav ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:1em}
        section{margin-bottom:2.5em}
        figure{margin:1em 0;display:flex;flex-wrap:wrap;gap:1.5em;align-items:flex-start}
        figure svg{flex:0 0 auto;max-width:100%;height:auto}
        figcaption{flex-basis:100%;font-size:.9em;color:#444}
        .table-box{flex:0 1 auto;max-height:560px;overflow:auto}
        table{border-collapse:collapse;font-size:.85em}
        caption{text-align:left;font-weight:bold;padding-bottom:.3em}
        th,td{border-bottom:1px solid #ddd;padding:.15em .5em;text-align:left;vertical-align:top;white-space:nowrap}
        td.num{text-align:right;font-variant-numeric:tabular-nums}
        thead th{position:sticky;top:0;background:#f4f4f4}
        code{font-size:.95em;background:#f4f4f4;padding:0 .2em}
        svg text{font-family:"DejaVu Sans",Helvetica,Arial,sans-serif;fill:#222}
        body:has(section:target) section:not(:target),body:has(section:target) header{display:none}

        """
}
