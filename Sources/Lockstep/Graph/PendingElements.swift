/// The elements of a collection observer (``EntityStore/store(entities:named:modifiedAt:)``) that nobody has
/// read or observed yet: the observer's node holds them through this one slot instead of a slot and a parent
/// link per element.
///
/// Most callers of `store(entities:)` drop the observer it returns; for them, building an element slot and a
/// parent link per entity was most of the call's cost. The node gets its value and its slots the first time it
/// is read or observed (see ``EntityNode/linkPendingElements()``), from the elements' values at that time,
/// without the elements removed meanwhile, which is what following them all along would have given.
///
/// With no parent link, nothing in the graph shows that the elements are held: so each element of an aggregate type
/// (the only kind that can be in a cycle) counts this slot among its holders (`NodeBase.holders`) until the elements
/// are linked, or until the slot goes unlinked. The cycle collector would otherwise cut a cycle that only an unread
/// collection observer holds.
@usableFromInline
final class PendingElements: Slot {
    /// Called with the node: gives it its value and its element slots, and returns the slots they replace (this
    /// one). Called with nil: only gives back the elements' holds. Either way it gives the holds back (if they
    /// were counted), so it is called once, under the store's lock. Built in the caller's specialized code; holds the element nodes, which
    /// keeps them alive meanwhile.
    @usableFromInline let linkOrRelease: (NodeBase?) -> ContiguousArray<Slot>
    /// The store's lock, for `deinit` to give the holds back when the elements were never linked.
    @usableFromInline let lock: StoreLock
    /// Whether the elements counted a hold for this slot (they are of an aggregate type).
    @usableFromInline let countsElements: Bool
    /// Whether the elements still count this slot among their holders. Guarded by the store's lock.
    @usableFromInline var holdsElements: Bool

    /// A slot holding the elements `linkOrRelease` captured. Call with the store's lock held, once each of them
    /// counted one more holder if `countsElements`.
    @inlinable
    init(lock: StoreLock, countsElements: Bool, linkOrRelease: @escaping (NodeBase?) -> ContiguousArray<Slot>) {
        self.linkOrRelease = linkOrRelease
        self.lock = lock
        self.countsElements = countsElements
        self.holdsElements = countsElements
        // No child: a live node's only slot without one (see `EntityNode.linkPendingElements()`).
        super.init(child: nil)
    }

    /// Links the elements to `node`, the collection observer's node; returns the slots they replace (this one).
    /// Call with the store's lock held.
    @inlinable
    func link(to node: NodeBase) -> ContiguousArray<Slot> {
        holdsElements = false
        return linkOrRelease(node)
    }

    deinit {
        guard countsElements else { return }
        // Slots are released outside the store's lock (the rule every released slot follows, see
        // Docs/Internals.md), so taking it here cannot deadlock.
        lock.withLock {
            if holdsElements {
                holdsElements = false
                _ = linkOrRelease(nil)
            }
        }
    }
}
