import ArgumentParser
import CareSimulation
import CareWorkflows
import Foundation

/// The values of `carelab power`'s list options, parsed with messages that say what is
/// expected (ArgumentParser shows a thrown `ValidationError`'s text and exits 64).
enum PowerArguments {
    /// `--people 50,100,200`: the sizes of the grid, each at least 2, none twice.
    static func people(_ argument: String) throws -> [Int] {
        let parts = fields(argument)
        let numbers = parts.compactMap { Int($0) }
        guard !parts.isEmpty, numbers.count == parts.count else {
            throw ValidationError("--people takes whole numbers separated by commas, e.g. 50,100,200; got '\(argument)'")
        }
        if let small = numbers.first(where: { $0 < 2 }) {
            throw ValidationError("--people needs at least 2 people at each grid point, got \(small)")
        }
        guard Set(numbers).count == numbers.count else { throw ValidationError("--people lists a number twice: '\(argument)'") }
        return numbers
    }

    /// `--vary 'effects[0].within=0.004,0.008'`: a scenario parameter's path and its values
    /// (finite numbers, none twice). The path is checked against the scenario later.
    static func vary(_ argument: String) throws -> PowerStudy.Variation {
        guard let equals = argument.firstIndex(of: "=") else {
            throw ValidationError("--vary takes PATH=v1,v2,…, e.g. 'effects[0].within=0.004,0.008'; got '\(argument)'")
        }
        let path = argument[..<equals].trimmingCharacters(in: .whitespaces)
        let parts = fields(String(argument[argument.index(after: equals)...]))
        let values = parts.compactMap { Double($0) }.filter(\.isFinite)
        guard !path.isEmpty else { throw ValidationError("--vary '\(argument)' names no parameter before '='") }
        guard !parts.isEmpty, values.count == parts.count else {
            throw ValidationError("--vary \(path) takes finite numbers separated by commas; got '\(argument)'")
        }
        guard Set(values).count == values.count else { throw ValidationError("--vary \(path) lists a value twice") }
        return PowerStudy.Variation(path: path, values: values)
    }

    /// `--shard K/N`: 1 ≤ K ≤ N.
    static func shard(_ argument: String) throws -> Shard {
        guard let shard = Shard(argument) else {
            throw ValidationError("--shard takes K/N with 1 ≤ K ≤ N, e.g. 2/4; got '\(argument)'")
        }
        return shard
    }

    /// Comma-separated fields, trimmed; empty ones kept so that `50,,100` is refused.
    private static func fields(_ text: String) -> [String] {
        text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    }
}

extension Shard {
    /// Whether replicate `replicate` (0-based) of a power study belongs to this shard: a
    /// study's shard K of N runs the replicates whose index modulo N is K − 1, at every grid
    /// point.
    func contains(replicate: Int) -> Bool {
        replicate % count == number - 1
    }
}
