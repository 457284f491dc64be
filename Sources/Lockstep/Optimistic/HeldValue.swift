/// A node's value, copied into an object so that the layer journal holds it without knowing its type (see
/// ``NodeBase/heldValue()``). The object knows its node, typed, and how to compare values of its type: putting
/// the value back or comparing it needs no cast.
@usableFromInline
class HeldValue {
    @usableFromInline
    init() {}

    /// Swaps the node's value with this one, without telling anyone. Call with the store's lock held.
    func swapWithNode() {}

    /// Whether the node's value is still this one, by the structural comparison the engine uses to suppress
    /// notifications; false when its type cannot tell. Call with the store's lock held. O(size of the value).
    func isNodeValueUnchanged() -> Bool { false }
}

/// A ``HeldValue`` of a node whose value is a `T`.
@usableFromInline
final class TypedHeldValue<T>: HeldValue {
    // Invariant: guarded by the store's lock, like the node the value came from.
    /// The value; swapped with its node's when a layer is undone (see `NodeCopy`).
    @usableFromInline var value: T
    /// The node the value came from.
    @usableFromInline let node: EntityNode<T>
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
        self.node = node
        self.equals = equals
        self.comparesBits = comparesBits
    }

    override func swapWithNode() {
        swap(&node.value, &value)
    }

    override func isNodeValueUnchanged() -> Bool {
        if comparesBits && StructuralComparison.isBitwiseIdentical(node.value, value) { return true }
        return equals?(node.value, value) == true
    }
}
