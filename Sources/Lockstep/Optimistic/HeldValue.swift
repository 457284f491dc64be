/// A node's value, copied into an object so that the layer journal holds it without knowing its type (see
/// ``NodeBase/heldValue()``), and its node (or table) reads it back as the `TypedHeldValue` of its own type, without
/// the run-time cast an existential would need.
@usableFromInline
class HeldValue {
    @usableFromInline
    init() {}
}

/// A ``HeldValue`` of a node whose value is a `T`.
@usableFromInline
final class TypedHeldValue<T>: HeldValue {
    // Invariant: guarded by the store's lock, like the node the value came from (hence no runtime exclusivity
    // checks).
    /// The value; swapped with its node's when a layer is undone by a plain write (see `NodeCopy`).
    @exclusivity(unchecked) var value: T

    @usableFromInline
    init(_ value: T) {
        self.value = value
    }
}
