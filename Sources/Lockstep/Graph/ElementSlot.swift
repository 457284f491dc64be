/// A slot at one position of a collection, such as `parent.value.books[index]`, or of the array behind a
/// collection observer.
///
/// `propagate` copies the child's value to an index of the parent's collection. Like ``ValueSlot``'s, it is
/// built in the client's specialized code, so writing does not go through the unspecialized collection
/// protocols. The index stays valid because any write that may reshape the collection re-normalizes the
/// parent and rebuilds its slots.
@usableFromInline
final class ElementSlot<Parent, C: Collection>: Slot {
    @usableFromInline
    typealias Propagate = (EntityNode<Parent>, C.Index, EntityNode<C.Element>) -> Void

    @usableFromInline typealias Drop = (inout Parent, C.Index) -> SlotDrop

    // Invariant: the parent owns this slot (in `children`), so it outlives it.
    @usableFromInline let parent: Unmanaged<EntityNode<Parent>>
    @usableFromInline let propagate: Propagate
    /// Changes only when an element before it is removed (see ``moveToArrayIndex(_:)``).
    @usableFromInline @exclusivity(unchecked) var index: C.Index
    /// Removes the element at `index` from the parent's value; nil when the parent cannot exist without it.
    @usableFromInline let drop: Drop?

    @inlinable
    init(
        parent: EntityNode<Parent>, child: EntityNode<C.Element>, index: C.Index, drop: Drop? = nil,
        propagate: @escaping Propagate
    ) {
        self.parent = .passUnretained(parent)
        self.index = index
        self.propagate = propagate
        self.drop = drop
        super.init(child: child)
    }

    override func apply(from child: NodeBase) {
        // Invariant: `child` is this slot's child, an `EntityNode<C.Element>` (set in `init`).
        parent._withUnsafeGuaranteedRef { propagate($0, index, unsafeDowncast(child, to: EntityNode<C.Element>.self)) }
    }

    override var canDrop: Bool { drop != nil }

    override func dropChild() -> SlotDrop {
        guard let drop else { return .failed }
        let result = parent._withUnsafeGuaranteedRef { drop(&$0.value, index) }
        return result == .inPlace && !Self.isArray ? .reshaped : result
    }

    /// Whether `C` is an `Array` or a `ContiguousArray`: its indices are positions from 0.
    private static var isArray: Bool { C.self is any ZeroBasedArray.Type }

    override var arrayIndex: Int? {
        // For an array, `C.Index` is `Int`.
        Self.isArray ? unsafeBitCast(index, to: Int.self) : nil
    }

    override func moveToArrayIndex(_ newIndex: Int) {
        // Invariant: only called when `isArray`, where `C.Index` is `Int`.
        index = unsafeBitCast(newIndex, to: C.Index.self)
    }

    /// Only for parents whose value is the collection itself, or an optional one (collection observers and
    /// collection aliases); a rare path, so the value is found by a dynamic cast.
    override func renumbered(_ rank: Int) -> Slot? {
        guard let child else { return nil }
        return parent._withUnsafeGuaranteedRef { parent -> Slot? in
            let value: Any = parent.value
            guard let collection = (value as? C) ?? ((value as? C?) ?? nil) else { return nil }
            let index = collection.index(collection.startIndex, offsetBy: rank)
            return ElementSlot(
                // Invariant: `child` is this slot's child, an `EntityNode<C.Element>` (set in `init`).
                parent: parent, child: unsafeDowncast(child, to: EntityNode<C.Element>.self), index: index, drop: drop,
                propagate: propagate
            )
        }
    }
}

/// The collections whose indices are positions from 0, so that removing an element moves the later ones down
/// by one.
protocol ZeroBasedArray {}
extension Array: ZeroBasedArray {}
extension ContiguousArray: ZeroBasedArray {}
