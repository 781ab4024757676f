import CareStats

/// Benjamini-Hochberg q-values over the defined p-values of a list.
enum BenjaminiHochberg {
    /// (index, q) for every index whose p-value is defined.
    static func qValues(_ pValues: [Double?]) -> [(Int, Double)] {
        let defined = pValues.enumerated().compactMap { index, p in p.flatMap { $0.isNaN ? nil : (index, $0) } }
        guard let q = try? PValueAdjustment.benjaminiHochberg.adjust(defined.map(\.1)) else { return [] }
        return zip(defined, q).map { ($0.0, $1) }
    }
}
