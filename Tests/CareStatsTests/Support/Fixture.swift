import Foundation

/// Expected values produced by `Fixtures/generate.py` from scipy, statsmodels, pingouin,
/// lifelines and pandas (versions in `Fixtures/versions.json`).
enum Fixture {
    /// Decodes `Fixtures/<name>.json`, reading "NaN" and "±Infinity" strings as Doubles.
    static func load<T: Decodable>(_ name: String, as type: T.Type = T.self) throws -> T {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures") else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Fixtures/\(name).json"])
        }
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        return try decoder.decode(T.self, from: Data(contentsOf: url))
    }

    /// `load`, or an empty list when the fixture cannot be read, so a broken fixture shows as
    /// the failing `fixturesLoad` test instead of silently running no case.
    static func cases<T: Decodable>(_ name: String, as type: [T].Type = [T].self) -> [T] {
        (try? load(name, as: [T].self)) ?? []
    }
}
