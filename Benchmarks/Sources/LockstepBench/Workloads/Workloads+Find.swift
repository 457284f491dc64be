import Lockstep

extension Workloads {
    /// `find`: lookups by id, spread over the stored entities, as apps call `find`: from another module, the
    /// handle it returns read once. Lockstep hands back an observer (the node and the store, retained), the floor
    /// a ``FoundBook`` holding the stored value; each side reads its handle's value once and keeps the handle in
    /// ``Sink`` until the next lookup.
    static func find(entities: Int, finds: Int, repetitions: Int, host: Host) -> Workload {
        let stored = books(count: entities)
        let ids = (0..<finds).map { ($0 &* 7_919) % entities }
        return Workload(
            name: "find", size: finds, target: 3, repetitions: repetitions, unit: .nanoseconds,
            lockstep: {
                let session = host.makeSession()
                let store = session.store
                let observer = session.write { store.store(entities: stored) }
                let (found, elapsed) = Stopwatch.measure {
                    var found = 0
                    var pages = 0
                    for id in ids {
                        let result = store.find(BenchBook.self, id: id)
                        if let result {
                            found += 1
                            pages &+= result.value.pages
                        }
                        Sink.observer = result
                    }
                    Checksum.add(pages)
                    return found
                }
                Sink.observer = nil
                expect(found, finds, "lockstep find")
                withExtendedLifetime(observer) {}
                return perOperation(elapsed, finds)
            },
            baseline: {
                var floor = DictionaryStore()
                floor.store(books: stored)
                let (found, elapsed) = Stopwatch.measure {
                    var found = 0
                    var pages = 0
                    for id in ids {
                        let result = floor.find(book: id)
                        if let result {
                            found += 1
                            pages &+= result.value.pages
                        }
                        Sink.found = result
                    }
                    Checksum.add(pages)
                    return found
                }
                Sink.found = nil
                expect(found, finds, "baseline find")
                return perOperation(elapsed, finds)
            }
        )
    }
}
