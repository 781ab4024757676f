import _CGSL

/// Process-wide GSL set-up.
///
/// GSL's default error handler calls `abort()`. CareStats switches it off once, before the
/// first call into GSL, and turns every returned status into a ``StatisticsError``.
enum GSL {
    /// Switches GSL's aborting error handler off; runs once per process.
    static let errorHandlerOff: Void = {
        _ = gsl_set_error_handler_off()
    }()

    /// Makes sure GSL will not abort the process; call before any GSL routine.
    @inline(__always)
    static func prepare() { _ = errorHandlerOff }

    /// Throws when `status` is a GSL error code.
    static func check(_ status: Int32, _ operation: String) throws(StatisticsError) {
        guard status != GSL_SUCCESS else { return }
        let reason = String(cString: gsl_strerror(status))
        throw StatisticsError.numerical(operation: operation, reason: reason)
    }
}
