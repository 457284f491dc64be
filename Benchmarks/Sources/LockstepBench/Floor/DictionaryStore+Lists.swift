import Lockstep

extension DictionaryStore {
    /// Stores posts in one write (each upserted: stamp, `==`, insert), bringing every open list up to date; each
    /// list that changed is notified once.
    mutating func store(posts newPosts: [BenchPost], stamp: Stamp? = nil) {
        posts.reserveCapacity(posts.count + newPosts.count)
        var changedLists = Array(repeating: false, count: postLists.count)
        for post in newPosts {
            let inserted = posts.count
            // One hash lookup: nil when inserted, else the value before the write and the ordinal when it changed.
            let outcome = posts.upsert(post.id, insert: { ListedEntry(stamped: Stamped(post, stamp: stamp), ordinal: inserted) }) {
                entry -> (old: BenchPost, ordinal: Int)? in
                let old = entry.stamped.value
                guard case .changed = entry.stamped.write(post, stamp: stamp) else { return nil }
                return (old, entry.ordinal)
            }
            let old: BenchPost?
            let ordinal: Int
            switch outcome {
            case .none: (old, ordinal) = (nil, inserted)
            case .some(.none): continue
            case .some(.some(let written)): (old, ordinal) = (written.old, written.ordinal)
            }
            for index in postLists.indices where postLists[index].place(from: old, to: post, ordinal: ordinal, entries: posts) {
                changedLists[index] = true
            }
        }
        for index in postLists.indices where changedLists[index] {
            postLists[index].notify(&queued)
        }
        queued?.deliver()
    }

    /// Modifies a stored post in one write, moving it in every open list, each of which that changed is notified.
    /// False when it is not stored.
    @discardableResult
    mutating func updatePost(id: Int, stamp: Stamp? = nil, _ update: (inout BenchPost) -> Void) -> Bool {
        guard let index = posts.index(forKey: id) else { return false }
        let old = posts.values[index].stamped.value
        var post = old
        update(&post)
        guard case .changed = posts.values[index].stamped.write(post, stamp: stamp) else { return true }
        let ordinal = posts.values[index].ordinal
        for list in postLists.indices where postLists[list].place(from: old, to: post, ordinal: ordinal, entries: posts) {
            postLists[list].notify(&queued)
        }
        queued?.deliver()
        return true
    }

    /// Opens a live list of the stored posts that pass `isIncluded` (all when nil), ordered by
    /// `areInIncreasingOrder`, then by the order the store first received them: O(n log n). Returns its index,
    /// which ``observe(list:onChange:)`` takes.
    mutating func openList(
        where isIncluded: ((BenchPost) -> Bool)? = nil, sortedBy areInIncreasingOrder: ((BenchPost, BenchPost) -> Bool)?
    ) -> Int {
        var list = PostList(isIncluded: isIncluded, areInIncreasingOrder: areInIncreasingOrder)
        var members = posts.values.filter { list.includes($0.stamped.value) }
        members.sort { a, b in
            if let areInIncreasingOrder {
                if areInIncreasingOrder(a.stamped.value, b.stamped.value) { return true }
                if areInIncreasingOrder(b.stamped.value, a.stamped.value) { return false }
            }
            return a.ordinal < b.ordinal
        }
        list.value = members.map(\.stamped.value)
        postLists.append(list)
        return postLists.count - 1
    }

    /// Calls `onChange` with the list's current value now, inline (outside any measured write), then after every
    /// write that changed it, inline or on the store's queue.
    mutating func observe(list index: Int, onChange: @escaping ([BenchPost]) -> Void) {
        postLists[index].observers.append(onChange)
        onChange(postLists[index].value)
    }
}
