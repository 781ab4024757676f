import Foundation
import Synchronization

/// A value behind a lock: the one lock type of CareLab's threads, Synchronization's `Mutex`
/// made visible to ThreadSanitizer.
///
/// On Linux `Mutex` locks with futexes inside the uninstrumented Swift runtime, so
/// ThreadSanitizer cannot see it and reports every access it guards as a race (`make
/// test-tsan` did, for the bounded channel). Inside the lock this type tells the sanitizer's
/// runtime, when the process has one, that the lock was acquired and released; in any other
/// build the hooks are absent and the cost is one nil check. `Sendable` without `@unchecked`:
/// the value lives in the `Mutex`.
public final class Locked<Value: ~Copyable>: Sendable {
    private let mutex: Mutex<Value>

    /// A lock holding `value`.
    public init(_ value: consuming sending Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with the value while holding the lock.
    public func withLock<Result: ~Copyable, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        try mutex.withLock { (value: inout sending Value) throws(Failure) -> sending Result in
            let address = UnsafeMutableRawPointer(Unmanaged.passUnretained(self).toOpaque())
            ThreadSanitizerHooks.acquire?(address)
            defer { ThreadSanitizerHooks.release?(address) }
            return try body(&value)
        }
    }
}

/// ThreadSanitizer's annotations of a synchronisation it cannot see, looked up once in the
/// running process: present only in a `--sanitize=thread` build, whose runtime exports them.
private enum ThreadSanitizerHooks {
    typealias Hook = @convention(c) (UnsafeMutableRawPointer?) -> Void

    static let acquire = hook("__tsan_acquire")
    static let release = hook("__tsan_release")

    private static func hook(_ name: String) -> Hook? {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: Hook.self) }
    }
}
