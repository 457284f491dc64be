import Lockstep

extension Workloads {
    /// A workload over `input` aggregates (its size `size`, or their count), all observed on both sides: `lockstepWrites` and `floorWrites`
    /// make the same burst of writes, which must deliver `operations` notifications (counting each value's
    /// `checksum`). Reported per notification, deliveries included: Lockstep's clock stops once its queue has
    /// delivered them all, the floor's when its writes return (its observers run inline).
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
        Workload(
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
                let elapsed = timedBurst(session, counter: counter, expected: operations, "lockstep \(name)") {
                    lockstepWrites(store)
                }
                withExtendedLifetime(observed) {}
                return perOperation(elapsed, operations)
            },
            baseline: {
                var floor = DictionaryStore()
                let counter = DeliveryCounter()
                for aggregate in input {
                    floor.store(aggregate: aggregate)
                    floor.observe(aggregate: aggregate.id) { value in
                        counter.count += 1
                        counter.checksum &+= checksum(value)
                    }
                }
                counter.count = 0
                let elapsed = timedBurst(counter: counter, expected: operations, "baseline \(name)") {
                    floorWrites(&floor)
                }
                return perOperation(elapsed, operations)
            }
        )
    }

    /// Times `writes` on Lockstep's side until `expected` notifications were delivered (deliveries included),
    /// and checks that no more and no fewer arrived.
    static func timedBurst(
        _ session: LockstepSession,
        counter: DeliveryCounter,
        expected: Int,
        _ what: String,
        _ writes: () -> Void
    ) -> UInt64 {
        let elapsed = Stopwatch.measure {
            session.write(writes)
            session.drain(until: { counter.count >= expected })
        }.nanoseconds
        expect(counter.count, expected, what)
        Checksum.add(counter.checksum)
        return elapsed
    }

    /// Times `writes` on the floor's side, whose observers are called inline, and checks the deliveries.
    static func timedBurst(counter: DeliveryCounter, expected: Int, _ what: String, _ writes: () -> Void) -> UInt64 {
        let elapsed = Stopwatch.measure(writes).nanoseconds
        expect(counter.count, expected, what)
        Checksum.add(counter.checksum)
        return elapsed
    }
}
