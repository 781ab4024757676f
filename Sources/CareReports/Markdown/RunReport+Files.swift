import Foundation

extension RunReport {
    /// Writes every file of the report into `folder`, after checking each CSV table against
    /// its description (``CSVTable/validate()``).
    public func write(into folder: URL) throws {
        try dailyScores.validate()
        try correlations.validate()
        for file in files {
            try Data(file.contents.utf8).write(to: folder.appendingPathComponent(file.name))
        }
    }
}
