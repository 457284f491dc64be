/// The part of a ``LiveList`` the store calls without knowing its element type. A slot without a child, as
/// ``PendingElements`` is: the list's node holds it as its only slot, so that it lives exactly as long as the list's
/// observers (see ``LiveLists``). Every method is called with the store's lock held.
class AnyLiveList: Slot {
    /// The name of the type of the list's elements: `Post`.
    let elementType: String

    init(elementType: String) {
        self.elementType = elementType
        super.init(child: nil)
    }

    /// What a message about the list calls it: `entities(Post.self)`.
    var name: String { "entities(\(elementType).self)" }

    /// Puts `node`, a node of the list's type that the write changed, where the list shows it now: out of the list,
    /// in, or elsewhere in its order. Appends what it lets go to `released`, for the caller to release after the
    /// lock. Returns whether the list changed. During a layer event, the list keeps its value from before the event
    /// the first time it changes (see ``endEvent(of:releasing:)``).
    func place(_ node: NodeBase, in list: NodeBase, duringEvent: Bool, releasing released: inout [Any]) -> Bool {
        false
    }

    /// Ends the running layer event: whether the list's value differs from what it was before the event changed it.
    func endEvent(of list: NodeBase, releasing released: inout [Any]) -> Bool { false }

    /// Empties the list (`removeAll()`); returns whether it held anything.
    func removeAll(from list: NodeBase, releasing released: inout [Any]) -> Bool { false }

    /// Number of members, for `snapshot()`.
    var count: Int { 0 }
}
