import Observation

/// What Observation needs for one node: the registrar that `withObservationTracking`, `Observations` and
/// SwiftUI see ``EntityObserver/value`` and ``EntityObserver/isRemoved`` through. Created on a node's first
/// read, so that nodes nobody reads cost nothing.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
// Invariant: immutable after `init`; see the comment inside.
final class NodeObservation<T>: @unchecked Sendable {
    // @unchecked Sendable: every property is a constant; the registrar is thread-safe, and the key paths are
    // immutable objects (not `Sendable` only because `T` need not be).
    let registrar = ObservationRegistrar()
    /// `\EntityObserver<T>.value` and `.isRemoved`, made once: forming a key path to a generic type's property
    /// instantiates it at run time, which would dominate a tracked read.
    let valueKeyPath: KeyPath<EntityObserver<T>, T> = \.value
    let isRemovedKeyPath: KeyPath<EntityObserver<T>, Bool> = \.isRemoved
    /// The store, to hand observers of the node to the registrar; weak, since an alias's node is held by its
    /// store (a strong reference would keep the store alive forever).
    private let weakStore: WeakStore

    init(store: EntityStore) {
        weakStore = WeakStore(store)
    }

    /// Announces that a node's value changed (and, for a removal, that it was removed), on the store's queue,
    /// where SwiftUI expects mutations of what a view reads.
    func announceChange(of node: EntityNode<T>, isRemoval: Bool) {
        guard let store = weakStore.store else { return }
        // Without a holder: it lives for these calls only, and nothing can reach the node through it afterwards.
        let subject = EntityObserver(node: node, store: store, holder: nil)
        if isRemoval {
            registrar.withMutation(of: subject, keyPath: isRemovedKeyPath) {}
        }
        registrar.withMutation(of: subject, keyPath: valueKeyPath) {}
    }

    // Invariant: see the comment inside.
    private final class WeakStore: @unchecked Sendable {
        // @unchecked Sendable: `store` is set once, in `init`; a weak reference is loaded atomically.
        weak var store: EntityStore?
        init(_ store: EntityStore) { self.store = store }
    }
}

@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
extension EntityObserver: Observable {}

extension EntityObserver {
    /// Records, for Observation, that ``value`` (or ``isRemoved``) was read. Call without the store's lock.
    @usableFromInline
    func trackAccess(isRemoved: Bool, through observation: AnyObject?) {
        if #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *), let observation {
            // `observation` is the node's `NodeObservation<T>` (see `EntityNode.observation(for:)`).
            let node = unsafeDowncast(observation, to: NodeObservation<T>.self)
            if isRemoved {
                node.registrar.access(self, keyPath: node.isRemovedKeyPath)
            } else {
                node.registrar.access(self, keyPath: node.valueKeyPath)
            }
        }
    }
}
