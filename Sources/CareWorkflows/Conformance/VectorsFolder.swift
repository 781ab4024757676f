import CareModel
import CareReports
import CareStore
import Foundation

/// Writes a conformance vectors folder: `inputs.jsonl`, one CSV per output family,
/// `manifest.json` and `README.md`. The same population and rules give the same bytes.
public enum VectorsFolder {
    /// The inputs file's name.
    public static let inputsFile = "inputs.jsonl"

    /// Writes the vectors of `population` under `rules` into `folder`, created when missing;
    /// returns the number of rows of each file written.
    public static func write(_ population: ConformancePopulation, rules: ConformanceRules, to folder: String) throws(Failure) -> [(String, Int)] {
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            throw .cannotCreate("cannot create \(folder): \(error.localizedDescription)")
        }
        var grids = DayGridCache()
        let inputs = population.people.map { EventJSONLines.lines(PersonRows($0.record, grids: &grids)) }.joined()
        var written = [(inputsFile, inputs.reduce(0) { $1 == "\n" ? $0 + 1 : $0 })]
        try save(Data(inputs.utf8), folder, inputsFile)
        var tables: [OutputFamily: CSVTable] = [:]
        var summaries: [OutputFamily: CSVTableSummary] = [:]
        for family in OutputFamily.allCases {
            let table = ExpectedOutputs.table(family, people: population.people, rules: rules)
            do { try table.validate() } catch {
                throw .misfit(family.fileName, error)
            }
            tables[family] = table
            summaries[family] = CSVTableSummary(rows: table.rows.count, cases: Set(table.rows.map { $0[1] }))
            try save(Data(table.text.utf8), folder, family.fileName)
            written.append((family.fileName, table.rows.count))
        }
        let manifest = VectorManifest(population: population, rules: rules, tables: summaries)
        try save(manifest.json, folder, "manifest.json")
        try save(Data(VectorsReadme.text(manifest: manifest, inputs: inputs, dailyScores: tables[.dailyScores]!).utf8),
                 folder, "README.md")
        return written
    }

    private static func save(_ data: Data, _ folder: String, _ name: String) throws(Failure) {
        let path = (folder as NSString).appendingPathComponent(name)
        do { try data.write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
            throw .cannotCreate("cannot write \(path): \(error.localizedDescription)")
        }
    }
}
