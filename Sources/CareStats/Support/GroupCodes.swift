/// Group labels (subjects, clusters, arms) turned into dense integer codes 0, 1, 2, …
/// in order of first appearance, so the numerical code works on arrays of `Int`.
struct GroupCodes<Label: Hashable> {
    /// The distinct labels; `labels[code]` is the label of `code`.
    private(set) var labels: [Label] = []
    /// One code per input element.
    private(set) var codes: [Int] = []

    /// Encodes `values`.
    init<S: Sequence>(_ values: S) where S.Element == Label {
        var index: [Label: Int] = [:]
        for value in values {
            if let code = index[value] {
                codes.append(code)
            } else {
                index[value] = labels.count
                codes.append(labels.count)
                labels.append(value)
            }
        }
    }

    /// The number of distinct labels.
    var count: Int { labels.count }
}
