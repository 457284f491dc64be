import Dispatch

/// The floor every workload is compared with: the leanest store a competent engineer would write by hand, for
/// the benchmark's model types, with Lockstep's semantics.
///
/// - Each entity type has its own dictionary; a lookup returns the stored value.
/// - Aggregates hold copies of their entities; a nested entity's places in its parents are kept (inline for
///   the first one), so that a change is written into every parent that holds it.
/// - Stamps are compared as Lockstep does (see ``StampRule``); a write of an equal value changes nothing.
/// - Live lists of posts are sorted arrays, each write moving the posts it changed by binary search (see
///   ``PostList``).
/// - Observers are closures stored in the entries of the types the workloads observe. The inline floor calls
///   them during the write; the queued floor delivers under Lockstep's contract (see ``QueuedNotifications``):
///   values captured during the write, one block per write on the store's queue calling every observer.
///
/// It is a struct held in a local variable: no lock, no reference counting of the store, no dynamic
/// exclusivity checks, no type erasure, no allocation that the data (or, queued, the contract) does not need,
/// and every write runs on the calling thread. It offers only what the workloads call (see
/// `Docs/Benchmarks.md`).
struct DictionaryStore {
    /// Books by id.
    var books: [Int: Stamped<BenchBook>] = [:]
    /// Places of the books nested in aggregates; books stored on their own have none.
    var bookParents: [Int: ParentSlots] = [:]
    /// Authors by id.
    var authors: [Int: Stamped<BenchAuthor>] = [:]
    /// Places of the authors nested in aggregates.
    var authorParents: [Int: ParentSlots] = [:]
    /// Aggregates by id, with their observers.
    var aggregates: [Int: AggregateEntry] = [:]
    /// Levels of chains by id, with their places in the levels above and their observers.
    var levels: [Int: LevelEntry] = [:]
    /// Small entities by id (the `memory` workload).
    var smalls: [Int: Stamped<SmallEntity>] = [:]
    /// Posts by id, with the order they were first stored in (the live-list workloads).
    var posts: [Int: ListedEntry<BenchPost>] = [:]
    /// The open live lists of posts, with their observers, in the order they were opened.
    var postLists: [PostList] = []
    /// The notifications of the write under way, for the queued floor; nil for the inline floor.
    var queued: QueuedNotifications?

    /// The inline floor: observers are called during each write.
    init() {}

    /// The queued floor: each write's notifications are delivered by one block on `queue`, after the write.
    init(deliveringOn queue: DispatchQueue) {
        queued = QueuedNotifications(queue: queue)
    }
}
