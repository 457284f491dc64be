/// An alias: a node whose value is the aliased content or nil. The store holds it strongly, so what it
/// designates stays alive until the alias is removed; after removal it stays registered (empty) while observers
/// hold it, so that they see the next value stored under the same key.
@usableFromInline
final class Alias<T>: AnyAlias {
    let key: AliasKey<T>

    override var id: AliasID { AliasID(key) }

    /// The alias's node: held here, and by the observers of the alias. Never registered: an alias holds its
    /// children while it is set (see `StoreState.isOrphan(at:)`).
    @usableFromInline var node = EntityNode<T?>(value: nil)
    /// The highest stamp of the writes that set the alias's content, nil while none carried one. Guarded by
    /// the store's lock.
    @usableFromInline var stamp: Stamp?

    init(key: AliasKey<T>) {
        self.key = key
    }

    override var aliasNode: NodeBase { node }

    override var valueType: Any.Type { T.self }

    override var recordedStamp: Stamp? { stamp }

    override func restoreStamp(_ stamp: Stamp?) {
        self.stamp = stamp
    }

    override var hasValue: Bool { node.value != nil }

    override var isForgettable: Bool {
        // No observer holds the node: this alias holds its only reference.
        node.value == nil && isKnownUniquelyReferenced(&node)
    }

    /// For an alias of a wrapper value: links it again to the entities its value holds (set when it is stored).
    var relink: ((WriteEngine) -> Void)?

    override var relinkStep: ((WriteEngine) -> Void)? {
        node.value != nil ? relink : nil
    }

    /// Records that a write stamped `stamp` set the alias's content.
    @usableFromInline
    func recordWrite(stamped stamp: Stamp?) {
        guard let stamp else { return }
        self.stamp = max(self.stamp ?? stamp, stamp)
    }

    override func clear() -> AliasClearing? {
        guard let value = node.value else { return nil }
        let slots = node.relink(to: []).old
        node.value = nil
        node.noteValueChanged()
        let key = self.key
        return AliasClearing(node: node, slots: slots, value: value, report: { $0.didUnregisterAlias(key) })
    }
}
