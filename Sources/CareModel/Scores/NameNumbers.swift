/// Numbers names in the order they are first met.
///
/// A person's entries name a handful of symptoms or factors over hundreds of entries:
/// comparing a name with the few met so far (short strings compare by their bits) costs
/// less than hashing it for every entry, so a dictionary takes over only past
/// ``linearLimit`` names.
struct NameNumbers {
    /// The names met, numbered by their position.
    private(set) var names: [String] = []
    private var numbers: [String: Int] = [:]
    static let linearLimit = 32

    /// The number of `name`, the next free one when it is new.
    mutating func number(of name: String) -> (number: Int, isNew: Bool) {
        if names.count <= Self.linearLimit {
            if let known = names.firstIndex(of: name) { return (known, false) }
        } else if let known = numbers[name] {
            return (known, false)
        }
        names.append(name)
        if names.count == Self.linearLimit + 1 {
            numbers = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        } else if names.count > Self.linearLimit + 1 {
            numbers[name] = names.count - 1
        }
        return (names.count - 1, true)
    }
}
