/// An SVG Kaplan-Meier plot: each curve as a step function with its pointwise confidence
/// band shaded, one shared y axis scaled to the data (from the lowest band's tenth below
/// up to 100 %), and the numbers at risk under the time axis.
public struct KaplanMeierPlot: Sendable {
    /// One curve: the times at which the estimate changes, the survival from each time on
    /// and its interval, and where the curve stops (the end of follow-up, or the time from
    /// which it may not be shown).
    public struct Curve: Sendable {
        /// The group, for the legend and the row of numbers at risk.
        public var name: String
        /// The times at which the estimate changes, ascending.
        public var times: [Double]
        /// The survival from each time on, 0 to 1, and its interval.
        public var survival: [Double]
        public var lower: [Double]
        public var upper: [Double]
        /// The time at which the drawn curve stops.
        public var end: Double
        /// What the row of numbers at risk shows at each of the plot's ``KaplanMeierPlot/atRiskTimes``.
        public var atRisk: [String]

        /// Creates a curve; `times` ascending, one survival and interval per time.
        public init(name: String, times: [Double], survival: [Double], lower: [Double], upper: [Double],
                    end: Double, atRisk: [String]) {
            precondition(times.count == survival.count && times.count == lower.count && times.count == upper.count,
                         "a curve needs one survival value and interval per time")
            self.name = name
            self.times = times
            self.survival = survival
            self.lower = lower
            self.upper = upper
            self.end = end
            self.atRisk = atRisk
        }
    }

    /// The title above the plot, also the image's accessible name.
    public var title: String
    /// What the time axis measures, with its unit.
    public var timeTitle: String
    /// What the survival axis measures, with its unit.
    public var survivalTitle: String
    /// The right end of the time axis.
    public var maximumTime: Double
    /// The curves, drawn in ``SVGFrame``'s colours and dash patterns in order.
    public var curves: [Curve]
    /// The times under which the numbers at risk are printed.
    public var atRiskTimes: [Double]
    /// The image's width in pixels (its height follows from the number of curves).
    public var width: Double

    /// Creates a plot.
    public init(title: String, timeTitle: String, survivalTitle: String = "still using the app (%)", maximumTime: Double,
                curves: [Curve], atRiskTimes: [Double], width: Double = 640) {
        self.title = title
        self.timeTitle = timeTitle
        self.survivalTitle = survivalTitle
        self.maximumTime = maximumTime
        self.curves = curves
        self.atRiskTimes = atRiskTimes
        self.width = width
    }

    static let plotHeight = 280.0
    static let atRiskRow = 18.0

    /// The y axis's lower end: the tenth at or below the lowest finite band or survival
    /// value, at most 0.9, so a drop from 100 % to 95 % fills half the height.
    var floor: Double {
        let lowest = curves.flatMap { $0.lower + $0.survival }.filter(\.isFinite).min() ?? 0
        return min(0.9, max(0, (lowest * 10 + 1e-9).rounded(.down) / 10))
    }

    var frame: SVGFrame {
        let names = (curves.map { SVGFrame.textWidth($0.name) }.max() ?? 0) + 32
        let left = max(64, names)
        return SVGFrame(width: width, height: 52 + Self.plotHeight + 56 + 22 + Double(curves.count) * Self.atRiskRow,
                        margins: (top: 52, right: 24, bottom: 56 + 22 + Double(curves.count) * Self.atRiskRow, left: left))
    }

    var timeScale: LinearScale { LinearScale(domain: 0...max(maximumTime, 1e-9), pixels: (frame.left, frame.right)) }
    var survivalScale: LinearScale { LinearScale(domain: floor...1, pixels: (frame.bottom, frame.top)) }

    /// The `d` attribute of the steps of `values` over `curve`'s times: from 1 at time 0,
    /// across to each time, down (or up, for a band) to its value, on to the curve's end.
    func stepPath(_ curve: Curve, _ values: [Double]) -> String {
        let t = timeScale, s = survivalScale
        var commands = ["M\(SVGFrame.number(t(0))) \(SVGFrame.number(s(1)))"]
        for (time, value) in zip(curve.times, values) where time <= curve.end && value.isFinite {
            commands.append("H\(SVGFrame.number(t(time))) V\(SVGFrame.number(s(value)))")
        }
        commands.append("H\(SVGFrame.number(t(curve.end)))")
        return commands.joined(separator: " ")
    }

    /// The band between the upper and lower steps, as a closed path: along the upper steps,
    /// then back along the lower ones.
    func bandPath(_ curve: Curve) -> String {
        let t = timeScale, s = survivalScale
        var points: [(Double, Double)] = [(0, 1)]
        for (time, value) in zip(curve.times, curve.upper) where time <= curve.end && value.isFinite {
            points += [(time, points.last!.1), (time, value)]
        }
        points.append((curve.end, points.last!.1))
        var lowerPoints: [(Double, Double)] = [(0, 1)]
        for (time, value) in zip(curve.times, curve.lower) where time <= curve.end && value.isFinite {
            lowerPoints += [(time, lowerPoints.last!.1), (time, value)]
        }
        lowerPoints.append((curve.end, lowerPoints.last!.1))
        let all = points + lowerPoints.reversed()
        return all.enumerated().map { index, point in
            "\(index == 0 ? "M" : "L")\(SVGFrame.number(t(point.0))) \(SVGFrame.number(s(point.1)))"
        }.joined(separator: " ") + " Z"
    }

    /// The chart as an `svg` element.
    public var svg: String {
        let frame = frame, t = timeScale, s = survivalScale
        var parts = [frame.open(title: title)]
        let timeTicks = t.ticks(6).map { ($0, NumberFormat.fixed($0, 0)) }
        parts += frame.axes(title: title, x: t, xTicks: timeTicks, xTitle: timeTitle, y: s,
                            yTicks: s.ticks(5).map { ($0, NumberFormat.fixed($0 * 100, 0) + " %") },
                            yTitle: survivalTitle)
        parts += frame.legend(curves.map(\.name), y: 38)
        for (index, curve) in curves.enumerated() {
            parts.append("<path d=\"\(bandPath(curve))\" fill=\"\(SVGFrame.colour(index))\" fill-opacity=\"0.15\" stroke=\"none\"/>")
        }
        for (index, curve) in curves.enumerated() {
            parts.append("<path d=\"\(stepPath(curve, curve.survival))\" fill=\"none\" stroke=\"\(SVGFrame.colour(index))\" "
                + "stroke-width=\"2\"\(SVGFrame.dash(index))/>")
        }
        let riskTop = frame.bottom + 56
        parts.append(SVGFrame.text("Number at risk", x: frame.left, y: riskTop + 4, bold: true))
        for (index, curve) in curves.enumerated() {
            let y = riskTop + 22 + Double(index) * Self.atRiskRow
            parts.append(SVGFrame.text(curve.name, x: frame.left - 24, y: y, anchor: "end"))
            for (time, label) in zip(atRiskTimes, curve.atRisk) {
                parts.append(SVGFrame.text(label, x: t(time), y: y, anchor: "middle"))
            }
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }
}
