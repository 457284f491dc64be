/// A slot at one position of a collection, such as `parent.value.books[index]`, or of the array behind a
/// collection observer.
///
/// `propagate` copies the child's value to an index of the parent's collection. Like ``ValueSlot``'s, it is
/// built in the client's specialized code, so writing does not go through the unspecialized collection
/// protocols. The index stays valid because any write that may reshape the collection re-normalizes the
/// parent and rebuilds its slots.
@usableFromInline
final class ElementSlot<Parent, C: Collection>: Slot {
    /// Writes the child's value at the slot's index of the parent's collection. Takes the slot rather than its
    /// index: the closure is made in the caller's specialized code, where reading `index` is a plain load, while
    /// passing it from here would copy it through `C.Index`'s value witnesses, looked up on every write. It casts
    /// the child, an `EntityNode<C.Element>`, for the same reason (see ``ValueSlot``).
    @usableFromInline
    typealias Propagate = (EntityNode<Parent>, ElementSlot, NodeBase) -> Void

    @usableFromInline typealias Drop = (inout Parent, C.Index) -> SlotDrop

    /// What every slot of one collection shares: how to write an element and how to remove one, and whether the
    /// collection is an array. One per stored collection rather than per element, so that a slot is 48 bytes
    /// and knowing whether it is in an array needs no conformance lookup.
    @usableFromInline
    final class Kind {
        @usableFromInline let propagate: Propagate
        /// Removes the element at an index from the parent's value; nil when the parent cannot exist without it.
        @usableFromInline let drop: Drop?
        /// Whether `C` is an `Array` or a `ContiguousArray`: its indices are positions from 0, and `C.Index` is
        /// `Int`. Decided here, in the caller's specialized code, where the cast is resolved at compile time.
        @usableFromInline let isArray: Bool

        @inlinable
        init(drop: Drop? = nil, propagate: @escaping Propagate) {
            self.propagate = propagate
            self.drop = drop
            self.isArray = C.self is any ZeroBasedArray.Type
        }
    }

    // Unowned: the parent owns this slot (in `children`), so it outlives it.
    @usableFromInline unowned let parent: EntityNode<Parent>
    @usableFromInline let kind: Kind
    /// Changes only when an element before it is removed (see ``moveToArrayPosition(_:)``).
    @usableFromInline var index: C.Index

    @inlinable
    init(parent: EntityNode<Parent>, child: EntityNode<C.Element>, index: C.Index, kind: Kind) {
        self.parent = parent
        self.index = index
        self.kind = kind
        // For an array, `C.Index` is `Int` (resolved here, in the caller's specialized code).
        super.init(child: child, arrayPosition: kind.isArray ? index as! Int : -1)
    }

    override func apply(from child: NodeBase) {
        // `child` is this slot's child, an `EntityNode<C.Element>` (set in `init`), which `propagate` casts.
        kind.propagate(parent, self, child)
    }

    override var canDrop: Bool { kind.drop != nil }

    override func dropChild() -> SlotDrop {
        guard let drop = kind.drop else { return .failed }
        let result = drop(&parent.value, index)
        return result == .inPlace && !kind.isArray ? .reshaped : result
    }

    override func moveToArrayPosition(_ position: Int) {
        // Only called when `isArray`, where `C.Index` is `Int`.
        index = position as! C.Index
        arrayPosition = position
    }
}

/// The collections whose indices are positions from 0, so that removing an element moves the later ones down
/// by one.
@usableFromInline
protocol ZeroBasedArray {}
extension Array: ZeroBasedArray {}
extension ContiguousArray: ZeroBasedArray {}
