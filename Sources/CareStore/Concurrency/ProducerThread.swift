import CareModel
import Dispatch
import Foundation

/// Runs a producer on a thread of its own while the calling thread consumes what it
/// produces through a ``BoundedChannel``: on a machine with two cores, reading (a source
/// file, the database) overlaps with the work on what was read (storing rows, an analysis).
///
/// ```swift
/// let total = try ProducerThread.run(capacity: 64) { (channel: BoundedChannel<Int, Never>) in
///     for n in 1...100 { guard channel.send(n) else { return } }
/// } consuming: { channel in
///     var sum = 0
///     while let n = channel.receive() { sum += n }
///     return sum
/// }
/// ```
public enum ProducerThread {
    /// The stack of the producer's thread: 8 MiB, a main thread's, since readers may recurse
    /// (an XML parser) where a default secondary thread would have less.
    static let stackSize = 8 << 20

    /// Calls `produce` on a new thread with a channel of `capacity` elements and `consume`
    /// on this one with the same channel, and returns what `consume` returns.
    ///
    /// The channel is finished when `produce` returns, with its error when it throws, so the
    /// consumer receives everything sent and then nil or that error. However `consume` ends
    /// (having read to the end, early, or with an error, which is rethrown), the channel is
    /// cancelled and the producer's thread has stopped before this returns: a producer should
    /// stop once ``BoundedChannel/send(_:)`` returns false, and whatever it throws then is
    /// dropped.
    ///
    /// `produce` is *sent* to the new thread, so it may hold values that are not `Sendable`
    /// (a file reader), provided nothing else uses them afterwards.
    public static func run<Element: Sendable, Failure: Error, Outcome, ConsumerFailure: Error>(
        capacity: Int,
        producing produce: sending @escaping (BoundedChannel<Element, Failure>) throws(Failure) -> Void,
        consuming consume: (BoundedChannel<Element, Failure>) throws(ConsumerFailure) -> Outcome
    ) throws(ConsumerFailure) -> Outcome {
        let channel = BoundedChannel<Element, Failure>(capacity: capacity)
        let producer = Handover(produce)
        let stopped = DispatchSemaphore(value: 0)
        let thread = Thread {
            if let produce = producer.take() {
                do throws(Failure) {
                    try produce(channel)
                    channel.finish(throwing: nil)
                } catch {
                    channel.finish(throwing: error)
                }
            }
            stopped.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        defer {
            channel.cancel()
            stopped.wait()
        }
        return try consume(channel)
    }
}

/// Carries a value that is not `Sendable` to another thread exactly once: the `Locked` takes
/// it as `sending`, so the compiler checks that the sender keeps no use of it.
private final class Handover<Value>: Sendable {
    private let value: Locked<Value?>

    init(_ value: sending Value) { self.value = Locked(value) }

    func take() -> sending Value? { value.withLock { $0.take() } }
}
