import CareImport
import CareWorkflows
import Foundation
import ZIPFoundation

/// The file an import reads, as the user named it: a path, `-` for standard input, or a
/// ZIP archive such as the `export.zip` the iPhone's Health app shares.
///
/// Standard input and the archive's export are copied into a private folder (mode 0700)
/// that ``remove()`` deletes afterwards, so the importers read a file as always; messages
/// name the input as the user gave it (`stdin`, `export.zip:apple_health_export/export.xml`).
struct ImportInput {
    /// The path the importer reads.
    let path: String
    /// How messages name the input.
    let name: String
    /// The private folder holding a copy, if one was made.
    private let folder: URL?

    /// Resolves `argument` for an import of `format`.
    init(_ argument: String, format: ImportFormat) throws {
        if argument == "-" {
            let folder = try Self.makeFolder()
            let copy = folder.appendingPathComponent("stdin")
            try Self.copyStandardInput(to: copy)
            self.init(path: copy.path, name: "stdin", folder: folder)
            return
        }
        try Failure.requireInput(argument)
        guard Self.isZIP(argument) else {
            self.init(path: argument, name: argument, folder: nil)
            return
        }
        let archive: Archive
        do { archive = try Archive(url: URL(fileURLWithPath: argument), accessMode: .read) } catch {
            throw Failure.badData("\(argument): not a readable ZIP archive (\(error))")
        }
        let entry = try Self.entry(in: archive, named: argument, format: format)
        let folder = try Self.makeFolder()
        let copy = folder.appendingPathComponent(URL(fileURLWithPath: entry.path).lastPathComponent)
        do { _ = try archive.extract(entry, to: copy) } catch {
            try? FileManager.default.removeItem(at: folder)
            throw Failure.badData("\(argument):\(entry.path): cannot be extracted (\(error))")
        }
        self.init(path: copy.path, name: "\(argument):\(entry.path)", folder: folder)
    }

    private init(path: String, name: String, folder: URL?) {
        self.path = path
        self.name = name
        self.folder = folder
    }

    /// Deletes the copy, if one was made.
    func remove() {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// `message` with the copy's path replaced by the input's name.
    func naming(_ message: String) -> String {
        folder == nil ? message : message.replacingOccurrences(of: path, with: name)
    }

    /// Whether the file starts with a ZIP local file header (`PK\u{3}\u{4}`).
    private static func isZIP(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 4)) == Data([0x50, 0x4B, 0x03, 0x04])
    }

    /// The export inside an archive: for Apple Health the `export.xml` beside which the
    /// Health app puts `export_cda.xml`; for the other formats the archive's one file.
    private static func entry(in archive: Archive, named name: String, format: ImportFormat) throws -> Entry {
        let files = archive.filter { $0.type == .file && !$0.path.hasPrefix("__MACOSX/") }
        let candidates = format == .appleHealth
            ? files.filter { URL(fileURLWithPath: $0.path).lastPathComponent == "export.xml" }
            : files
        guard candidates.count == 1, let entry = candidates.first else {
            let wanted = format == .appleHealth ? "one export.xml" : "one file"
            let listed = files.prefix(5).map(\.path).joined(separator: ", ") + (files.count > 5 ? ", …" : "")
            throw Failure.badData("\(name): expected \(wanted) in the archive, found \(candidates.count)"
                                  + (files.isEmpty ? " (the archive is empty)" : " among: \(listed)"))
        }
        return entry
    }

    private static func makeFolder() throws -> URL {
        var template = Array(FileManager.default.temporaryDirectory.appendingPathComponent("carelab-import-XXXXXX").path.utf8CString)
        guard let made = mkdtemp(&template) else {
            throw Failure.cannotCreate("cannot create a private folder in \(FileManager.default.temporaryDirectory.path)")
        }
        return URL(fileURLWithPath: String(cString: made))
    }

    private static func copyStandardInput(to url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
              let handle = FileHandle(forWritingAtPath: url.path) else {
            throw Failure.cannotCreate("\(url.path): cannot be created")
        }
        defer { try? handle.close() }
        do {
            while let chunk = try FileHandle.standardInput.read(upToCount: 1 << 20), !chunk.isEmpty {
                try handle.write(contentsOf: chunk)
            }
        } catch {
            throw Failure.ioError("stdin: \(error.localizedDescription)")
        }
    }
}
