import Observation

/// What Observation needs for one node: the registrar that `withObservationTracking`, `Observations` and
/// SwiftUI see ``EntityObserver/value`` and ``EntityObserver/isRemoved`` through. Created on a node's first
/// read, so that nodes nobody reads cost nothing.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
final class NodeObservation: Sendable {
    let registrar = ObservationRegistrar()
    /// The store, to hand observers of the node to the registrar; weak, since an alias's node is held by its
    /// store (a strong reference would keep the store alive forever).
    private let weakStore: WeakStore

    init(store: EntityStore) {
        weakStore = WeakStore(store)
    }

    /// Announces that a node's value changed (and, for a removal, that it was removed), on the store's queue,
    /// where SwiftUI expects mutations of what a view reads.
    func announceChange<T>(of node: EntityNode<T>, isRemoval: Bool) {
        guard let store = weakStore.store else { return }
        let subject = EntityObserver(node: node, store: store)
        if isRemoval {
            registrar.withMutation(of: subject, keyPath: \.isRemoved) {}
        }
        registrar.withMutation(of: subject, keyPath: \.value) {}
    }

    private final class WeakStore: @unchecked Sendable {
        // @unchecked Sendable: `store` is set once, in `init`; a weak reference is loaded atomically.
        weak var store: EntityStore?
        init(_ store: EntityStore) { self.store = store }
    }
}

@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
extension EntityObserver: Observable {}

extension EntityObserver {
    /// Records, for Observation, that `keyPath` of this observer was read. Call without the store's lock.
    @usableFromInline
    func trackAccess<Member>(_ keyPath: KeyPath<EntityObserver<T>, Member>, through observation: AnyObject?) {
        if #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *), let observation {
            // `observation` is the node's `NodeObservation` (see `EntityNode.observation(for:)`).
            unsafeDowncast(observation, to: NodeObservation.self).registrar.access(self, keyPath: keyPath)
        }
    }
}
