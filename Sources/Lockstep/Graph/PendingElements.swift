/// The elements of a collection observer (``EntityStore/store(entities:named:modifiedAt:)``) that nobody has
/// read or observed yet: the observer's node holds them through this one slot instead of a slot and a parent
/// link per element.
///
/// Most callers of `store(entities:)` drop the observer it returns; for them, building an element slot and a
/// parent link per entity was most of the call's cost. The node gets its value and its slots the first time it
/// is read or observed (see ``EntityNode/linkPendingElements()``), from the elements' values at that time,
/// without the elements removed meanwhile, which is what following them all along would have given.
@usableFromInline
final class PendingElements: Slot {
    /// Gives the node its value and its element slots; returns the slots they replace (this one). Built in the
    /// caller's specialized code; holds the element nodes, which keeps them alive meanwhile.
    @usableFromInline let link: (NodeBase) -> ContiguousArray<Slot>

    @inlinable
    init(link: @escaping (NodeBase) -> ContiguousArray<Slot>) {
        self.link = link
        // No child: a live node's only slot without one (see `EntityNode.linkPendingElements()`).
        super.init(child: nil)
    }
}
