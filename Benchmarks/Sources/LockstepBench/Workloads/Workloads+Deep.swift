import Lockstep

extension Workloads {
    /// `deep_<D>`: a chain of `depth` nested aggregates, the top one observed; the bottom one is updated
    /// `updates` times in a burst. Reported per update, with every notification delivered before the clock
    /// stops (the inline floor's are delivered during its writes).
    static func deep(depth: Int, updates: Int, repetitions: Int, host: Host) -> Workload {
        let chain = Level.chain(depth: depth)
        let bottom = depth - 1
        let name = "deep_\(depth)"
        // One measurement of the floor: queued on `queue`, or inline.
        func floorBurst(queue: HostQueue?) -> Double {
            var floor = queue.map { DictionaryStore(deliveringOn: $0.dispatchQueue) } ?? DictionaryStore()
            let counter = DeliveryCounter()
            floor.store(level: chain)
            floor.observe(level: chain.id) { value in
                counter.count += 1
                counter.checksum &+= value.id
            }
            counter.count = 0
            let what = "\(queue == nil ? "inline" : "queued") floor \(name)"
            let elapsed = timedBurst(queue, counter: counter, expected: updates, what) {
                for payload in 1...updates {
                    floor.updateLevel(id: bottom) { $0.payload = payload }
                }
            }
            return perOperation(elapsed, updates)
        }

        return Workload(
            name: name, size: depth, target: target, repetitions: repetitions, unit: .nanoseconds,
            lockstep: {
                let session = host.makeSession()
                let store = session.store
                let counter = DeliveryCounter()
                let (observer, subscription) = session.write {
                    let observer = store.store(entity: chain)
                    return (observer, observer.observe { value in
                        counter.count += 1
                        counter.checksum &+= value.id
                    })
                }
                session.drain(until: { counter.count == 1 })
                counter.count = 0
                let elapsed = timedBurst(session.queue, counter: counter, expected: updates, "lockstep \(name)") {
                    for payload in 1...updates {
                        store.update(Level.self, id: bottom) { $0.payload = payload }
                    }
                }
                withExtendedLifetime((observer, subscription)) {}
                return perOperation(elapsed, updates)
            },
            baseline: { floorBurst(queue: host.makeQueue()) },
            inline: { floorBurst(queue: nil) }
        )
    }
}
