import Lockstep

extension Workloads {
    /// `list_update_<N>`: `count` posts stored, one live list of all of them open, newest first
    /// (`store.entities(BenchPost.self, sortedBy: { $0.date > $1.date })`), and observed; `updates` posts, spread
    /// over the store, are each given a new date, one `update` each in a burst, which moves the post to a place
    /// spread over the list. Every update changes the list: its observer is notified once per update, with the
    /// list the update left. Reported per update, deliveries included. The floor keeps the list as a sorted array
    /// (see ``PostList``); the lists of every side are checked, untimed, against the expected order.
    static func listUpdate(count: Int, updates: Int, repetitions: Int, host: Host) -> Workload {
        let input = posts(count: count)
        let name = "list_update_\(count)"
        // Update k: a post spread over the store gets a date just above that of another one spread over the list;
        // the fraction makes every date distinct (no ties, so the order is the dates' alone).
        let changes = (0..<updates).map { k -> (id: Int, date: Double) in
            let above = (k &* 4_253 &+ count / 2) % count
            return ((k &* 7_919) % count, Double(above) + Double(k + 1) / Double(updates + 1))
        }
        let expected = expectedOrder(input, changes)
        let newestFirst: @Sendable (BenchPost, BenchPost) -> Bool = { $0.date > $1.date }
        // One measurement of the floor: queued on `queue`, or inline.
        func floorBurst(queue: HostQueue?) -> Double {
            var floor = queue.map { DictionaryStore(deliveringOn: $0.dispatchQueue) } ?? DictionaryStore()
            let counter = DeliveryCounter()
            floor.store(posts: input)
            let list = floor.openList(sortedBy: newestFirst)
            floor.observe(list: list) { value in
                counter.count += 1
                counter.checksum &+= value[0].id
            }
            counter.count = 0
            let what = "\(queue == nil ? "inline" : "queued") floor \(name)"
            let elapsed = timedBurst(queue, counter: counter, expected: updates, what) {
                for change in changes {
                    floor.updatePost(id: change.id) { $0.date = change.date }
                }
            }
            expectOrder(floor.postLists[list].value, expected, what)
            return perOperation(elapsed, updates)
        }

        return Workload(
            name: name, size: count, target: target, repetitions: repetitions, unit: .nanoseconds,
            lockstep: {
                let session = host.makeSession()
                let store = session.store
                let counter = DeliveryCounter()
                // The posts stay alive as members of the list: the batch's observer goes once the list is open.
                let (list, subscription) = session.write {
                    let batch = store.store(entities: input)
                    let list = store.entities(BenchPost.self, sortedBy: newestFirst)
                    withExtendedLifetime(batch) {}
                    return (list, list.observe { value in
                        counter.count += 1
                        counter.checksum &+= value[0].id
                    })
                }
                session.drain(until: { counter.count == 1 })
                counter.count = 0
                let what = "lockstep \(name)"
                let elapsed = timedBurst(session.queue, counter: counter, expected: updates, what) {
                    for change in changes {
                        store.update(BenchPost.self, id: change.id) { $0.date = change.date }
                    }
                }
                expectOrder(session.write { list.value }, expected, what)
                withExtendedLifetime((list, subscription)) {}
                return perOperation(elapsed, updates)
            },
            baseline: { floorBurst(queue: host.makeQueue()) },
            inline: { floorBurst(queue: nil) }
        )
    }

    /// `count` posts with ids `0..<count`, post `i` dated `i` (the newest has the largest id).
    static func posts(count: Int) -> [BenchPost] {
        (0..<count).map { BenchPost(id: $0, title: "Post \($0)", date: Double($0)) }
    }

    /// The ids of `input` after `changes`, newest first: what a list of all of them must show.
    private static func expectedOrder(_ input: [BenchPost], _ changes: [(id: Int, date: Double)]) -> [Int] {
        var dates = input.map(\.date)
        for change in changes {
            dates[change.id] = change.date
        }
        return input.indices.sorted { dates[$0] > dates[$1] }
    }

    /// Reports a list that does not show `expected` (ids, in order): the measurement would be meaningless.
    private static func expectOrder(_ list: [BenchPost], _ expected: [Int], _ what: String) {
        if !list.map(\.id).elementsEqual(expected) {
            let first = zip(list.map(\.id), expected).enumerated().first { $0.element.0 != $0.element.1 }
            Output.note(
                "warning: \(what) shows \(list.count) posts, expected \(expected.count), in another order"
                    + (first.map { " (position \($0.offset): id \($0.element.0), expected \($0.element.1))" } ?? "")
            )
        }
        Checksum.add(list.count)
    }
}
