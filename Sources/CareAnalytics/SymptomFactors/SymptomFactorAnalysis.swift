import CareModel
import CareStats
import CareStore

/// Whether a relieving or aggravating factor documented on a symptom entry goes with a
/// milder or worse next entry of the same symptom, within persons (seed 000, Req 5-6).
///
/// For each symptom, the pairs are a person's consecutive entries of it (in time order);
/// for each factor documented on some entry in a role, x is whether the pair's first entry
/// carries it (repeats of a name count once) and y the severity rank of the second (0
/// reported absent, 1 mild … 4 debilitating). The slope is the within-person (fixed
/// effects) regression of y on x with person-clustered standard errors
/// (``CareStats/LinearRegression/withinSubjects(y:predictors:subjects:level:)``), and the
/// Benjamini-Hochberg q is taken over every cell of the grid with a p-value. A factor the
/// simulator chose at random estimates its planted effect on the next entry
/// (`truth.json`'s `implied_next_severity_change`); in real data the factor is chosen, not
/// assigned, so the slope is an association.
public struct SymptomFactorAnalysis: Sendable {
    /// The confidence level of the intervals.
    public var level: Double

    /// Creates the analysis.
    public init(level: Double = 0.95) {
        self.level = level
    }

    /// Runs the analysis over `database`; empty when no entry documents a factor.
    public func run(on database: CareDatabase) throws(AnalysisError) -> [SymptomFactorCell] {
        // A run without factors is common and large ones are long: skip the pass over them.
        do {
            guard try database.symptomFactorCount() > 0 else { return [] }
        } catch {
            throw .store(error)
        }
        var pairsBySymptom: [String: Pairs] = [:]
        try database.people(reading: [.symptom]) { record in
            var last: [String: SymptomEntry] = [:]
            for entry in record.symptomEntries {
                let name = entry.symptom.name
                if let previous = last[name] { pairsBySymptom[name, default: Pairs()].add(previous, then: entry, of: record.personID) }
                last[name] = entry
            }
        }
        var cells: [SymptomFactorCell] = []
        for (symptom, pairs) in pairsBySymptom.sorted(by: { $0.key < $1.key }) {
            for key in pairs.factors.sorted() {
                cells.append(cell(symptom: symptom, key: key, pairs: pairs))
            }
        }
        let q = (try? PValueAdjustment.benjaminiHochberg.adjust(cells.map { $0.slope?.pValue ?? .nan })) ?? []
        for index in cells.indices where index < q.count && !q[index].isNaN { cells[index].qValue = q[index] }
        return cells
    }

    private func cell(symptom: String, key: FactorKey, pairs: Pairs) -> SymptomFactorCell {
        let x = pairs.present.map { $0.contains(key) ? 1.0 : 0.0 }
        var withFactor = Set<Int>()
        for (person, value) in zip(pairs.people, x) where value == 1 { withFactor.insert(person) }
        var cell = SymptomFactorCell(
            symptom: symptom, role: key.role, factor: key.factor, people: Set(pairs.people).count,
            peopleWithFactor: withFactor.count, pairs: x.count, pairsWithFactor: Int(x.reduce(0, +)))
        do throws(StatisticsError) {
            let fit = try LinearRegression.withinSubjects(
                y: pairs.nextSeverity, predictors: [Predictor(name: key.factor, values: x)], subjects: pairs.people, level: level)
            cell.slope = fit.term(named: key.factor)
        } catch {
            cell.undefined = error.description
        }
        return cell
    }

    /// A factor in a role.
    struct FactorKey: Hashable, Comparable {
        var role: SymptomFactorRole
        var factor: String

        static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.role.rawValue, lhs.factor) < (rhs.role.rawValue, rhs.factor)
        }
    }

    /// One symptom's pairs of consecutive entries.
    struct Pairs {
        var people: [Int] = []
        var nextSeverity: [Double] = []
        var present: [Set<FactorKey>] = []
        var factors: Set<FactorKey> = []

        mutating func add(_ first: SymptomEntry, then next: SymptomEntry, of person: Int) {
            let keys = Set(first.relievingFactors.map { FactorKey(role: .relieving, factor: $0) }
                + first.aggravatingFactors.map { FactorKey(role: .aggravating, factor: $0) })
            people.append(person)
            nextSeverity.append(Double(next.severity.rawValue))
            present.append(keys)
            factors.formUnion(keys)
        }
    }
}

/// One symptom × factor (role) of ``SymptomFactorAnalysis``.
public struct SymptomFactorCell: Hashable, Sendable {
    /// The symptom.
    public var symptom: String
    /// Whether the factor was documented as relieving or aggravating.
    public var role: SymptomFactorRole
    /// The factor's name as stored.
    public var factor: String
    /// People with at least one pair of consecutive entries of the symptom.
    public var people: Int
    /// People with at least one pair whose first entry carries the factor: the count the
    /// small-cell rule applies to.
    public var peopleWithFactor: Int
    /// Pairs of consecutive entries of the symptom.
    public var pairs: Int
    /// Pairs whose first entry carries the factor.
    public var pairsWithFactor: Int
    /// The within-person slope: the change of the next entry's severity rank with the
    /// factor present; nil when it cannot be estimated (``undefined`` says why).
    public var slope: LinearRegression.Term?
    /// Why the slope is missing (the factor never varies within a person, too few people).
    public var undefined: String?
    /// The Benjamini-Hochberg q over the grid; nil without a p-value.
    public var qValue: Double?
}
