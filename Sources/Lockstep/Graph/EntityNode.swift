/// One value in the entity graph: an entity, an alias, or the array behind a collection observer.
///
/// A node owns its children (through its slots) and is weakly known by its parents' children and by the
/// store's tables, so it lives exactly as long as an observer, a subscription, a parent or an alias holds it.
/// Every field is guarded by the owning store's lock.
@usableFromInline
final class EntityNode<T>: NodeBase {
    @usableFromInline @exclusivity(unchecked) var value: T
    /// Where this node's children sit inside `value`. Owning the slots keeps the children alive.
    @usableFromInline @exclusivity(unchecked) var children: ContiguousArray<Slot> = []

    /// Active subscriptions, in subscription order; each is an `ObserverRegistration<T>`. The element type is
    /// not generic so that array operations here need no generic metadata lookup.
    @usableFromInline @exclusivity(unchecked) var observers: ContiguousArray<AnyObserverRegistration> = []

    /// Creates a node; `releases` is the counter of the table it is registered in, if any.
    @inlinable
    init(value: T, stamp: Stamp? = nil, releases: ReleaseCounter? = nil) {
        self.value = value
        super.init(stamp: stamp, releases: releases)
    }

    override func makeNotification() -> PendingNotification? {
        guard !observers.isEmpty else { return nil }
        // The first registration carries the notification type, so no generic metadata is looked up here.
        let first = unsafeDowncast(observers[0], to: ObserverRegistration<T>.self)
        return first.notificationType.init(value: value, registrations: observers)
    }

    override func unchangedCheck() -> (() -> Bool)? {
        guard let equals = EqualityWitness.make(for: T.self) else { return nil }
        let original = value
        return { [unowned(unsafe) self] in equals(self.value, original) }
    }

    override var childSlots: ContiguousArray<Slot> { children }

    override func detachChildren() -> ContiguousArray<Slot> {
        relink(to: [])
    }

    override func removeObserver(_ registration: AnyObserverRegistration) -> AnyObserverRegistration? {
        guard let index = observers.firstIndex(where: { $0 === registration }) else { return nil }
        return observers.remove(at: index)
    }

    /// Replaces the children with `slots` and links each child back to this node.
    ///
    /// - Returns: the previous slots, so that the caller releases them (and maybe the children) after the
    ///   lock is released.
    @usableFromInline
    func relink(to slots: ContiguousArray<Slot>) -> ContiguousArray<Slot> {
        let id = ObjectIdentifier(self)
        for slot in children {
            guard let child = slot.childNode else { continue }
            if child.parents?.remove(parent: id) == true {
                child.parents = nil
            }
        }
        for slot in slots {
            guard let child = slot.childNode else { continue }
            // A cycle needs a path back into this node, so a node nothing links to (most roots) skips the walk.
            if slot.retainedChild != nil, child === self || parents != nil, child.retains(self) {
                slot.holdChildWeakly()
            }
            if let parents = child.parents {
                parents.add(slot, parent: self, id: id)
            } else {
                child.parents = ParentLinks(slot, parent: self, id: id)
            }
        }
        let old = children
        children = slots
        return old
    }
}
