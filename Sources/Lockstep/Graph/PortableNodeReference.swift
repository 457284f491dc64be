#if PortableReferences
/// A reference to a node that does not keep it alive: it gives the node while something else holds it, and
/// nil from the moment the node's last strong reference is gone. This is the `PortableReferences` build of the type
/// `Runtime/NodeReference.swift` declares otherwise: the same API, on supported language constructs only, with no
/// Swift runtime entry point.
///
/// A `weak` reference tells whether the node is alive (at a cost the native build avoids: the node gets a side
/// table, and its later retains and releases take the runtime's slow path; Docs/Benchmarks.md measures it). An
/// `unowned` one keeps the node's memory allocated, as the native build's count does, so that no other node can be
/// allocated at its address while the reference exists: comparing addresses still compares identities. The
/// compiler counts both, so ``duplicate()`` is a copy and ``releaseMemory()`` gives nothing back by hand; callers
/// still call them exactly as the native build requires, so that one set of callers is correct in both builds.
@usableFromInline
struct NodeReference {
    /// The node's address, alive or not.
    @usableFromInline let address: UnsafeRawPointer
    /// Never read: held for its count on the node's memory, which keeps `address` the node's alone.
    @usableFromInline unowned let memory: NodeBase
    /// The node while something holds it.
    @usableFromInline weak var object: NodeBase?

    /// A reference to `node`; call ``releaseMemory()`` once when dropping it, as in the native build.
    @inlinable
    init(_ node: NodeBase) {
        address = Self.address(of: node)
        memory = node
        object = node
    }

    /// A second reference to the same node.
    @inlinable
    func duplicate() -> NodeReference {
        self
    }

    /// Nothing to give back by hand: the compiler releases the counts with the last copy.
    @inlinable
    func releaseMemory() {}

    /// The node, retained, or nil when it was released or is being released on another thread.
    @inlinable
    var node: NodeBase? {
        object
    }

    /// Whether the node was released (its deinitialization began).
    @inlinable
    var isReleased: Bool {
        object == nil
    }

    /// Whether this references `node`. O(1). Exact even for a released node: while this reference exists, no
    /// other node can be allocated at its address.
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
