import Foundation
import Testing

/// A scratch folder of freshly written conformance vectors, removed when the test ends
/// (a class: it owns the folder).
final class VectorsFixture {
    /// The scratch folder; the vectors are in `vectors`.
    let root: URL
    var vectors: String { root.appendingPathComponent("vectors").path }

    /// Writes vectors with `arguments` added to `carelab rules vectors --out`.
    init(_ arguments: [String] = []) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let outcome = try CarelabProcess.run(["rules", "vectors", "--out", root.appendingPathComponent("vectors").path, "-q"]
                                                 + arguments)
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// The text of a file of the vectors.
    func text(_ name: String) throws -> String {
        try String(contentsOfFile: (vectors as NSString).appendingPathComponent(name), encoding: .utf8)
    }

    /// The `case` column of a vectors CSV (no field of these files is quoted).
    func cases(_ name: String) throws -> [String] {
        try text(name).split(separator: "\r\n").dropFirst().map { String($0.split(separator: ",", omittingEmptySubsequences: false)[1]) }
    }

    /// Writes `text` as the app's output file `name` in the scratch folder; returns its path.
    func actual(_ name: String, _ text: String) throws -> String {
        let folder = root.appendingPathComponent("actual")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}
