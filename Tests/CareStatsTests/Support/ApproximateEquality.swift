/// Whether `a` and `b` agree to `relative` (1e-9 unless given) of the larger magnitude, or
/// differ by at most `absolute` (1e-14: values that are zero up to rounding, such as a
/// p-value of 1e-24 against an exact 0). NaN equals NaN and equal infinities are equal.
func isClose(_ a: Double, _ b: Double, relative: Double = 1e-9, absolute: Double = 1e-14) -> Bool {
    if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
    if a.isInfinite || b.isInfinite { return a == b }
    let difference = abs(a - b)
    return difference <= absolute || difference <= relative * max(abs(a), abs(b))
}

/// `isClose` for each pair of two equally long arrays.
func isClose(_ a: [Double], _ b: [Double], relative: Double = 1e-9, absolute: Double = 1e-14) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { isClose($0, $1, relative: relative, absolute: absolute) }
}
