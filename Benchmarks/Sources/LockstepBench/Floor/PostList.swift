/// The floor's live list of posts (Lockstep's `store.entities(BenchPost.self, where:sortedBy:)`): the posts that
/// pass `isIncluded`, in the order `areInIncreasingOrder` gives, ties in the order the store first received
/// them, kept up to date by every write, and its observers.
///
/// The leanest way to keep that: one sorted array of the values, nothing else. A write hands it the entity's
/// value before and after; a binary search finds the old value's place (remove) and the new value's (insert), so
/// a change costs O(log n) comparisons and moving the array's tail, never a rescan. An entity's ordinal is read
/// from the store's dictionary only when the order ties (never, with distinct sort keys).
struct PostList {
    /// Which posts the list holds; nil for all of them (no call).
    let isIncluded: ((BenchPost) -> Bool)?
    /// Whether the first post goes before the second; nil keeps the order the store first received them.
    let areInIncreasingOrder: ((BenchPost, BenchPost) -> Bool)?
    /// The list, in order: what its observers receive.
    var value: [BenchPost] = []
    /// The closures called after every write that changed the list: inline, or on the store's queue.
    var observers: [([BenchPost]) -> Void] = []

    /// Whether the list holds `post`.
    @inline(__always)
    func includes(_ post: BenchPost) -> Bool {
        isIncluded?(post) ?? true
    }

    /// Moves an entity whose value went from `old` (nil: it was not stored) to `new` (nil: it is gone): out of
    /// the list, in, or elsewhere in its order. `entries` are the store's posts, which give the ordinals of
    /// ties. Returns whether the list changed.
    mutating func place(
        from old: BenchPost?, to new: BenchPost?, ordinal: Int, entries: [Int: ListedEntry<BenchPost>]
    ) -> Bool {
        let wasMember = old.map(includes) ?? false
        let isMember = new.map(includes) ?? false
        guard wasMember || isMember else { return false }
        if wasMember, let old {
            value.remove(at: position(of: old, ordinal: ordinal, entries: entries))
        }
        if isMember, let new {
            value.insert(new, at: position(of: new, ordinal: ordinal, entries: entries))
        }
        return true
    }

    /// The first position whose post does not go before `post` (of ordinal `ordinal`): where it is, or goes.
    /// O(log n).
    private func position(of post: BenchPost, ordinal: Int, entries: [Int: ListedEntry<BenchPost>]) -> Int {
        var low = 0
        var high = value.count
        while low < high {
            let middle = (low + high) / 2
            if Self.precedes(value[middle], post, ordinal, areInIncreasingOrder, entries) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// Whether `a` goes before `b` (of ordinal `bOrdinal`): by `areInIncreasingOrder`, then, for ties, by the
    /// order the store first received them (`a`'s ordinal looked up then only).
    @inline(__always)
    static func precedes(
        _ a: BenchPost,
        _ b: BenchPost,
        _ bOrdinal: Int,
        _ areInIncreasingOrder: ((BenchPost, BenchPost) -> Bool)?,
        _ entries: [Int: ListedEntry<BenchPost>]
    ) -> Bool {
        if let areInIncreasingOrder {
            if areInIncreasingOrder(a, b) { return true }
            if areInIncreasingOrder(b, a) { return false }
        }
        return entries[a.id]!.ordinal < bOrdinal
    }

    /// Calls the observers with the list inline, or captures them with it in `queued` (the queued floor).
    func notify(_ queued: inout QueuedNotifications?) {
        guard !observers.isEmpty else { return }
        guard queued == nil else {
            queued?.capture(observers, value)
            return
        }
        for observer in observers {
            observer(value)
        }
    }
}
