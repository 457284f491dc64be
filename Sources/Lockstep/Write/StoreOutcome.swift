/// The result of storing one entity: its node, and whether the node's value now differs from the value
/// given (the write was rejected as stale, or nested children were rewritten), in which case the caller
/// must copy the node's value into its own slot.
@usableFromInline
struct StoreOutcome<T> {
    @usableFromInline let node: EntityNode<T>
    @usableFromInline let differsFromGiven: Bool
    /// The write was refused (a stale or NaN stamp): the node kept its value.
    @usableFromInline let isRejected: Bool

    @inlinable
    init(node: EntityNode<T>, differsFromGiven: Bool, isRejected: Bool = false) {
        self.node = node
        self.differsFromGiven = differsFromGiven
        self.isRejected = isRejected
    }
}
