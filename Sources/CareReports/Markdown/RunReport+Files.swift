import Foundation

extension RunReport {
    /// Writes every file of the report into `folder`.
    public func write(into folder: URL) throws {
        for file in files {
            try Data(file.contents.utf8).write(to: folder.appendingPathComponent(file.name))
        }
    }
}
