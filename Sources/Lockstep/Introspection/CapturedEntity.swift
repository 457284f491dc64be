/// One live entity as ``StoreCapture`` reads it under the store's lock: nothing in it is described yet (a
/// `description` is user code, run after the lock), and its node is named by identity only, never retained, so
/// that dropping the capture releases no node.
struct CapturedEntity {
    /// The entity's type.
    let type: Any.Type
    /// The entity's id.
    let id: AnyHashable
    /// Its node's identity: what parent links and slots name.
    let key: ObjectIdentifier
    /// The stamp of its last accepted stamped write.
    let stamp: Stamp?
    /// Number of subscriptions to it.
    let observers: Int

    /// Reads `node`, an entity of type `type` with `id`. Call with the store's lock held.
    init(type: Any.Type, id: AnyHashable, node: NodeBase, stamp: Stamp?, observers: Int) {
        self.type = type
        self.id = id
        self.key = ObjectIdentifier(node)
        self.stamp = stamp
        self.observers = observers
    }

    /// The entity named as text. Call after the lock: it runs the id's `description`.
    var reference: EntityReference {
        EntityReference(type: String(describing: type), id: String(describing: id.base))
    }
}
