import Observation

/// What Observation needs for one node: the registrar that `withObservationTracking`, `Observations` and
/// SwiftUI see ``EntityObserver/value`` and ``EntityObserver/isRemoved`` through. Created on a node's first
/// read, so that nodes nobody reads cost nothing, as the node's links (see ``NodeLinks``).
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
// Invariant: its own properties but `announcedRemoved` are immutable after `init`; see the comment inside.
@usableFromInline
final class NodeObservation: NodeLinks, Observable {
    // `registrar` is a constant, and thread-safe. `announcedRemoved` is only touched by deliveries, which the store
    // runs one at a time (see `DeliveryQueue`). The fields it has as links are guarded by the store's lock, like every
    // field of ``NodeLinks``; code off the lock reads only `registrar`, and deliveries `announcedRemoved`.
    @usableFromInline let registrar = ObservationRegistrar()
    /// `\.value` and `\.isRemoved`, formed once, not at each tracked read (forming a key path is a call that looks
    /// it up). Not generic, so that no value type needs key paths of its own, nor a lookup of this class's metadata.
    @usableFromInline static let valueKeyPath: KeyPath<NodeObservation, Void> & Sendable = \.value
    @usableFromInline static let isRemovedKeyPath: KeyPath<NodeObservation, Void> & Sendable = \.isRemoved
    /// Whether the last announcement showed the node removed: `isRemoved` is announced only when that changes
    /// (an optimistic layer's removal is taken back by its rollback).
    private var announcedRemoved: Bool

    /// The links of a node just read, holding what `links`, the node's links until now, held; `isRemoved` is
    /// what the node shows now. Call with the store's lock held.
    init(replacing links: NodeLinks?, isRemoved: Bool) {
        announcedRemoved = isRemoved
        super.init()
        if let links {
            take(from: links)
        }
    }

    /// Announces that a node's value changed (and, when `showsRemoved` differs from the last announcement, that
    /// `isRemoved` did), on the store's queue, where SwiftUI expects mutations of what a view reads.
    func announceChange(showsRemoved: Bool) {
        if showsRemoved != announcedRemoved {
            announcedRemoved = showsRemoved
            registrar.withMutation(of: self, keyPath: Self.isRemovedKeyPath) {}
        }
        registrar.withMutation(of: self, keyPath: Self.valueKeyPath) {}
    }

    /// What a tracked read of ``EntityObserver/value`` is recorded as, and its changes announced as. The registrar
    /// names a subject and one of its key paths in both; the subject is this object rather than an observer, so
    /// that announcing holds nothing but it: an observer would hold the node, and a node held while a change is
    /// announced is still found after its last holder is gone (rule 13).
    var value: Void { () }
    /// What a tracked read of ``EntityObserver/isRemoved`` is recorded as, and its changes announced as.
    var isRemoved: Void { () }
}

@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
extension EntityObserver: Observable {}

extension EntityObserver {
    /// Records, for Observation, that ``value`` (or ``isRemoved``) was read. Call without the store's lock.
    /// Inlinable, so that the caller's specialized code names `EntityObserver<T>` without a metadata lookup.
    @inlinable
    func trackAccess(isRemoved: Bool, through observation: AnyObject?) {
        // `observation` is the node's `NodeObservation` (see `EntityNode.observation()`).
        if #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *), let observation = observation as? NodeObservation {
            if isRemoved {
                observation.registrar.access(observation, keyPath: NodeObservation.isRemovedKeyPath)
            } else {
                observation.registrar.access(observation, keyPath: NodeObservation.valueKeyPath)
            }
        }
    }
}
