/// The elements of a collection observer (``EntityStore/store(entities:named:modifiedAt:)``) that nobody has
/// read or observed yet: the observer's node holds them through this one slot instead of a slot and a parent
/// link per element.
///
/// Most callers of `store(entities:)` drop the observer it returns; for them, building an element slot and a
/// parent link per entity was most of the call's cost. The node gets its value and its slots the first time it
/// is read or observed (see ``EntityNode/linkPendingElements()``), from the elements' values at that time,
/// without the elements removed meanwhile, which is what following them all along would have given. Until then
/// the closure holds the element nodes strongly, which keeps them alive (see `StoreState+Liveness.swift`); it goes
/// with the node when the observer is dropped unread, and releasing it takes no lock (the registry still holds
/// the elements).
@usableFromInline
final class PendingElements: Slot {
    /// Gives the node its value and its element slots, registers it, and returns the slots they replace (this
    /// one). Called once, under the store's lock. Built in the caller's specialized code.
    @usableFromInline let link: (NodeBase) -> ContiguousArray<Slot>

    /// A slot holding the elements `link` captured.
    @inlinable
    init(link: @escaping (NodeBase) -> ContiguousArray<Slot>) {
        self.link = link
        // No child: a node's only slot without one (see `EntityNode.linkPendingElements()`).
        super.init(child: nil)
    }
}
