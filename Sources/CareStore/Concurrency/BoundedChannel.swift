import CareModel
import Dispatch

/// A first-in first-out queue of at most `capacity` elements between one producing thread
/// and one consuming thread, so that reading and the work on what was read run side by side
/// while memory stays bounded however long the stream.
///
/// The producer calls ``send(_:)`` for each element and ``finish(throwing:)`` once at the
/// end; the consumer calls ``receive()`` until it returns nil (or throws the producer's
/// error), or ``cancel()`` to stop the producer early. ``ProducerThread`` wires the two
/// threads up and makes sure the producer has stopped before it returns.
///
/// ```swift
/// let channel = BoundedChannel<Int, Never>(capacity: 2)
/// // producer:  for n in 1...10 { guard channel.send(n) else { break } }; channel.finish(throwing: nil)
/// // consumer:  while let n = channel.receive() { print(n) }
/// ```
///
/// The state sits behind a `Locked` (CareModel); threads wait on two counting semaphores, one counting the
/// free places and one the elements ready (plus one once finished), so the type is
/// `Sendable` without `@unchecked`.
public final class BoundedChannel<Element: Sendable, Failure: Error>: Sendable {
    private struct State {
        var waiting: [Element] = []
        var finished = false
        var cancelled = false
        var failure: Failure?
    }

    /// The most elements that wait for the consumer at once.
    public let capacity: Int
    private let state = Locked(State())
    /// Free places; a cancel adds one that every later send passes on, so none blocks.
    private let places = DispatchSemaphore(value: 0)
    /// Elements ready to take, plus one once finished, which every receive at the end passes on.
    private let ready = DispatchSemaphore(value: 0)

    /// A channel that holds at most `capacity` elements (at least one).
    public init(capacity: Int) {
        self.capacity = max(1, capacity)
        // Counted up rather than created with the capacity: libdispatch traps when a
        // semaphore is released holding less than it was created with, which is the case
        // whenever a consumer stops before taking everything.
        for _ in 0..<self.capacity { places.signal() }
    }

    /// Hands `element` to the consumer, waiting while the channel is full; false, and the
    /// element dropped, once the consumer has cancelled: the producer should stop.
    public func send(_ element: Element) -> Bool {
        places.wait()
        let accepted = state.withLock { state in
            guard !state.cancelled else { return false }
            state.waiting.append(element)
            return true
        }
        if accepted { ready.signal() } else { places.signal() }
        return accepted
    }

    /// Ends the stream; the consumer receives what was sent, then `error` if there is one,
    /// else nil. Only the first call counts; after a cancel the error is dropped.
    public func finish(throwing error: Failure?) {
        let first = state.withLock { state in
            guard !state.finished else { return false }
            state.finished = true
            if !state.cancelled { state.failure = error }
            return true
        }
        if first { ready.signal() }
    }

    /// The next element in the order sent, waiting for one; nil at the end of the stream or
    /// after a cancel. Throws the producer's error once the elements sent before it are taken.
    public func receive() throws(Failure) -> Element? {
        ready.wait()
        let next: Result<Element?, Failure> = state.withLock { state in
            if !state.cancelled, !state.waiting.isEmpty { return .success(state.waiting.removeFirst()) }
            if let failure = state.failure, !state.cancelled { return .failure(failure) }
            return .success(nil)
        }
        if case .success(.some) = next { places.signal() } else { ready.signal() }
        return try next.get()
    }

    /// Stops the stream from the consumer's side: the waiting elements are dropped, a
    /// producer waiting for room wakes, and every send from now on returns false at once.
    public func cancel() {
        state.withLock { state in
            state.cancelled = true
            state.waiting.removeAll()
        }
        places.signal()
        ready.signal()
    }
}
