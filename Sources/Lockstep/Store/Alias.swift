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

    /// Empties the alias as part of `engine`'s write: its observers see nil, what only it held is released after the
    /// lock, and the logger and the change stream hear of it. Does nothing when it is already empty.
    @usableFromInline
    func clear(in engine: WriteEngine) { fatalError("abstract") }

    /// How the engine links the alias again to what its value holds, after removed entities were dropped from it:
    /// ``relink`` while it has a value; nil otherwise (its slots only need renumbering).
    final var relinkStep: ((WriteEngine) -> Void)? { hasValue ? relink : nil }

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

    @usableFromInline
    override func clear(in engine: WriteEngine) {
        engine.willModify(node)
        guard node.value != nil else { return }
        engine.retire(node.relink(to: []).old)
        engine.replaceValue(of: node, with: nil)
        engine.markChanged(node)
        let name = id.name
        engine.report({ $0.didUnregisterAlias(AliasKey<T>(named: name)) })
        engine.state.changes.record(removedChange)
    }
}
