/// The identity of an alias: its value type and its name, so that `AliasKey<User>(named: "me")` and
/// `AliasKey<[User]>(named: "me")` are different aliases.
struct AliasID: Hashable {
    let type: ObjectIdentifier
    let name: String

    init<T>(_ key: AliasKey<T>) {
        type = ObjectIdentifier(T.self)
        name = key.name
    }
}

/// What emptying an alias released, handed back to the write (see `WriteEngine.clear(_:)`), since the alias changes
/// its own node and never calls the write engine: the slots it held and its former value, released after the lock
/// (releasing them may free nodes and run a `deinit`), and the logger's report of the removal.
typealias AliasClearing = (slots: ContiguousArray<Slot>, value: Any, report: (Logger) -> Void)

/// Type-erased handle on an ``Alias``, so the store can keep them in one dictionary: what needs no value type.
@usableFromInline
class AnyAlias {
    /// The alias's identity in the store's registry.
    let id: AliasID
    /// The type of the aliased value (for introspection).
    let valueType: Any.Type
    /// The highest stamp of the writes that set the alias's content, nil while none carried one. Guarded by
    /// the store's lock; an optimistic layer sets it back when it is undone (see `NodeCopy`).
    @usableFromInline var stamp: Stamp?
    /// For an alias of a wrapper value: links it again to the entities its value holds (set when it is stored).
    var relink: ((WriteEngine) -> Void)?

    init(id: AliasID, valueType: Any.Type) {
        self.id = id
        self.valueType = valueType
    }

    /// The alias's node, whose slots hold what it designates.
    var aliasNode: NodeBase { fatalError("abstract") }

    /// Whether the alias designates something now.
    var hasValue: Bool { fatalError("abstract") }

    /// Whether the alias designates nothing and nobody observes it: then forgetting it changes nothing a user
    /// can see (a later `find(named:)` creates it again, empty), and its key need not be kept.
    var isForgettable: Bool { fatalError("abstract") }

    /// Empties the alias's node and returns what it released; nil, changing nothing, when it is already empty.
    func clear() -> AliasClearing? { fatalError("abstract") }

    /// How the engine links the alias again to what its value holds, after removed entities were dropped from it:
    /// ``relink`` while it has a value; nil otherwise (its slots only need renumbering).
    final var relinkStep: ((WriteEngine) -> Void)? { hasValue ? relink : nil }

    /// Records that a write stamped `stamp` set the alias's content.
    @usableFromInline
    final func recordWrite(stamped stamp: Stamp?) {
        guard let stamp else { return }
        self.stamp = max(self.stamp ?? stamp, stamp)
    }

    /// The event that reports the alias emptied, for `EntityStore.changes`.
    final var removedChange: PendingChange { .ready(.aliasRemoved(name: id.name, type: String(describing: valueType))) }
}

/// An alias: a node whose value is the aliased content or nil. The store holds it strongly, so what it
/// designates stays alive until the alias is removed; after removal it stays registered (empty) while observers
/// hold it, so that they see the next value stored under the same key.
@usableFromInline
final class Alias<T>: AnyAlias {
    /// The alias's node: held here, and by the observers of the alias. Never registered: an alias holds its
    /// children while it is set (see `StoreState.isOrphan(at:)`).
    @usableFromInline var node = EntityNode<T?>(value: nil)

    init(key: AliasKey<T>) {
        super.init(id: AliasID(key), valueType: T.self)
    }

    override var aliasNode: NodeBase { node }

    override var hasValue: Bool { node.value != nil }

    override var isForgettable: Bool {
        // No observer holds the node: this alias holds its only reference.
        node.value == nil && isKnownUniquelyReferenced(&node)
    }

    override func clear() -> AliasClearing? {
        guard let value = node.value else { return nil }
        let slots = node.relink(to: []).old
        node.value = nil
        node.noteValueChanged()
        let name = id.name
        return (slots, value, { $0.didUnregisterAlias(AliasKey<T>(named: name)) })
    }
}
