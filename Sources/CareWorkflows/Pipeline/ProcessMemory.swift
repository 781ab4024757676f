#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's peak resident memory, for run summaries and benchmarks.
public enum ProcessMemory {
    /// Peak resident set size in megabytes (`getrusage`; kilobytes on Linux).
    public static var peakMegabytes: Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #if canImport(Darwin)
        return Int(usage.ru_maxrss) / 1_048_576
        #else
        return Int(usage.ru_maxrss) / 1024
        #endif
    }
}
