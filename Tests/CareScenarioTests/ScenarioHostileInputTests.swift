import Foundation
import Testing
@testable import CareScenario

/// Broken and hostile scenario files stop with an error at their place, never hang, crash
/// or fill memory (issue 15). Each case below hung or had no place before.
@Suite struct ScenarioHostileInputTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-hostile-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    }

    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String { try write(name, Array(text.utf8)) }

    /// The error loading `path` gives.
    func failure(_ path: String) -> ScenarioError? {
        do {
            _ = try ScenarioLoader.load(contentsOf: path)
            return nil
        } catch {
            return error
        }
    }

    @Test func anAliasBombStopsAtTheNodeLimit() throws {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1..<10 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        let error = try #require(failure(try write("bomb.yaml", lines.joined(separator: "\n"))))
        #expect(error.problem == .limit("the file expands to more than \(YAMLLimits.nodes) YAML nodes (aliases of aliases?)"))
        #expect(error.line > 0)
    }

    @Test(arguments: ["sub/../loop.yaml", "./loop.yaml", "sub/../sub/../loop.yaml"])
    func anIncludeCycleThroughDotDotIsFoundOnCanonicalPaths(include: String) throws {
        let path = try write("loop.yaml", "include: \(include)\nname: loop\n")
        let error = try #require(failure(path))
        #expect(error.problem == .outOfRange(key: "include", value: include, expected: "a file that does not include this one"))
        #expect((error.line, error.column) == (1, 10))
    }

    @Test func anIncludeCycleThroughASymbolicLinkIsFound() throws {
        let path = try write("linked.yaml", "include: link.yaml\nname: linked\n")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.yaml").path, withDestinationPath: path)
        let error = try #require(failure(path))
        #expect(error.problem == .outOfRange(key: "include", value: "link.yaml", expected: "a file that does not include this one"))
    }

    @Test func aChainOfIncludesDeeperThanTheLimitStops() throws {
        for index in 0...YAMLLimits.includeDepth + 2 {
            try write("chain\(index).yaml", "include: chain\(index + 1).yaml\n")
        }
        let error = try #require(failure(folder.appendingPathComponent("chain0.yaml").path))
        #expect(error.problem == .limit("includes nest more than \(YAMLLimits.includeDepth) files deep"))
        #expect(error.file.hasSuffix("chain\(YAMLLimits.includeDepth).yaml"))
    }

    @Test func aMissingIncludeOrAFolderIsNamedAsSuchAtTheInclude() throws {
        let missing = try #require(failure(try write("missing.yaml", "name: x\ninclude: nowhere.yaml\n")))
        #expect(missing.problem == .badFile(key: "include", name: "nowhere.yaml", reason: "does not exist"))
        #expect((missing.line, missing.column) == (2, 10))
        let folderInclude = try #require(failure(try write("folder.yaml", "include: sub\n")))
        #expect(folderInclude.problem == .badFile(key: "include", name: "sub", reason: "is a folder, not a file"))
        #expect((folderInclude.line, folderInclude.column) == (1, 10))
    }

    @Test func invalidUTF8IsReportedAtItsLineAndColumn() throws {
        let error = try #require(failure(try write("latin1.yaml", Array("name: x\nnote: caf".utf8) + [0xE9, 0x0A])))
        #expect((error.line, error.column) == (2, 10))
        #expect(error.description.contains("not UTF-8"))
    }

    @Test func aControlCharacterIsReportedAtItsLineAndColumn() throws {
        let error = try #require(failure(try write("control.yaml", Array("name: x\nk: a".utf8) + [0x01] + Array("b\n".utf8))))
        #expect((error.line, error.column) == (2, 5))
    }

    @Test func anOverLongLineAndAnOverLargeFileStopWithTheirOwnErrors() throws {
        let longLine = try #require(failure(try write("long.yaml", "name: x\nk: " + String(repeating: "y", count: YAMLLimits.lineBytes) + "\n")))
        #expect(longLine.problem == .limit("the line is longer than \(YAMLLimits.lineBytes) bytes"))
        #expect((longLine.line, longLine.column) == (2, YAMLLimits.lineBytes + 1))
        let lines = String(repeating: "# " + String(repeating: "z", count: 1000) + "\n", count: YAMLLimits.fileBytes / 1000 + 1)
        let large = try #require(failure(try write("large.yaml", lines)))
        guard case .limit(let text) = large.problem else { Issue.record("\(large)"); return }
        #expect(text.hasSuffix("may have at most 1 MiB"))
    }

    @Test func deepNestingStopsAtLibyamlsLimitWithAPlace() throws {
        let error = try #require(failure(try write("deep.yaml", "k: " + String(repeating: "[", count: 1500) + String(repeating: "]", count: 1500) + "\n")))
        guard case .syntax(let text) = error.problem else { Issue.record("\(error)"); return }
        #expect(text.contains("nesting"))
        #expect(error.line == 1)
    }

    @Test func aMissingRewardRuleFileIsNamedAsSuch() throws {
        let base = ScenarioCompositionTests.base
        let error = try #require(failure(try write("rewards.yaml", base + "\nrewards:\n  rule: rules/none.yaml\n")))
        #expect(error.problem == .badFile(key: "rewards.rule", name: "rules/none.yaml", reason: "does not exist"))
        #expect(error.line == base.split(separator: "\n").count + 2 && error.column == 9)
    }

    @Test func aRuleFileIsHeldToTheSameLimits() throws {
        #expect(throws: ScenarioError.self) { try ScoringRuleFile.load(contentsOf: try write("rule.yaml", Array("version: 1\n".utf8) + [0xFF])) }
    }
}
