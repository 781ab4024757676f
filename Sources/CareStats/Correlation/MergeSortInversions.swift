/// Bottom-up merge sort that counts the inversions it removes.
enum MergeSortInversions {
    /// Sorts `values` ascending and returns the number of pairs i < j with
    /// values[i] > values[j] before sorting (equal values are not inversions).
    /// O(n log n) time, n extra space.
    static func sort(_ values: inout [Double]) -> Int {
        let n = values.count
        guard n > 1 else { return 0 }
        var buffer = [Double](repeating: 0, count: n)
        var inversions = 0
        var width = 1
        while width < n {
            var start = 0
            while start < n - width {
                let middle = start + width
                let end = min(start + 2 * width, n)
                inversions += merge(&values, start, middle, end, into: &buffer)
                start = end
            }
            width *= 2
        }
        return inversions
    }

    /// Merges the sorted runs `values[start..<middle]` and `values[middle..<end]` in place
    /// and returns how many (left, right) pairs were out of order.
    private static func merge(
        _ values: inout [Double], _ start: Int, _ middle: Int, _ end: Int, into buffer: inout [Double]
    ) -> Int {
        var i = start, j = middle, k = start, inversions = 0
        while i < middle, j < end {
            if values[j] < values[i] {
                inversions += middle - i
                buffer[k] = values[j]
                j += 1
            } else {
                buffer[k] = values[i]
                i += 1
            }
            k += 1
        }
        while i < middle { buffer[k] = values[i]; i += 1; k += 1 }
        while j < end { buffer[k] = values[j]; j += 1; k += 1 }
        for m in start..<end { values[m] = buffer[m] }
        return inversions
    }
}
