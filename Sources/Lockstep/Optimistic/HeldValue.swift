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
    /// notifications; nil when its type cannot tell. Call with the store's lock held. O(size of the value).
    func isNodeValueUnchanged() -> Bool? { nil }
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
    /// Whether a node's value is still a held value's: bit by bit (unless `T` is a class, whose instance may have
    /// changed in place), then by ``equals``; nil when `T` cannot tell. Made by the inlined initializer: where it is
    /// specialized for `T`, so is this function, which reads both values in place, while this class's own code,
    /// called through `HeldValue`, is generic (it would copy both values through `T`'s value witnesses first).
    @usableFromInline let isUnchanged: ((EntityNode<T>, TypedHeldValue<T>) -> Bool)?
    /// Swaps a node's value with a held value's: made by the caller too, for the same reason (the generic `swap`
    /// moves each value through `T`'s value witnesses).
    @usableFromInline let swapValues: (EntityNode<T>, TypedHeldValue<T>) -> Void

    /// A copy of `node`'s value, compared by `equals` and, unless `comparesBits` is false, bit by bit: the
    /// comparison of `T`'s table (found once for the type) where the caller has it.
    @inlinable
    init(of node: EntityNode<T>, equals: ((T, T) -> Bool)?, comparesBits: Bool) {
        value = node.value
        self.node = node
        self.equals = equals
        if comparesBits {
            isUnchanged = { node, held in
                StructuralComparison.isBitwiseIdentical(node.value, held.value) || held.equals?(node.value, held.value) == true
            }
        } else if equals != nil {
            isUnchanged = { node, held in held.equals?(node.value, held.value) == true }
        } else {
            isUnchanged = nil
        }
        swapValues = { node, held in swap(&node.value, &held.value) }
    }

    override func swapWithNode() {
        swapValues(node, self)
    }

    override func isNodeValueUnchanged() -> Bool? {
        guard let isUnchanged else { return nil }
        return isUnchanged(node, self)
    }
}
