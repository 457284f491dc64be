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
        // Checked once per alias write, by casting the type, not per element.
        let slots = (C.self as? any MutableCollection.Type).map { elementSlots(of: node, children, as: $0) } ?? []
        retire(node.relink(to: slots).old)
        markChanged(node)
    }

    /// The slots of the collection alias `node`, one per element of `children`, which its value now holds in order,
    /// when `M`, its collection type, is a `MutableCollection`: only then can a changed element be written back.
    private func elementSlots<C: Collection, M: MutableCollection>(
        of node: EntityNode<C?>, _ children: [EntityNode<C.Element>], as _: M.Type
    ) -> ContiguousArray<Slot> {
        // Invariant: `M` is `C` (found by casting `C`'s metatype).
        let parent = (node as! EntityNode<M?>)
        guard var content = parent.value else { return [] }
        var slots = ContiguousArray<Slot>()
        var index = content.startIndex
        let kind = ElementSlot<M?, M>.Kind(
            // `!` on the inout optional reaches the elements in place: the removal does not copy them.
            drop: { value, index in value != nil && ElementRemoval.remove(at: index, from: &value!) ? .inPlace : .failed },
            propagate: { alias, slot, element in alias.value?[slot.index] = (element as! EntityNode<M.Element>).value }
        )
        for element in children where index != content.endIndex {
            // Invariant: `C.Element` is `M.Element`, since `M` is `C`.
            let child = (element as! EntityNode<M.Element>)
            content[index] = child.value
            slots.append(ElementSlot<M?, M>(parent: parent, child: child, index: index, kind: kind))
            content.formIndex(after: &index)
        }
        // `content` is the value just linked, with the elements' current values: nothing is released here.
        parent.value = content
        return slots
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
