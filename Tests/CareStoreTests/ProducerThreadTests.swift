import Foundation
import Synchronization
import Testing
@testable import CareStore

/// A producer on a thread of its own and its consumer on the caller's: whatever the consumer
/// does, the producer has stopped when `run` returns, and errors go where they belong.
@Suite(.timeLimit(.minutes(1))) struct ProducerThreadTests {
    struct ProducerFailed: Error, Equatable {}
    struct ConsumerFailed: Error, Equatable {}

    /// Not `Sendable`: stands for a file reader that the producer takes to its thread.
    final class Counter {
        var next = 0
        func take() -> Int {
            defer { next += 1 }
            return next
        }
    }

    /// Raised by the producer when it returns; a class, so that closures share it.
    final class Flag: Sendable {
        private let raised = Atomic<Bool>(false)
        func raise() { raised.store(true, ordering: .relaxed) }
        var isRaised: Bool { raised.load(ordering: .relaxed) }
    }

    @Test func theConsumerGetsEverythingInOrderAndItsResultIsReturned() {
        let counter = Counter()
        let received = ProducerThread.run(capacity: 4) { (channel: BoundedChannel<Int, Never>) in
            for _ in 0..<1_000 { _ = channel.send(counter.take()) }
        } consuming: { channel in
            var received: [Int] = []
            while let n = channel.receive() { received.append(n) }
            return received
        }
        #expect(received == Array(0..<1_000))
    }

    @Test func aConsumerThatStopsEarlyStopsTheProducer() {
        let stopped = Flag()
        let firstFive = ProducerThread.run(capacity: 2) { (channel: BoundedChannel<Int, Never>) in
            var n = 0
            while channel.send(n) { n += 1 }
            stopped.raise()
        } consuming: { channel in
            (0..<5).compactMap { _ in channel.receive() }
        }
        #expect(firstFive == [0, 1, 2, 3, 4])
        #expect(stopped.isRaised, "the producer returned before run did")
    }

    @Test func theProducersErrorReachesTheConsumerAfterWhatItSent() {
        var received: [Int] = []
        #expect(throws: ProducerFailed()) {
            try ProducerThread.run(capacity: 2) { (channel: BoundedChannel<Int, ProducerFailed>) throws(ProducerFailed) in
                for n in 0..<10 { _ = channel.send(n) }
                throw ProducerFailed()
            } consuming: { channel throws(ProducerFailed) in
                while let n = try channel.receive() { received.append(n) }
            }
        }
        #expect(received == Array(0..<10))
    }

    @Test func theConsumersErrorStopsTheProducerAndIsRethrown() {
        let stopped = Flag()
        #expect(throws: ConsumerFailed()) {
            try ProducerThread.run(capacity: 2) { (channel: BoundedChannel<Int, ProducerFailed>) throws(ProducerFailed) in
                var n = 0
                while channel.send(n) { n += 1 }
                stopped.raise()
                // Thrown after the cancel: nobody hears it.
                throw ProducerFailed()
            } consuming: { channel in
                while let n = try channel.receive(), n < 3 {}
                throw ConsumerFailed()
            }
        }
        #expect(stopped.isRaised)
    }

    @Test(arguments: [1, 2, 64])
    func manyShortRunsNeitherHangNorLoseElements(capacity: Int) {
        for length in 0..<200 {
            let sum = ProducerThread.run(capacity: capacity) { (channel: BoundedChannel<Int, Never>) in
                for n in 0..<length { _ = channel.send(n) }
            } consuming: { channel in
                var sum = 0
                while let n = channel.receive() { sum += n }
                return sum
            }
            #expect(sum == length * (length - 1) / 2)
        }
    }
}
