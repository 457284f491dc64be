import Lockstep

extension Workloads {
    /// A workload over `input` aggregates (its size `size`, or their count), all observed on both sides:
    /// `lockstepWrites` and `floorWrites` make the same burst of writes, which must deliver `operations`
    /// notifications (counting each value's `checksum`). Reported per notification, deliveries included: the clock
    /// of Lockstep and of the queued floor stops once their queue has delivered them all, the inline floor's when
    /// its writes return.
    static func burstWorkload(
        name: String,
        size: Int? = nil,
        input: [AuthorBooks],
        operations: Int,
        repetitions: Int,
        host: Host,
        checksum: @escaping (AuthorBooks) -> Int,
        lockstepWrites: @escaping (EntityStore) -> Void,
        floorWrites: @escaping (inout DictionaryStore) -> Void
    ) -> Workload {
        // One measurement of the floor: queued on `queue`, or inline.
        func floorBurst(queue: HostQueue?) -> Double {
            var floor = queue.map { DictionaryStore(deliveringOn: $0.dispatchQueue) } ?? DictionaryStore()
            let counter = DeliveryCounter()
            for aggregate in input {
                floor.store(aggregate: aggregate)
                floor.observe(aggregate: aggregate.id) { value in
                    counter.count += 1
                    counter.checksum &+= checksum(value)
                }
            }
            counter.count = 0
            let what = "\(queue == nil ? "inline" : "queued") floor \(name)"
            let elapsed = timedBurst(queue, counter: counter, expected: operations, what) {
                floorWrites(&floor)
            }
            return perOperation(elapsed, operations)
        }

        return Workload(
            name: name, size: size ?? input.count, target: target, repetitions: repetitions, unit: .nanoseconds,
            lockstep: {
                let session = host.makeSession()
                let store = session.store
                let counter = DeliveryCounter()
                let observed = session.write {
                    let observers = input.map { store.store(entity: $0) }
                    let subscriptions = observers.map { observer in
                        observer.observe { value in
                            counter.count += 1
                            counter.checksum &+= checksum(value)
                        }
                    }
                    return (observers, subscriptions)
                }
                session.drain(until: { counter.count == input.count })
                counter.count = 0
                let elapsed = timedBurst(session.queue, counter: counter, expected: operations, "lockstep \(name)") {
                    lockstepWrites(store)
                }
                withExtendedLifetime(observed) {}
                return perOperation(elapsed, operations)
            },
            baseline: { floorBurst(queue: host.makeQueue()) },
            inline: { floorBurst(queue: nil) }
        )
    }

    /// Times `writes` until `expected` notifications were delivered (deliveries included), and checks that no
    /// more and no fewer arrived: on `queue` (Lockstep's store or the queued floor: written and drained alike), or
    /// inline when `queue` is nil (the inline floor).
    static func timedBurst(
        _ queue: HostQueue?,
        counter: DeliveryCounter,
        expected: Int,
        _ what: String,
        _ writes: () -> Void
    ) -> UInt64 {
        let elapsed = Stopwatch.measure {
            guard let queue else { return writes() }
            queue.write(writes)
            queue.drain(until: { counter.count >= expected })
        }.nanoseconds
        expect(counter.count, expected, what)
        Checksum.add(counter.checksum)
        return elapsed
    }
}
