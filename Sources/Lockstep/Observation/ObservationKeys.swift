/// What every ``NodeObservation`` of one store and one value type shares: the key paths a tracked read and a
/// change announce, and the store. Made once per store and type (``StoreState/observationKeys(for:in:)``), so that a
/// node's first read does not instantiate two generic key paths, which cost more than the rest of the read.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
// Invariant: immutable after `init`; see the comment inside.
@usableFromInline
final class ObservationKeys<T> {

    /// `\EntityObserver<T>.value` and `.isRemoved`: forming a key path to a generic type's property
    /// instantiates it at run time.
    @usableFromInline let valueKeyPath: KeyPath<EntityObserver<T>, T> = \.value
    @usableFromInline let isRemovedKeyPath: KeyPath<EntityObserver<T>, Bool> = \.isRemoved
    /// The store, to hand observers of its nodes to the registrar. Unowned, since the store holds this object (a
    /// strong reference would keep it alive forever), and not weak: a weak reference gives the store a side table,
    /// which sends every retain and release of it (three of each per `find` and read) down the runtime's slow
    /// path. Read only while a delivery runs, which keeps the store alive (``DeliveryQueue/enqueue(keeping:_:)``).
    unowned let store: EntityStore
    /// `NodeObservation<T>`, looked up once here: looking up a generic class's metadata costs about 330
    /// instructions, as much as a fifth of a node's first read.
    let observationType = NodeObservation<T>.self

    init(store: EntityStore) {
        self.store = store
    }

    /// A node's `NodeObservation`, sharing these keys, to replace the node's `links`; `isRemoved` is what the node
    /// shows now. Call with the store's lock held.
    func makeObservation(replacing links: NodeLinks?, isRemoved: Bool) -> NodeObservation<T> {
        observationType.init(keys: self, replacing: links, isRemoved: isRemoved)
    }
}
