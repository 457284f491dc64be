/// The result of storing one entity: its node; whether the node's value now differs from the value given (the
/// write was rejected as stale, or nested children were rewritten), in which case the caller must copy the node's
/// value into its own slot; and whether the write was refused (a stale or NaN stamp: the node kept its value).
@usableFromInline
typealias StoreOutcome<T> = (node: EntityNode<T>, differsFromGiven: Bool, isRejected: Bool)
