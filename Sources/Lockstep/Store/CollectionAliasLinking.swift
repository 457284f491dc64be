/// Builds the slots of a collection alias (`AliasKey<C>` stored with `store(entities:named:)`).
///
/// The public API accepts any `Collection`, but only a `MutableCollection` can have elements written back.
/// The check is made once per alias write, through a conditional conformance, not per element.
enum CollectionAliasLinking<C: Collection> {
    static func slots(for node: EntityNode<C?>, elements: [EntityNode<C.Element>]) -> ContiguousArray<Slot> {
        guard let linking = CollectionAliasLinking<C>.self as? any MutableCollectionAliasLinking.Type else {
            return []
        }
        return linking.mutableSlots(for: node, elements: elements)
    }
}

private protocol MutableCollectionAliasLinking {
    static func mutableSlots<N, E>(for node: EntityNode<N>, elements: [EntityNode<E>]) -> ContiguousArray<Slot>
}

extension CollectionAliasLinking: MutableCollectionAliasLinking where C: MutableCollection {
    // N is C? and E is C.Element: the only caller is `slots(for:elements:)` above.
    fileprivate static func mutableSlots<N, E>(for node: EntityNode<N>, elements: [EntityNode<E>]) -> ContiguousArray<Slot> {
        // Invariant: `N` is `C?` (see above).
        let parent = (node as! EntityNode<C?>)
        guard var content = parent.value else { return [] }
        var slots = ContiguousArray<Slot>()
        var index = content.startIndex
        let kind = ElementSlot<C?, C>.Kind(
            // `!` on the inout optional reaches the elements in place: the removal does not copy them.
            drop: { value, index in value != nil && ElementRemoval.remove(at: index, from: &value!) ? .inPlace : .failed },
            propagate: { alias, slot, element in alias.value?[slot.index] = (element as! EntityNode<C.Element>).value }
        )
        for element in elements where index != content.endIndex {
            // Invariant: `E` is `C.Element` (see above).
            let child = (element as! EntityNode<C.Element>)
            content[index] = child.value
            slots.append(ElementSlot<C?, C>(parent: parent, child: child, index: index, kind: kind))
            content.formIndex(after: &index)
        }
        // `content` is the value just linked, with the elements' current values: nothing is released here.
        parent.value = content
        return slots
    }
}
