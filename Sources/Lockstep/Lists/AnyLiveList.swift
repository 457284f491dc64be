/// The part of a ``LiveList`` the store calls without knowing its element type. A slot without a child, as
/// ``PendingElements`` is: the list's node holds it as its only slot, so that it lives exactly as long as the list's
/// observers (see ``LiveLists``). Every method is called with the store's lock held.
///
/// What a list lets go under the lock frees nothing: a value it drops is a copy of one the write keeps until after
/// the lock (the value it replaced in a node, or a removed node's), or, at a layer event's end, one the journal keeps
/// (its shown values); a member it drops is still held by the registry, or by the write that removed it.
@usableFromInline
class AnyLiveList: Slot {
    /// The name of the type of the list's elements: `Post`.
    @usableFromInline let elementType: String
    /// Puts a node of the list's type that the write changed (the second argument; the first is the list, the third
    /// its node) where the list shows it now: out of the list, in, or elsewhere in its order. Returns whether the
    /// list changed. During a layer event (the fourth argument), the list keeps its value from before the event the
    /// first time it changes (see ``endEvent(of:)``). Built where the list was opened, in code specialized for its
    /// type: what every write runs (unspecialized, it cost three times the floor's work on a list of 100).
    @usableFromInline let placing: (AnyLiveList, NodeBase, NodeBase, Bool) -> Bool

    @usableFromInline
    init(elementType: String, placing: @escaping (AnyLiveList, NodeBase, NodeBase, Bool) -> Bool) {
        self.elementType = elementType
        self.placing = placing
        super.init(child: nil)
    }

    /// Ends the running layer event: whether the list's value differs from what it was before the event changed it.
    func endEvent(of list: NodeBase) -> Bool { false }

    /// Empties the list (`removeAll()`); returns whether it held anything. During a layer event, the list keeps its
    /// value from before the event first, as ``placing`` does.
    func removeAll(from list: NodeBase, duringEvent: Bool) -> Bool { false }
}
