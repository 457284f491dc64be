import Dispatch

/// The queued floor's notifications, under Lockstep's contract: during a write, each notified entry's observers
/// are captured with the entry's new value; when the write ends, one block on the store's queue calls every
/// observer with its captured value. The leanest way to keep that contract: the observers are the entry's own
/// array (shared, not copied), the values plain copies, and one `async` per write that notifies anyone.
struct QueuedNotifications {
    /// The queue the store delivers on.
    let queue: DispatchQueue
    /// The aggregates' observers and values captured by the write under way.
    private var aggregates: [(observers: [(AuthorBooks) -> Void], value: AuthorBooks)] = []
    /// The levels' observers and values captured by the write under way.
    private var levels: [(observers: [(Level) -> Void], value: Level)] = []
    /// The live lists' observers and values captured by the write under way.
    private var lists: [(observers: [([BenchPost]) -> Void], value: [BenchPost])] = []

    /// Notifications delivered on `queue`.
    init(queue: DispatchQueue) {
        self.queue = queue
    }

    /// Captures an aggregate's observers and its value as the write left it.
    mutating func capture(_ observers: [(AuthorBooks) -> Void], _ value: AuthorBooks) {
        aggregates.append((observers, value))
    }

    /// Captures a level's observers and its value as the write left it.
    mutating func capture(_ observers: [(Level) -> Void], _ value: Level) {
        levels.append((observers, value))
    }

    /// Captures a live list's observers and its value as the write left it.
    mutating func capture(_ observers: [([BenchPost]) -> Void], _ value: [BenchPost]) {
        lists.append((observers, value))
    }

    /// Ends a write: hands what it captured to the queue in one block, if it captured anything.
    mutating func deliver() {
        guard !aggregates.isEmpty || !levels.isEmpty || !lists.isEmpty else { return }
        // The block runs on the queue after the write, with the captured values only: nothing shared with the
        // store is touched there, so the closures' lack of `Sendable` is safe.
        nonisolated(unsafe) let aggregates = self.aggregates
        nonisolated(unsafe) let levels = self.levels
        nonisolated(unsafe) let lists = self.lists
        self.aggregates = []
        self.levels = []
        self.lists = []
        queue.async {
            for (observers, value) in aggregates {
                for observer in observers {
                    observer(value)
                }
            }
            for (observers, value) in levels {
                for observer in observers {
                    observer(value)
                }
            }
            for (observers, value) in lists {
                for observer in observers {
                    observer(value)
                }
            }
        }
    }
}
