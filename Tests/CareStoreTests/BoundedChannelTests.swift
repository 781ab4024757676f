import Foundation
import Synchronization
import Testing
@testable import CareStore

/// The bounded channel between a producing and a consuming thread: order, the bound, the
/// end of the stream, the producer's error and the consumer's cancel.
@Suite(.timeLimit(.minutes(1))) struct BoundedChannelTests {
    struct ProducerFailed: Error, Equatable { var after: Int }

    /// Runs `produce` on a thread of its own; the returned semaphore is signalled when it returns.
    func start(_ produce: @escaping @Sendable () -> Void) -> DispatchSemaphore {
        let done = DispatchSemaphore(value: 0)
        Thread {
            produce()
            done.signal()
        }.start()
        return done
    }

    /// Waits up to a few seconds for `condition`, polling.
    func eventually(_ condition: () -> Bool) -> Bool {
        for _ in 0..<500 {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return condition()
    }

    @Test func elementsArriveInTheOrderSent() {
        let channel = BoundedChannel<Int, Never>(capacity: 3)
        let done = start {
            for n in 0..<10_000 { _ = channel.send(n) }
            channel.finish(throwing: nil)
        }
        var received: [Int] = []
        while let n = channel.receive() { received.append(n) }
        done.wait()
        #expect(received == Array(0..<10_000))
    }

    @Test func aFullChannelMakesTheProducerWait() {
        let channel = BoundedChannel<Int, Never>(capacity: 4)
        let sent = Atomic<Int>(0)
        let done = start {
            for n in 0..<10 {
                guard channel.send(n) else { return }
                sent.add(1, ordering: .relaxed)
            }
            channel.finish(throwing: nil)
        }
        #expect(eventually { sent.load(ordering: .relaxed) == 4 })
        Thread.sleep(forTimeInterval: 0.2)
        #expect(sent.load(ordering: .relaxed) == 4, "the fifth send waits for room")
        #expect(channel.receive() == 0)
        #expect(eventually { sent.load(ordering: .relaxed) == 5 }, "one taken, one more fits")
        var rest: [Int] = []
        while let n = channel.receive() { rest.append(n) }
        done.wait()
        #expect(rest == Array(1..<10))
    }

    @Test func theEndIsNilEveryTimeItIsAskedFor() {
        let channel = BoundedChannel<Int, Never>(capacity: 2)
        #expect(channel.send(7))
        channel.finish(throwing: nil)
        #expect(channel.receive() == 7)
        #expect(channel.receive() == nil)
        #expect(channel.receive() == nil)
    }

    @Test func theProducersErrorArrivesAfterWhatItSent() {
        let channel = BoundedChannel<Int, ProducerFailed>(capacity: 2)
        let done = start {
            for n in 1...5 { _ = channel.send(n) }
            channel.finish(throwing: ProducerFailed(after: 5))
        }
        var received: [Int] = []
        #expect(throws: ProducerFailed(after: 5)) {
            while let n = try channel.receive() { received.append(n) }
        }
        done.wait()
        #expect(received == [1, 2, 3, 4, 5])
        #expect(throws: ProducerFailed(after: 5)) { try channel.receive() }
    }

    @Test func cancelWakesAWaitingProducerAndRefusesLaterSends() {
        let channel = BoundedChannel<Int, Never>(capacity: 1)
        let refused = Atomic<Int>(0)
        let done = start {
            for n in 0..<3 where !channel.send(n) { refused.add(1, ordering: .relaxed) }
        }
        // The first send fits; the second waits until the cancel.
        Thread.sleep(forTimeInterval: 0.1)
        channel.cancel()
        done.wait()
        #expect(refused.load(ordering: .relaxed) == 2)
        #expect(channel.receive() == nil, "what was waiting is dropped")
    }

    @Test func aProducerErrorAfterTheCancelIsDropped() throws {
        let channel = BoundedChannel<Int, ProducerFailed>(capacity: 1)
        channel.cancel()
        channel.finish(throwing: ProducerFailed(after: 0))
        #expect(try channel.receive() == nil)
    }

    @Test func capacityIsAtLeastOne() {
        #expect(BoundedChannel<Int, Never>(capacity: 0).capacity == 1)
    }
}
