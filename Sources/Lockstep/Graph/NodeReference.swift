/// A reference to a node that does not keep it alive: it gives the node while something else holds it, and
/// nil from the moment the node's last strong reference is gone.
///
/// A `weak` reference tells whether the node is alive. An `unowned` one keeps the node's memory allocated, so
/// that no other node can be allocated at its address while the reference exists: comparing addresses compares
/// identities, and a dead entry of a table is told apart from a new node at the same id. The compiler counts both.
@usableFromInline
struct NodeReference {
    /// The node's identity, alive or not.
    @usableFromInline let address: ObjectIdentifier
    /// Never read: held for its count on the node's memory, which keeps `address` the node's alone.
    @usableFromInline unowned let memory: NodeBase
    /// The node while something holds it.
    @usableFromInline weak var object: NodeBase?

    /// A reference to `node`.
    @inlinable
    init(_ node: NodeBase) {
        address = Self.address(of: node)
        memory = node
        object = node
    }

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
    static func address(of node: NodeBase) -> ObjectIdentifier {
        ObjectIdentifier(node)
    }
}
