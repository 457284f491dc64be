import Lockstep

extension Workloads {
    /// `optimistic`: `count` optimistic layers, each opened over one entity watched by `observers` observers (a
    /// like: one property changed) and rolled back, every observer notified twice per layer; against the same
    /// number of plain `update`s of that entity through the store, every observer notified once per update
    /// (target 2×: a layer is two writes, and its rollback must cost no more than a write). Reported per layer,
    /// deliveries included.
    static func optimistic(count: Int, observers: Int, repetitions: Int, host: Host) -> Workload {
        let book = BenchBook(id: 1, title: "Book 1", pages: 0)
        return Workload(
            name: "optimistic", size: count, target: 2.0, repetitions: repetitions, unit: .nanoseconds,
            lockstep: {
                measureOneEntity(book, observers: observers, deliveries: 2 * count * observers, host: host, "lockstep optimistic") { store in
                    for _ in 0..<count {
                        store.optimistic { $0.update(BenchBook.self, id: 1) { $0.pages += 1 } }.rollback()
                    }
                } / Double(count)
            },
            baseline: {
                measureOneEntity(book, observers: observers, deliveries: count * observers, host: host, "plain update") { store in
                    for _ in 0..<count {
                        store.update(BenchBook.self, id: 1) { $0.pages += 1 }
                    }
                } / Double(count)
            }
        )
    }

    /// Stores `book` in a new store with `observers` observers, then times `writes` until `deliveries`
    /// notifications were delivered; returns the nanoseconds it took.
    private static func measureOneEntity(
        _ book: BenchBook, observers: Int, deliveries: Int, host: Host, _ what: String, _ writes: @escaping (EntityStore) -> Void
    ) -> Double {
        let session = host.makeSession()
        let store = session.store
        let counter = DeliveryCounter()
        let observed = session.write {
            let observer = store.store(entity: book)
            let subscriptions = (0..<observers).map { _ in
                observer.observe { value in
                    counter.count += 1
                    counter.checksum &+= value.pages
                }
            }
            return (observer, subscriptions)
        }
        session.drain(until: { counter.count == observers })
        counter.count = 0
        let elapsed = timedBurst(session.queue, counter: counter, expected: deliveries, what) { writes(store) }
        withExtendedLifetime(observed) {}
        return Double(elapsed)
    }
}
