/// A node as readers saw it when the layer journal first recorded it: removed or not, its version and, in a
/// ``TypedHeldValue``, a copy of its value, held in an object so that the journal holds it without knowing its type
/// (see ``NodeBase/heldValue()``). At the end of a layer event, the node's observers are notified only if what they
/// see differs. It also keeps what the node held alive until it is released, after the store's lock.
@usableFromInline
class HeldValue: NodeRecord {
    // Invariant: guarded by the store's lock, like the node it records.
    /// The node, held until the record is released.
    let node: NodeBase
    /// Whether the node was just made, and showed nothing.
    let isCreated: Bool
    /// Whether the node was removed (or not made yet).
    let wasRemoved: Bool
    /// Whether that removal was an open layer's, hidden from the node's observers (see
    /// `NodeBase.isRemovedByLayer`): once the removal reaches the base, they must hear of it.
    let wasRemovedByLayer: Bool
    /// The node's `version` then: while it is the same, so is the value.
    fileprivate let version: UInt32

    /// `node` as it shows now, without its value.
    @usableFromInline
    init(_ node: NodeBase, isCreated: Bool = false) {
        self.node = node
        self.isCreated = isCreated
        wasRemoved = isCreated || node.isRemoved
        wasRemovedByLayer = !isCreated && node.isRemovedByLayer
        version = node.version
    }

    /// Whether the record holds the node's value now (nothing changed it since): replacing the node's value then
    /// releases nothing under the store's lock.
    var isCurrent: Bool { false }

    /// Whether readers see something else now, by the structural comparison of the value's type. A node whose
    /// type cannot tell is taken as changed. Call with the store's lock held.
    var hasChanged: Bool {
        if node.isRemoved != wasRemoved || node.isRemovedByLayer != wasRemovedByLayer { return true }
        // A node that shows nothing, before and after, changed nothing a reader sees.
        if wasRemoved || node.version == version { return false }
        return !isNodeValueUnchanged()
    }

    /// Swaps the node's value with this one, without telling anyone. Call with the store's lock held.
    func swapWithNode() {}

    /// Whether the node's value is still this one, by the structural comparison the engine uses to suppress
    /// notifications; false when there is no value or its type cannot tell. Call with the store's lock held.
    /// O(size of the value).
    func isNodeValueUnchanged() -> Bool { false }
}

/// A ``HeldValue`` of a node whose value is a `T`, with a copy of it.
@usableFromInline
final class TypedHeldValue<T>: HeldValue {
    /// The value; swapped with its node's when a layer is undone (see `NodeCopy`).
    @usableFromInline var value: T
    /// The node the value came from.
    @usableFromInline let entityNode: EntityNode<T>
    /// The structural comparison of `T`, when it has one (see `EqualityWitness`).
    @usableFromInline let equals: ((T, T) -> Bool)?
    /// Whether two values of `T` compare bit by bit first: false when `T` is a class, whose instance may have
    /// changed in place.
    @usableFromInline let comparesBits: Bool

    /// A copy of `node`'s value, compared by `equals` and, unless `comparesBits` is false, bit by bit: the
    /// comparison of `T`'s table (found once for the type) where the caller has it.
    @inlinable
    init(of node: EntityNode<T>, equals: ((T, T) -> Bool)?, comparesBits: Bool) {
        value = node.value
        entityNode = node
        self.equals = equals
        self.comparesBits = comparesBits
        super.init(node)
    }

    override var isCurrent: Bool { node.version == version }

    override func swapWithNode() {
        swap(&entityNode.value, &value)
    }

    override func isNodeValueUnchanged() -> Bool {
        if comparesBits && StructuralComparison.isBitwiseIdentical(entityNode.value, value) { return true }
        return equals?(entityNode.value, value) == true
    }
}
