/// A place inside a parent's value that holds a child entity: writing the child's current value there is how
/// a change reaches the parent.
///
/// A slot refers to its parent without retaining it (slots are owned by the parent's `children`, so the
/// parent outlives them) and retains its child (a parent keeps its children alive) — except a slot that
/// closes a cycle (a person inside their friend's friends), which holds its child weakly, so that retaining
/// slots never form a cycle and entities holding each other are still released.
@usableFromInline
class Slot {
    @usableFromInline var retainedChild: NodeBase?
    @usableFromInline weak var backReferencedChild: NodeBase?

    @inlinable
    init(child: NodeBase, isBackReference: Bool) {
        if isBackReference {
            retainedChild = nil
            backReferencedChild = child
        } else {
            retainedChild = child
        }
    }

    /// The child whose value this slot holds; nil only for a back-reference whose entity was released.
    final var childNode: NodeBase? { retainedChild ?? backReferencedChild }

    /// Stops retaining the child, because retaining it would close a cycle.
    final func holdChildWeakly() {
        guard let child = retainedChild else { return }
        backReferencedChild = child
        retainedChild = nil
    }

    /// Writes the value of `child` (this slot's child, which calls) into the parent's value.
    func apply(from child: NodeBase) { fatalError("abstract") }
}

/// A slot at `parent.value[keyPath: keyPath]`.
@usableFromInline
final class PropertySlot<Parent, Child>: Slot {
    @usableFromInline unowned(unsafe) let parent: EntityNode<Parent>
    @usableFromInline let keyPath: WritableKeyPath<Parent, Child>

    @inlinable
    init(parent: EntityNode<Parent>, child: EntityNode<Child>, isBackReference: Bool, keyPath: WritableKeyPath<Parent, Child>) {
        self.parent = parent
        self.keyPath = keyPath
        super.init(child: child, isBackReference: isBackReference)
    }

    override func apply(from child: NodeBase) {
        let value = unsafeDowncast(child, to: EntityNode<Child>.self).value
        parent.value[keyPath: keyPath] = value
    }
}

/// A slot at an optional property: `parent.value[keyPath: keyPath]` of type `Child?`.
@usableFromInline
final class OptionalPropertySlot<Parent, Child>: Slot {
    @usableFromInline unowned(unsafe) let parent: EntityNode<Parent>
    @usableFromInline let keyPath: WritableKeyPath<Parent, Child?>

    @inlinable
    init(parent: EntityNode<Parent>, child: EntityNode<Child>, isBackReference: Bool, keyPath: WritableKeyPath<Parent, Child?>) {
        self.parent = parent
        self.keyPath = keyPath
        super.init(child: child, isBackReference: isBackReference)
    }

    override func apply(from child: NodeBase) {
        let value = unsafeDowncast(child, to: EntityNode<Child>.self).value
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
    @usableFromInline let assign: Assign
    @usableFromInline let index: C.Index

    @inlinable
    init(parent: EntityNode<Parent>, child: EntityNode<C.Element>, isBackReference: Bool, index: C.Index, assign: @escaping Assign) {
        self.parent = parent
        self.index = index
        self.assign = assign
        super.init(child: child, isBackReference: isBackReference)
    }

    override func apply(from child: NodeBase) {
        let value = unsafeDowncast(child, to: EntityNode<C.Element>.self).value
        assign(&parent.value, index, value)
    }
}

/// A slot at one position of the array behind a collection observer: `parent.value[index]`. Needs no key
/// path, so creating one per element costs a single allocation.
@usableFromInline
final class ArrayElementSlot<Element>: Slot {
    @usableFromInline unowned(unsafe) let parent: EntityNode<[Element]>
    @usableFromInline let index: Int

    @inlinable
    init(parent: EntityNode<[Element]>, child: EntityNode<Element>, index: Int) {
        self.parent = parent
        self.index = index
        super.init(child: child, isBackReference: false)
    }

    override func apply(from child: NodeBase) {
        let value = unsafeDowncast(child, to: EntityNode<Element>.self).value
        parent.value[index] = value
    }
}

/// The slot of a single-value alias: `parent.value` itself, of type `Child?`.
@usableFromInline
final class AliasSlot<Child>: Slot {
    @usableFromInline unowned(unsafe) let parent: EntityNode<Child?>

    @inlinable
    init(parent: EntityNode<Child?>, child: EntityNode<Child>) {
        self.parent = parent
        super.init(child: child, isBackReference: false)
    }

    override func apply(from child: NodeBase) {
        parent.value = unsafeDowncast(child, to: EntityNode<Child>.self).value
    }
}
