import CareStore
import CareWorkflows
import Foundation

/// The databases a `--db` option names: a file, repeated files, or a folder.
///
/// A folder stands for its carelab.sqlite (a run folder), or else for the databases of the
/// shard folders in it (`carelab simulate --shard`). Several databases are read as the
/// shards of one run (``CareDatabase/open(shards:)``).
enum DatabaseSelection {
    /// The database files `arguments` name, in the order given.
    static func paths(_ arguments: [String]) throws -> [String] {
        try arguments.flatMap { path throws -> [String] in
            try Failure.requireInput(path, "database")
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [path] }
            let folder = URL(fileURLWithPath: path)
            let own = folder.appendingPathComponent(SimulationRun.databaseName)
            if FileManager.default.fileExists(atPath: own.path) { return [own.path] }
            let shards = (try? FileManager.default.contentsOfDirectory(atPath: path))?.sorted().map {
                folder.appendingPathComponent($0)
            }.filter {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent(ShardManifest.fileName).path)
            } ?? []
            guard !shards.isEmpty else {
                throw Failure.noInput("\(path): a folder with neither \(SimulationRun.databaseName) nor shard folders in it")
            }
            return shards.map { $0.appendingPathComponent(SimulationRun.databaseName).path }
        }
    }

    /// Opens the database `arguments` name, or the shards they name as one database.
    static func open(_ arguments: [String]) throws -> CareDatabase {
        let paths = try paths(arguments)
        return paths.count == 1 ? try CareDatabase.open(at: paths[0]) : try CareDatabase.open(shards: paths)
    }

    /// The help of a `--db` option that takes shards too.
    static let help = """
        Repeat it, or name a folder of shard folders, to read the shards of a run \
        (carelab simulate --shard) as one, without merging them.
        """
}
