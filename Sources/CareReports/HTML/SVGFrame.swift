/// The shared parts of the report's SVG charts: the plot area inside its margins, linear
/// scales, coordinates written with one decimal, axes with grid lines, and the series
/// styles (a colour and a dash pattern each, so series differ without colour too).
struct SVGFrame {
    /// The whole image.
    var width: Double
    var height: Double
    /// The plot area.
    var left: Double
    var top: Double
    var right: Double
    var bottom: Double

    /// A frame with the plot area inside the given margins.
    init(width: Double, height: Double, margins: (top: Double, right: Double, bottom: Double, left: Double)) {
        self.width = width
        self.height = height
        left = margins.left
        top = margins.top
        right = width - margins.right
        bottom = height - margins.bottom
    }

    /// A coordinate as SVG text: one decimal, never NaN (a NaN is a programming error: the
    /// charts leave missing values out before they get here).
    static func number(_ value: Double) -> String {
        precondition(value.isFinite, "an SVG coordinate must be finite")
        return NumberFormat.fixed(value, 1)
    }

    /// Colours of the series, in order (Okabe-Ito, readable with colour-vision deficiencies).
    static let colours = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9"]
    /// Dash patterns of the series, in order; empty for a solid line.
    static let dashes = ["", "7 4", "2 3", "10 3 2 3", "4 4", "1 2"]

    /// The colour of series `index`.
    static func colour(_ index: Int) -> String { colours[index % colours.count] }
    /// The dash attribute of series `index` (empty for solid).
    static func dash(_ index: Int) -> String {
        dashes[index % dashes.count].isEmpty ? "" : " stroke-dasharray=\"\(dashes[index % dashes.count])\""
    }

    /// The opening `svg` tag, with the chart's accessible name and its title element.
    func open(title: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" "
            + "viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" role=\"img\" aria-label=\"\(HTML.escape(title))\">"
            + "<title>\(HTML.escape(title))</title>"
    }

    /// Text at a point; `anchor` is `start`, `middle` or `end`; `fill` a colour other than
    /// the page's text colour.
    static func text(_ content: String, x: Double, y: Double, anchor: String = "start", size: Int = 12,
                     bold: Bool = false, rotate: Bool = false, fill: String? = nil) -> String {
        let transform = rotate ? " transform=\"rotate(-90 \(number(x)) \(number(y)))\"" : ""
        return "<text x=\"\(number(x))\" y=\"\(number(y))\" text-anchor=\"\(anchor)\" font-size=\"\(size)\""
            + "\(bold ? " font-weight=\"bold\"" : "")\(fill.map { " fill=\"\($0)\"" } ?? "")\(transform)>\(HTML.escape(content))</text>"
    }

    /// A straight line.
    static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String = "#222",
                     width: Double = 1, extra: String = "") -> String {
        "<line x1=\"\(number(x1))\" y1=\"\(number(y1))\" x2=\"\(number(x2))\" y2=\"\(number(y2))\" "
            + "stroke=\"\(stroke)\" stroke-width=\"\(number(width))\"\(extra)/>"
    }

    /// The title above the plot, the axes, grid lines at the ticks and the axis titles.
    func axes(title: String, x: LinearScale, xTicks: [(value: Double, label: String)], xTitle: String,
              y: LinearScale, yTicks: [(value: Double, label: String)], yTitle: String) -> [String] {
        var parts = [Self.text(title, x: left, y: 18, size: 14, bold: true)]
        for tick in yTicks {
            let position = y(tick.value)
            parts.append(Self.line(left, position, right, position, stroke: "#e3e3e3"))
            parts.append(Self.text(tick.label, x: left - 6, y: position + 4, anchor: "end"))
        }
        for tick in xTicks {
            let position = x(tick.value)
            parts.append(Self.line(position, top, position, bottom, stroke: "#f0f0f0"))
            parts.append(Self.line(position, bottom, position, bottom + 5))
            parts.append(Self.text(tick.label, x: position, y: bottom + 18, anchor: "middle"))
        }
        parts.append(Self.line(left, bottom, right, bottom))
        parts.append(Self.line(left, top, left, bottom))
        parts.append(Self.text(xTitle, x: (left + right) / 2, y: bottom + 36, anchor: "middle"))
        parts.append(Self.text(yTitle, x: 14, y: (top + bottom) / 2, anchor: "middle", rotate: true))
        return parts
    }

    /// A legend row above the plot: a short line in each series' style and its name.
    func legend(_ names: [String], y: Double) -> [String] {
        var parts: [String] = []
        var x = left
        for (index, name) in names.enumerated() {
            parts.append(Self.line(x, y - 4, x + 24, y - 4, stroke: Self.colour(index), width: 2.5, extra: Self.dash(index)))
            parts.append(Self.text(name, x: x + 30, y: y))
            x += 30 + Self.textWidth(name) + 20
        }
        return parts
    }

    /// An estimate of the width of `text` at 12 px, for laying out labels without a font:
    /// 7 px a character.
    static func textWidth(_ text: String, size: Double = 12) -> Double {
        Double(text.count) * size * 7 / 12
    }
}

/// A linear map from a data range onto a range of pixels.
struct LinearScale {
    var domain: ClosedRange<Double>
    var pixels: (start: Double, end: Double)

    /// The pixel of `value`; a domain of zero width maps to the middle.
    func callAsFunction(_ value: Double) -> Double {
        let span = domain.upperBound - domain.lowerBound
        guard span > 0 else { return (pixels.start + pixels.end) / 2 }
        return pixels.start + (value - domain.lowerBound) / span * (pixels.end - pixels.start)
    }

    /// Round tick values inside the domain, about `count` of them, at a step of 1, 2 or 5
    /// times a power of ten.
    func ticks(_ count: Int = 5) -> [Double] {
        let span = domain.upperBound - domain.lowerBound
        guard span > 0, span.isFinite else { return [domain.lowerBound] }
        let step = Self.niceStep(span / Double(max(1, count)))
        let first = (domain.lowerBound / step).rounded(.up)
        let last = (domain.upperBound / step + 1e-9).rounded(.down)
        guard first <= last else { return [] }
        return stride(from: first, through: last, by: 1).map { $0 * step }
    }

    /// The step of 1, 2 or 5 times a power of ten at or above `raw`.
    static func niceStep(_ raw: Double) -> Double {
        let power = pow10((raw).log10Floor)
        return [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= raw * (1 - 1e-9) } ?? 10 * power
    }

    private static func pow10(_ exponent: Int) -> Double {
        var value = 1.0
        if exponent >= 0 { for _ in 0..<exponent { value *= 10 } } else { for _ in 0..<(-exponent) { value /= 10 } }
        return value
    }
}

private extension Double {
    /// ⌊log₁₀ self⌋ for a positive finite value, by repeated division (no libm needed).
    var log10Floor: Int {
        var exponent = 0, value = self
        while value >= 10 { value /= 10; exponent += 1 }
        while value < 1 { value *= 10; exponent -= 1 }
        return exponent
    }
}
