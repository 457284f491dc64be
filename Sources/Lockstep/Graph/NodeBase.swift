/// The type-erased part of a node in the entity graph: what propagation needs without knowing the value type.
///
/// Every field is guarded by the owning store's lock.
class NodeBase {
    /// The nodes holding this one, with the slots to write this node's value into.
    var parents = ParentLinks()

    /// Operation generation in which this node was last written by a store or update call. Lets the same id
    /// stored twice in one call pass the stamp check (the last occurrence wins).
    var writeGeneration: UInt64 = 0

    /// Whether this node's nested entities are being normalized right now. A nested occurrence of such a node
    /// is a back-reference of a cycle (a person among their friends' friends): it is linked but not stored,
    /// so the truncated copy never overwrites the value being stored above it.
    var isNormalizing = false

    /// Operation generation in which this node was queued for propagation and notification.
    var dirtyGeneration: UInt64 = 0

    /// Generation of the graph walk that last visited this node (propagation ordering).
    var visitGeneration: UInt64 = 0

    /// Generation of the graph walk that already pushed this node's value to its parents.
    var pushedGeneration: UInt64 = 0

    /// Incremented on every change of the value, so that `update` closures run outside the lock can detect
    /// a concurrent write and retry instead of overwriting it.
    var version: UInt64 = 0

    /// Whether anyone is subscribed to this node's changes.
    var hasObservers: Bool { false }

    /// Captures the current value for the node's observers, or nil when it has none.
    func makeNotification() -> PendingNotification? { nil }

    /// Removes this node from the parent lists of all its children (before they are rewired or dropped).
    func unlinkChildren() {}

    /// Cuts this node from its children and returns its slots, to be released after the lock.
    func detachChildren() -> ContiguousArray<Slot> { [] }

    /// Removes `registration` from the observers and returns it, to be released after the lock.
    func removeObserver(_ registration: AnyObserverRegistration) -> AnyObserverRegistration? { nil }
}
