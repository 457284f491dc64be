/// An entity by type and id, whatever the type: how a layer event finds again a node that an open layer had made
/// and that the event's undoing took out of its table (see `LayerJournal.revive`).
struct CreationKey: Hashable {
    /// The entity's type.
    let type: ObjectIdentifier
    /// The entity's id.
    let id: AnyHashable

    /// The key of the entity of type `T` with `id`.
    init<T: Identifiable>(_: T.Type, id: T.ID) {
        type = ObjectIdentifier(T.self)
        self.id = AnyHashable(id)
    }
}
