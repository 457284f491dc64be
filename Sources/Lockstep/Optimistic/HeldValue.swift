/// A node's value, copied into an object so that the layer journal holds it without knowing its type (see
/// ``NodeBase/heldValue()``). The object knows its node, typed, and how to compare values of its type: putting
/// the value back or comparing it needs no cast.
@usableFromInline
class HeldValue {
    @usableFromInline
    init() {}

    /// Sets the node's value back to this one, without telling anyone. Call with the store's lock held.
    func restore() {}

    /// Swaps the node's value with this one, without telling anyone. Call with the store's lock held.
    func swapWithNode() {}

    /// Whether the node's value is still this one, by the structural comparison the engine uses to suppress
    /// notifications; nil when its type cannot tell. Call with the store's lock held. O(size of the value).
    func isNodeValueUnchanged() -> Bool? { nil }
}

/// A ``HeldValue`` of a node whose value is a `T`.
@usableFromInline
final class TypedHeldValue<T>: HeldValue {
    // Invariant: guarded by the store's lock, like the node the value came from (hence no runtime exclusivity
    // checks).
    /// The value; swapped with its node's when a layer is undone by a plain write (see `NodeCopy`).
    @exclusivity(unchecked) var value: T
    /// The node the value came from.
    private let node: EntityNode<T>
    /// The structural comparison of `T`, when it has one (see `EqualityWitness`).
    private let equals: ((T, T) -> Bool)?
    /// The bit-by-bit comparison of two `T`s, nil for classes (whose instance may have changed in place). Taken
    /// from the caller: where the caller is specialized for `T`, so is this function, while this class's own
    /// code, called through `HeldValue`, is generic (a generic comparison of a small struct costs ten times
    /// more).
    private let bitsEqual: ((T, T) -> Bool)?

    /// A copy of `node`'s value, compared by `equals` and, unless `comparesBits` is false, bit by bit: the
    /// comparison of `T`'s table (found once for the type) where the caller has it.
    @inlinable
    convenience init(of node: EntityNode<T>, equals: ((T, T) -> Bool)?, comparesBits: Bool) {
        self.init(of: node, equals: equals, bitsEqual: comparesBits ? { StructuralComparison.isBitwiseIdentical($0, $1) } : nil)
    }

    /// A copy of `node`'s value, compared by `equals` and, when given, `bitsEqual`.
    @usableFromInline
    init(of node: EntityNode<T>, equals: ((T, T) -> Bool)?, bitsEqual: ((T, T) -> Bool)?) {
        value = node.value
        self.node = node
        self.equals = equals
        self.bitsEqual = bitsEqual
    }

    override func restore() {
        node.value = value
    }

    override func swapWithNode() {
        swap(&node.value, &value)
    }

    override func isNodeValueUnchanged() -> Bool? {
        guard equals != nil || bitsEqual != nil else { return nil }
        if bitsEqual?(node.value, value) == true { return true }
        return equals?(node.value, value) ?? false
    }
}
