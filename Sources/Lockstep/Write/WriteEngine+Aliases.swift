// Aliases, collection observers and slot changes: nodes whose children are set by the write itself.
extension WriteEngine {
    /// Gives `node` new children; the old slots are released after the lock. A new slot that closes a cycle
    /// makes `node` the cycle's anchor (see `NodeBase.markCycleClosed()`).
    @usableFromInline
    func replaceChildren<T>(of node: EntityNode<T>, with slots: ContiguousArray<Slot>) {
        let (old, closesCycle) = node.relink(to: slots)
        retire(old)
        if closesCycle {
            node.markCycleClosed()
        }
    }

    /// Points the alias `node` at `child`, or does nothing when it already does (changes of `child` reach the
    /// alias through propagation).
    @usableFromInline
    func link<T>(alias node: EntityNode<T?>, to child: EntityNode<T>) {
        if node.children.count == 1, node.children[0].child === child { return }
        let slot = ValueSlot<T?, T>(parent: node, child: child, drop: { value in
            value = nil
            return .inPlace
        }) { $0.value = ($1 as! EntityNode<T>).value }
        retire(node.relink(to: [slot]).old)
        replaceValue(of: node, with: child.value)
        markChanged(node)
    }

    /// Points the collection alias `node` at `children`, in order.
    ///
    /// The alias keeps following its elements when `C` is a `MutableCollection` (such as `Array`); other
    /// collections are kept as stored.
    @usableFromInline
    func link<C: Collection>(alias node: EntityNode<C?>, to content: C, elements children: [EntityNode<C.Element>]) {
        // Already following these elements, in this order: their changes reach the alias by propagation.
        if let current = node.value, children.isEmpty
            ? current.isEmpty
            : node.children.count == children.count && zip(node.children, children).allSatisfy({ $0.child === $1 }) {
            return
        }
        replaceValue(of: node, with: content)
        let slots = CollectionAliasLinking.slots(for: node, elements: children)
        retire(node.relink(to: slots).old)
        markChanged(node)
    }

    /// Sets the alias `node` to `wrapper`, a value that is not an entity but holds some (search results, say):
    /// each entity it holds is stored in its own node, and the alias follows them as an aggregate would.
    @usableFromInline
    func link<W: EntityWrapper>(alias node: EntityNode<W?>, toWrapper wrapper: W) {
        let (value, slots) = normalize(wrapper: wrapper, under: node)
        replaceChildren(of: node, with: slots)
        replaceValue(of: node, with: value)
        markChanged(node)
    }

    /// Stores each entity `wrapper` holds in its own node; returns the wrapper showing their stored values, and
    /// the slots that hold them in `parent`.
    func normalize<W: EntityWrapper>(wrapper: W, under parent: EntityNode<W?>) -> (W?, slots: ContiguousArray<Slot>) {
        var value: W? = wrapper
        var scope = NormalizeScope<W?>(engine: self, parent: parent)
        for keyPath in wrapper.wrappedEntitiesKeyPaths(relativeTo: \W?.!) {
            keyPath.normalize(&value, &scope)
        }
        return (value, scope.slots)
    }

    /// Empties `alias`: its observers see nil, what only it held is released after the lock, and the logger hears
    /// of it. Does nothing when it is already empty.
    @usableFromInline
    func clear(_ alias: AnyAlias) {
        willModify(alias.aliasNode)
        guard let cleared = alias.clear() else { return }
        retire(cleared.slots)
        retire(value: cleared.value)
        markChanged(alias.aliasNode)
        report(cleared.report)
        state.changes.record(alias.removedChange)
    }

    /// Creates the node behind a collection observer: an array that follows its elements, once it is first read
    /// or observed (see ``PendingElements``).
    @inlinable
    func makeCollectionNode<E>(of elements: [EntityNode<E>]) -> EntityNode<[E]> {
        let node = EntityNode<[E]>(value: [])
        guard !elements.isEmpty else { return node }
        let state = self.state
        node.children = [
            PendingElements { parent in
                // Invariant: this slot belongs to the node made above, an `EntityNode<[E]>`.
                let node = (parent as! EntityNode<[E]>)
                var values: [E] = []
                values.reserveCapacity(elements.count)
                var slots = ContiguousArray<Slot>()
                slots.reserveCapacity(elements.count)
                let kind = ElementSlot<[E], [E]>.Kind(
                    drop: { value, index in
                        value.remove(at: index)
                        return .inPlace
                    },
                    propagate: { $0.value[$1.index] = ($2 as! EntityNode<E>).value }
                )
                // An element removed since the call is left out, as its removal would have dropped it; so is one
                // the store forgot (`removeAll()`), which nothing would keep in sync.
                for element in elements where element.registryIndex >= 0 {
                    slots.append(ElementSlot(parent: node, child: element, index: values.count, kind: kind))
                    values.append(element.value)
                }
                node.value = values
                // Registered: its elements' liveness now comes through it (see `StoreState+Liveness.swift`).
                state.registry.add(node)
                return node.relink(to: slots).old
            }
        ]
        return node
    }
}
