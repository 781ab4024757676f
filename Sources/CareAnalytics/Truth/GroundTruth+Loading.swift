import CareModel
import Foundation

extension GroundTruth {
    /// Reads a manifest from `path`.
    public static func load(contentsOf path: String) throws(AnalysisError) -> GroundTruth {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadableTruth(path: path, reason: String(describing: error))
        }
        return try decode(data, source: path)
    }

    /// Reads a manifest from its JSON; `source` names where it came from in errors.
    public static func decode(_ data: Data, source: String) throws(AnalysisError) -> GroundTruth {
        do {
            return try GroundTruth(json: data)
        } catch {
            throw .unreadableTruth(path: source, reason: String(describing: error))
        }
    }
}
