import Yams

/// A YAML node that remembers the file and position it came from, so a scenario composed
/// from several files still reports errors in the right file.
struct SourceNode {
    enum Kind {
        case scalar(String)
        case mapping([(key: SourceNode, value: SourceNode)])
        case sequence([SourceNode])
    }

    var kind: Kind
    var file: String
    var line: Int
    var column: Int

    /// Converts a Yams node of `file`, spending one of `budget`'s nodes on each node: an
    /// alias counts as many nodes as it stands for, so a file whose aliases expand beyond
    /// ``YAMLLimits/nodes`` stops at the node that went over.
    init(_ node: Node, file: String, budget: inout Int) throws(ScenarioError) {
        self.file = file
        line = node.mark?.line ?? 0
        column = node.mark?.column ?? 0
        budget -= 1
        guard budget >= 0 else {
            throw ScenarioError(file: file, line: line, column: column, problem: .limit(
                "the file expands to more than \(YAMLLimits.nodes) YAML nodes (aliases of aliases?)"))
        }
        switch node {
        case .scalar(let scalar):
            kind = .scalar(scalar.string)
        case .mapping(let mapping):
            var pairs: [(key: SourceNode, value: SourceNode)] = []
            for pair in mapping {
                pairs.append((try SourceNode(pair.key, file: file, budget: &budget),
                              try SourceNode(pair.value, file: file, budget: &budget)))
            }
            kind = .mapping(pairs)
        case .sequence(let sequence):
            var items: [SourceNode] = []
            for item in sequence { items.append(try SourceNode(item, file: file, budget: &budget)) }
            kind = .sequence(items)
        case .alias(let alias):
            kind = .scalar("*" + alias.anchor.rawValue)
        }
    }

    /// The scalar text, if this is a scalar.
    var text: String? {
        if case .scalar(let text) = kind { return text }
        return nil
    }

    /// The value under `key`, if this is a mapping that has it.
    subscript(key: String) -> SourceNode? {
        guard case .mapping(let pairs) = kind else { return nil }
        return pairs.first { $0.key.text == key }?.value
    }

    /// This node with `key` removed, if this is a mapping.
    func removing(_ key: String) -> SourceNode {
        guard case .mapping(let pairs) = kind else { return self }
        var copy = self
        copy.kind = .mapping(pairs.filter { $0.key.text != key })
        return copy
    }

    /// `overlay` laid over `self`: mappings merge key by key; a list of named mappings whose
    /// names all appear in the base list updates those items one by one; anything else in
    /// the overlay, including a list that names new items, replaces the base.
    func merged(with overlay: SourceNode) -> SourceNode {
        switch (kind, overlay.kind) {
        case (.mapping(let base), .mapping(let top)):
            var pairs = base
            for pair in top {
                if let index = pairs.firstIndex(where: { $0.key.text == pair.key.text }) {
                    pairs[index].value = pairs[index].value.merged(with: pair.value)
                } else {
                    pairs.append(pair)
                }
            }
            var result = overlay
            result.kind = .mapping(pairs)
            return result
        case (.sequence(let base), .sequence(let top)) where isNamedList(base) && isNamedList(top)
            && top.allSatisfy({ item in base.contains { $0["name"]?.text == item["name"]?.text } }):
            var items = base
            for item in top {
                if let index = items.firstIndex(where: { $0["name"]?.text == item["name"]?.text }) {
                    items[index] = items[index].merged(with: item)
                }
            }
            var result = overlay
            result.kind = .sequence(items)
            return result
        default:
            return overlay
        }
    }

    private func isNamedList(_ items: [SourceNode]) -> Bool {
        !items.isEmpty && items.allSatisfy { $0["name"]?.text != nil }
    }
}
