/// What normalizing one parent value collects: the slots of its children, and whether any child's stored
/// value differed from the one given (so the parent's value was rewritten to agree with it).
@usableFromInline
struct NormalizeScope<Root> {
    @usableFromInline unowned(unsafe) let operation: WriteOperation
    @usableFromInline unowned(unsafe) let parent: EntityNode<Root>
    @usableFromInline var slots: ContiguousArray<Slot> = []
    @usableFromInline var pulled = false

    @inlinable
    init(operation: WriteOperation, parent: EntityNode<Root>) {
        self.operation = operation
        self.parent = parent
    }
}

/// The result of storing one entity: its node, and whether the node's value now differs from the value
/// given (the write was rejected as stale, or nested children were rewritten), in which case the caller
/// must copy the node's value into its own slot.
@usableFromInline
struct StoreOutcome<T> {
    @usableFromInline let node: EntityNode<T>
    @usableFromInline let differs: Bool
    /// The value was a copy nested inside the entity's own value (a cycle): its slot must not retain it.
    @usableFromInline let isBackReference: Bool
    /// The write was refused (a stale or NaN stamp): the node kept its value.
    @usableFromInline let isRejected: Bool

    @inlinable
    init(node: EntityNode<T>, differs: Bool, isBackReference: Bool = false, isRejected: Bool = false) {
        self.node = node
        self.differs = differs
        self.isBackReference = isBackReference
        self.isRejected = isRejected
    }
}
