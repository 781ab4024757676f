import CareAnalytics
import CareModel
import CareReports
import Crypto
import Foundation

/// A fitted study written as a scenario file (format 1) that `carelab simulate` reads: a
/// synthetic twin of the database it was fitted to.
///
/// Every fitted value carries its 95 % interval in a comment; the header names the
/// database by its SHA-256 only (never a person), the CareLab version that made it, and
/// what was not fitted and is left at the format's defaults.
public struct TwinScenarioFile: Sendable {
    /// The fit.
    public var fit: StudyFit
    /// The SHA-256 of the database file fitted.
    public var databaseSHA256: String
    /// The seed written into the scenario.
    public var seed: UInt64

    /// The file for `fit`.
    public init(fit: StudyFit, databaseSHA256: String, seed: UInt64 = 1) {
        self.fit = fit
        self.databaseSHA256 = databaseSHA256
        self.seed = seed
    }

    /// The units a scenario's factor can have.
    private static let scenarioUnits = Set(FactorUnit.allCases.map(\.rawValue) + ["level"])

    /// The scenario's YAML text.
    public var text: String {
        var lines = [
            "# A synthetic twin fitted by `carelab fit` (CareLab \(CareLabRelease.version)) from the database",
            "# with SHA-256 \(databaseSHA256).",
            "# Each fitted value is followed by its 95 % interval. Not fitted, left at the format's defaults:",
        ]
        let factors = fit.factors.filter { Self.scenarioUnits.contains($0.unit) }
        let skipped = fit.factors.filter { !Self.scenarioUnits.contains($0.unit) }.map {
            "factor \($0.name): unit \($0.unit) is not a scenario unit (\(Self.scenarioUnits.sorted().joined(separator: ", ")))"
        }
        lines += (fit.notFitted + skipped).map { "#   - \($0)" }
        lines += [
            "format: 1",
            "name: twin",
            "description: >-",
            "  A synthetic twin of \(fit.people) people followed for \(fit.days) days, fitted by carelab fit.",
            "seed: \(seed)",
            "people: \(fit.people)",
            "days: \(fit.days)",
            "start_date: \(fit.startDay)",
        ]
        lines += timeZoneLines
        lines += segmentLines
        lines += ["", fit.symptoms.isEmpty ? "symptoms: []" : "symptoms:"]
        for symptom in fit.symptoms {
            lines += [
                "  - name: \(Self.quoted(symptom.name))",
                "    category: \(Self.quoted(symptom.category))",
                "    baseline_mean: \(Self.number(symptom.baselineMean))",
                "    baseline_sd: \(Self.number(symptom.baselineSD))",
                "    daily_sd: \(Self.number(symptom.dailySD))",
            ]
        }
        lines += ["", factors.isEmpty ? "factors: []" : "factors:"]
        for factor in factors {
            lines += [
                "  - name: \(Self.quoted(factor.name))",
                "    unit: \(factor.unit)",
                "    time_of_day: \(Self.parts(factor.partsOfDay))",
                "    mean: \(Self.number(factor.mean))",
                "    between_sd: \(Self.number(factor.betweenSD))",
                "    within_sd: \(Self.number(factor.withinSD))",
            ]
        }
        let effects = fit.effects.filter { effect in factors.contains { $0.name == effect.factor } }
        if !effects.isEmpty {
            lines += ["", "effects:"]
            for effect in effects {
                lines += [
                    "  - factor: \(Self.quoted(effect.factor))",
                    "    symptom: \(Self.quoted(effect.symptom))",
                    "    lag_days: \(effect.lagDays)",
                    "    within: \(Self.number(effect.withinPerUnit)); q \(NumberFormat.pValue(effect.qValue))",
                ]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private var timeZoneLines: [String] {
        guard fit.timeZones.count > 1 else {
            return ["time_zones: [\(fit.timeZones.map { Self.quoted($0.identifier) }.joined(separator: ", "))]"]
        }
        let people = Double(fit.people)
        return ["time_zones:"] + fit.timeZones.map { "  \(Self.quoted($0.identifier)): \(Self.digits(Double($0.people) / people))" }
    }

    private var segmentLines: [String] {
        guard let engagement = fit.engagement else { return [] }
        var lines = ["", "# One segment: read from \(engagement.people) people.", "segments:", "  - name: fitted",
                     "    share: 1", "    traits:"]
        let mean = engagement.loggingMean
        if let concentration = engagement.loggingConcentration {
            let a = mean.estimate * concentration.estimate, b = (1 - mean.estimate) * concentration.estimate
            lines.append("      logging: {beta: [\(Self.digits(a)), \(Self.digits(b))]}"
                + "  # mean \(Self.digits(mean.estimate)) (\(Self.digits(mean.lower)) to \(Self.digits(mean.upper))),"
                + " a + b \(Self.digits(concentration.estimate)) (\(Self.digits(concentration.lower)) to \(Self.digits(concentration.upper)))")
        } else {
            lines.append("      logging: \(Self.number(mean))")
        }
        if let halfLife = engagement.halfLifeDays, let floor = engagement.floor {
            lines.append("      engagement_half_life_days: \(Self.number(halfLife))")
            lines.append("      engagement_floor: \(Self.number(floor))")
        }
        lines.append(engagement.dropoutHazard.map { "      dropout_hazard: \(Self.number($0))" }
            ?? "      dropout_hazard: 0  # no dropout seen")
        let strength = engagement.marStrength
        lines += ["", "missingness:"]
        if strength.lower > 0 || strength.upper < 0, strength.estimate > 0 {
            lines += ["  mechanism: mar", "  strength: \(Self.number(strength))"]
        } else {
            lines += ["  mechanism: mcar  # MAR strength \(Self.digits(strength.estimate)) (\(Self.digits(strength.lower)) to "
                      + "\(Self.digits(strength.upper))): no shift told from none"]
        }
        return lines
    }

    /// A value and its interval's comment.
    private static func number(_ value: FittedValue) -> String {
        "\(digits(value.estimate))  # \(digits(value.lower)) to \(digits(value.upper))"
    }

    /// Four significant digits, as `--format table` writes numbers.
    static func digits(_ value: Double) -> String { NumberFormat.readable(value) }

    /// A part of the day, or shares of the parts that add up to exactly 1.
    private static func parts(_ shares: [TimeOfDay: Double]) -> String {
        let present = TimeOfDay.allCases.filter { (shares[$0] ?? 0) > 0 }
        guard present.count > 1 else { return (present.first ?? .morning).rawValue }
        var rounded = present.map { ((shares[$0] ?? 0) * 1_000).rounded() / 1_000 }
        rounded[rounded.count - 1] = ((1 - rounded.dropLast().reduce(0, +)) * 1_000).rounded() / 1_000
        return "{" + zip(present, rounded).map { "\($0.rawValue): \(digits($1))" }.joined(separator: ", ") + "}"
    }

    /// A YAML double-quoted string.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

extension TwinScenarioFile {
    /// The lowercase hex SHA-256 of the file at `path`.
    public static func sha256(ofFile path: String) throws -> String {
        let data = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        return SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
    }
}
