import Lockstep

extension Workloads {
    /// The Lockstep side of `store_entities` and `store_aggregates`: each value stored with its own call, in one
    /// write session, and its observer kept (an entity lives while observed, so an app keeps them). Reported per
    /// value.
    static func storingEach<T>(
        _ input: [T], host: Host, _ storeOne: @escaping (EntityStore, T) -> EntityObserver<T>
    ) -> () -> Double {
        {
            let session = host.makeSession()
            let store = session.store
            var observers: [EntityObserver<T>] = []
            observers.reserveCapacity(input.count)
            let elapsed = Stopwatch.measure {
                session.write {
                    for value in input {
                        observers.append(storeOne(store, value))
                    }
                }
            }.nanoseconds
            Checksum.add(observers.count)
            return perOperation(elapsed, input.count)
        }
    }

    /// `store_entities`: new entities stored one call each. Lockstep's observers are kept (an entity lives
    /// while observed, so an app keeps them); the floor's dictionary keeps its values itself.
    static func storeEntities(count: Int, repetitions: Int, host: Host) -> Workload {
        let input = books(count: count)
        return Workload(
            name: "store_entities", size: count, target: target, repetitions: repetitions, unit: .nanoseconds,
            lockstep: storingEach(input, host: host) { $0.store(entity: $1) },
            baseline: {
                var floor = DictionaryStore()
                let elapsed = Stopwatch.measure {
                    for book in input {
                        floor.store(book: book)
                    }
                }.nanoseconds
                Checksum.add(floor.books.count)
                return perOperation(elapsed, count)
            }
        )
    }

    /// `store_batch`: the same entities stored in one call (`store(entities:)`; the floor reserves room, then
    /// stores each).
    static func storeBatch(count: Int, repetitions: Int, host: Host) -> Workload {
        let input = books(count: count)
        return Workload(
            name: "store_batch", size: count, target: target, repetitions: repetitions, unit: .nanoseconds,
            lockstep: {
                let session = host.makeSession()
                let store = session.store
                let (observer, elapsed) = Stopwatch.measure {
                    session.write { store.store(entities: input) }
                }
                withExtendedLifetime(observer) {}
                return perOperation(elapsed, count)
            },
            baseline: {
                var floor = DictionaryStore()
                let elapsed = Stopwatch.measure {
                    floor.store(books: input)
                }.nanoseconds
                Checksum.add(floor.books.count)
                return perOperation(elapsed, count)
            }
        )
    }
}
