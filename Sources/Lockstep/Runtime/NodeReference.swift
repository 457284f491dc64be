// Runtime fence: the only Swift caller of the Swift runtime's entry points (through `CLockstepRuntime`). It relies
// on one invariant: a `NodeReference` holds one unowned count on its node, so the node's memory (and the header the
// runtime reads) stays allocated until that count is given back. Debug builds check what the runtime reports
// against it; `NodeReferenceTests` checks the counts. The `PortableReferences` trait builds
// `Graph/PortableNodeReference.swift` instead, which calls no entry point.

#if !PortableReferences
import CLockstepRuntime

/// A reference to a node that does not keep it alive: it gives the node while something else holds it, and
/// nil from the moment the node's last strong reference is gone. What `weak` does, for less.
///
/// A `weak` reference gives its object a side table (48 bytes with malloc's header) and sends every later
/// retain and release of the object through the runtime's slow path; the tables reference every node and
/// parent links reference every parent, so with `weak` every node paid for it. A `NodeReference` holds a count
/// on the node's memory instead (the count an `unowned` reference holds, kept in the object's header): the
/// node's properties are still destroyed when its last strong reference goes, but its memory stays allocated,
/// so the address stays valid and the runtime can tell atomically whether the node is alive, retaining it if
/// so (`swift_tryRetain`).
///
/// The struct is a bare address, so that tables copy and hash entries as plain bits; the count is managed by
/// hand. **Ownership:** creating one takes a count, and whoever stores it calls ``releaseMemory()`` exactly once
/// when dropping it (``EntityTable``, ``ParentLink``, ``CycleCollector`` and `NotificationBatch` do, each in one
/// place per way an entry goes). A copy is only a view of the stored one: it must not outlive it.
///
/// Consequences: a released node's memory (72 bytes plus the value's inline size; what the value references is
/// freed) stays allocated until its last reference goes, so tables and parent links prune dead references as they
/// did weak ones; and while a reference exists, no other node can be allocated at its address, so comparing
/// addresses is comparing identities.
@usableFromInline
struct NodeReference {
    /// The node's address, alive or not.
    @usableFromInline let address: UnsafeRawPointer

    /// A reference to `node`, holding one count on its memory: call ``releaseMemory()`` once when dropping it.
    @inlinable
    init(_ node: NodeBase) {
        address = Self.address(of: node)
        // A reference is only ever made to a node something holds: the caller passes it strongly.
        assert(!lockstep_is_released(address), "a NodeReference made to a released node")
        lockstep_retain_memory(address)
    }

    /// A second reference to the same node, holding a count of its own.
    @inlinable
    func duplicate() -> NodeReference {
        lockstep_retain_memory(address)
        return self
    }

    /// Gives back this reference's count; the reference (and every copy of it) must not be used afterwards.
    @inlinable
    func releaseMemory() {
        lockstep_release_memory(address)
    }

    /// The node, retained, or nil when it was released or is being released on another thread. O(1): one
    /// atomic compare-and-swap on the node's header.
    @inlinable
    var node: NodeBase? {
        // Invariant: this reference's count keeps the memory at `address` allocated, so the runtime reads a
        // valid header, live or deinitialized.
        guard lockstep_try_retain(address) else {
            // A failed try-retain means deinitialization began, which the header (still allocated) must show.
            assert(lockstep_is_released(address), "swift_tryRetain failed on a node that is not released")
            return nil
        }
        // Invariant: the try-retain succeeded, so this owns one strong reference to a live node.
        return Unmanaged<NodeBase>.fromOpaque(address).takeRetainedValue()
    }

    /// Whether the node was released (its deinitialization began). O(1): one load of the node's header, no
    /// count taken; cheaper than reading ``node`` where only liveness matters.
    @inlinable
    var isReleased: Bool {
        // Invariant: this reference's count keeps the memory at `address` allocated (see `node`).
        lockstep_is_released(address)
    }

    /// Whether this references `node`. O(1), touches no count. Exact even for a released node: while this
    /// reference exists, no other node can be allocated at its address.
    @inlinable
    func refers(to node: NodeBase) -> Bool {
        address == Self.address(of: node)
    }

    /// Where `node` lives: what a reference to it holds, and its identity while any reference exists.
    @inlinable
    static func address(of node: NodeBase) -> UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(node).toOpaque())
    }
}
#endif
