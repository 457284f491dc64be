/// An entity as a change event records it under the store's lock: its type, its id and its stamp, not yet
/// described (see ``EntityReference``: a `description` is user code, run by the listener).
@usableFromInline
struct ChangeEntity {
    /// The entity's type.
    @usableFromInline let type: Any.Type
    /// The entity's id.
    @usableFromInline let id: AnyHashable
    /// The entity's stamp, as the event reports it.
    @usableFromInline let stamp: Stamp?

    /// Records the entity of `type` with `id`.
    @inlinable
    init<T: Identifiable>(_ type: T.Type, id: T.ID, stamp: Stamp?) {
        self.type = type
        self.id = AnyHashable(id)
        self.stamp = stamp
    }

    /// The entity named as text. Run by the listener, never under a lock.
    var reference: EntityReference { EntityReference(erasedType: type, id: id) }
}
