/// What normalizing one parent value collects: the slots of its children, and whether any child's stored
/// value differed from the one given (so the parent's value was rewritten to agree with it).
struct NormalizeScope<Root> {
    unowned(unsafe) let operation: WriteOperation
    unowned(unsafe) let parent: EntityNode<Root>
    var slots: ContiguousArray<Slot> = []
    var pulled = false

    init(operation: WriteOperation, parent: EntityNode<Root>) {
        self.operation = operation
        self.parent = parent
    }
}

/// The result of storing one entity: its node, and whether the node's value now differs from the value
/// given (the write was rejected as stale, or nested children were rewritten), in which case the caller
/// must copy the node's value into its own slot.
struct StoreOutcome<T> {
    let node: EntityNode<T>
    let differs: Bool
}
