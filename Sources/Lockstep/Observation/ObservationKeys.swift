/// What every ``NodeObservation`` of one store and one value type shares: the key paths a tracked read and a
/// change announce. Made once per store and type (``StoreState/observationKeys(for:)``), so that a node's first read
/// does not instantiate two generic key paths, which cost more than the rest of the read.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
// Invariant: immutable after `init`; see the comment inside.
@usableFromInline
final class ObservationKeys<T> {
    /// `\NodeObservation<T>.value` and `.isRemoved`: forming a key path to a generic type's property
    /// instantiates it at run time.
    @usableFromInline let valueKeyPath: KeyPath<NodeObservation<T>, Void> = \.value
    @usableFromInline let isRemovedKeyPath: KeyPath<NodeObservation<T>, Void> = \.isRemoved
    /// `NodeObservation<T>`, looked up once here: looking up a generic class's metadata costs about 330
    /// instructions, as much as a fifth of a node's first read.
    let observationType = NodeObservation<T>.self

    init() {}

    /// A node's `NodeObservation`, sharing these keys, to replace the node's `links`; `isRemoved` is what the node
    /// shows now. Call with the store's lock held.
    func makeObservation(replacing links: NodeLinks?, isRemoved: Bool) -> NodeObservation<T> {
        observationType.init(keys: self, replacing: links, isRemoved: isRemoved)
    }
}

extension StoreState {
    /// The ``ObservationKeys`` of `T`, made on first use. Call with the store's lock held.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    func observationKeys<T>(for type: T.Type) -> ObservationKeys<T> {
        let id = ObjectIdentifier(type)
        if lastObservationKeys?.type != id {
            let keys = observationKeys[id] ?? ObservationKeys<T>()
            observationKeys[id] = keys
            lastObservationKeys = (id, keys)
        }
        // The entry for `T` is only ever an `ObservationKeys<T>` (made above).
        return lastObservationKeys!.keys as! ObservationKeys<T>
    }
}
