/// What normalizing one parent value collects: the slots of its children, and whether any child's stored
/// value differed from the one given (so the parent's value was rewritten to agree with it).
@usableFromInline
struct NormalizeScope<Root> {
    @usableFromInline unowned(unsafe) let operation: WriteOperation
    @usableFromInline unowned(unsafe) let parent: EntityNode<Root>
    @usableFromInline var slots: ContiguousArray<Slot> = []
    @usableFromInline var pulled = false
    /// While normalizing inside an entity wrapper that can be removed (an optional wrapper, or one in a
    /// collection): removes that wrapper from the root. An entity the wrapper holds in a way that cannot be
    /// removed on its own (a case payload, a non-optional property) is removed with its wrapper.
    @usableFromInline var container: ((inout Root) -> Bool)?
    /// Whether a child turned out to be removed (a late write of an entity removed since): the parent must
    /// drop it (see `WriteOperation.dropRemovedChildren(from:of:slots:normalize:)`).
    @usableFromInline var holdsRemoved = false

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
    /// The write was refused (a stale or NaN stamp): the node kept its value.
    @usableFromInline let isRejected: Bool

    @inlinable
    init(node: EntityNode<T>, differs: Bool, isRejected: Bool = false) {
        self.node = node
        self.differs = differs
        self.isRejected = isRejected
    }
}
