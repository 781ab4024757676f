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

    /// Converts a Yams node of `file`.
    init(_ node: Node, file: String) {
        self.file = file
        line = node.mark?.line ?? 0
        column = node.mark?.column ?? 0
        switch node {
        case .scalar(let scalar):
            kind = .scalar(scalar.string)
        case .mapping(let mapping):
            kind = .mapping(mapping.map { (SourceNode($0.key, file: file), SourceNode($0.value, file: file)) })
        case .sequence(let sequence):
            kind = .sequence(sequence.map { SourceNode($0, file: file) })
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
