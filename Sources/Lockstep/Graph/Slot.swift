/// A place inside a parent's value that holds a child entity: writing the child's current value there is how
/// a change reaches the parent.
///
/// A slot strongly owns its child (a parent keeps its children alive) and refers to its parent without
/// retaining it: slots are owned by the parent's `children`, so the parent always outlives them.
@usableFromInline
class Slot {
    @inlinable
    init() {}

    /// The child whose value this slot holds.
    var childNode: NodeBase { fatalError("abstract") }

    /// Writes the child's current value into the parent's value.
    func apply() { fatalError("abstract") }
}

/// A slot at `parent.value[keyPath: keyPath]`.
@usableFromInline
final class PropertySlot<Parent, Child>: Slot {
    @usableFromInline unowned(unsafe) let parent: EntityNode<Parent>
    @usableFromInline let child: EntityNode<Child>
    @usableFromInline let keyPath: WritableKeyPath<Parent, Child>

    @inlinable
    init(parent: EntityNode<Parent>, child: EntityNode<Child>, keyPath: WritableKeyPath<Parent, Child>) {
        self.parent = parent
        self.child = child
        self.keyPath = keyPath
    }

    override var childNode: NodeBase { child }

    override func apply() {
        let value = child.value
        parent.value[keyPath: keyPath] = value
    }
}

/// A slot at an optional property: `parent.value[keyPath: keyPath]` of type `Child?`.
@usableFromInline
final class OptionalPropertySlot<Parent, Child>: Slot {
    @usableFromInline unowned(unsafe) let parent: EntityNode<Parent>
    @usableFromInline let child: EntityNode<Child>
    @usableFromInline let keyPath: WritableKeyPath<Parent, Child?>

    @inlinable
    init(parent: EntityNode<Parent>, child: EntityNode<Child>, keyPath: WritableKeyPath<Parent, Child?>) {
        self.parent = parent
        self.child = child
        self.keyPath = keyPath
    }

    override var childNode: NodeBase { child }

    override func apply() {
        let value = child.value
        parent.value[keyPath: keyPath] = value
    }
}

/// A slot at one position of a collection, such as `parent.value.books[index]`.
///
/// `assign` writes an element at an index. It is built once per collection by the key path's normalization,
/// in the client's specialized code, so writing does not go through the unspecialized collection protocols.
/// The index stays valid because any write that may reshape the collection re-normalizes the parent and
/// rebuilds its slots.
@usableFromInline
final class ElementSlot<Parent, C: Collection>: Slot {
    @usableFromInline
    typealias Assign = (inout Parent, C.Index, C.Element) -> Void

    @usableFromInline unowned(unsafe) let parent: EntityNode<Parent>
    @usableFromInline let child: EntityNode<C.Element>
    @usableFromInline let assign: Assign
    @usableFromInline let index: C.Index

    @inlinable
    init(parent: EntityNode<Parent>, child: EntityNode<C.Element>, index: C.Index, assign: @escaping Assign) {
        self.parent = parent
        self.child = child
        self.index = index
        self.assign = assign
    }

    override var childNode: NodeBase { child }

    override func apply() {
        let value = child.value
        assign(&parent.value, index, value)
    }
}

/// A slot at one position of the array behind a collection observer: `parent.value[index]`. Needs no key
/// path, so creating one per element costs a single allocation.
@usableFromInline
final class ArrayElementSlot<Element>: Slot {
    @usableFromInline unowned(unsafe) let parent: EntityNode<[Element]>
    @usableFromInline let child: EntityNode<Element>
    @usableFromInline let index: Int

    @inlinable
    init(parent: EntityNode<[Element]>, child: EntityNode<Element>, index: Int) {
        self.parent = parent
        self.child = child
        self.index = index
    }

    override var childNode: NodeBase { child }

    override func apply() {
        let value = child.value
        parent.value[index] = value
    }
}

/// The slot of a single-value alias: `parent.value` itself, of type `Child?`.
@usableFromInline
final class AliasSlot<Child>: Slot {
    @usableFromInline unowned(unsafe) let parent: EntityNode<Child?>
    @usableFromInline let child: EntityNode<Child>

    @inlinable
    init(parent: EntityNode<Child?>, child: EntityNode<Child>) {
        self.parent = parent
        self.child = child
    }

    override var childNode: NodeBase { child }

    override func apply() {
        parent.value = child.value
    }
}
