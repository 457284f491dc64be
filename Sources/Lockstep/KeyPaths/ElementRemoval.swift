/// Removes an element from a collection when the collection can remove elements
/// (`RangeReplaceableCollection`), found through a conditional conformance rather than a constraint, so that
/// every `MutableCollection` keeps its entities in sync and only removal depends on it.
@usableFromInline
enum ElementRemoval<C: Collection> {
    /// Removes the element at `index` from `collection`; returns false when `C` cannot remove elements. O(n)
    /// for an array. Inlinable, so that in the caller's specialized code the conformance is known at compile
    /// time and the removal is specialized.
    @inlinable
    static func remove(at index: C.Index, from collection: inout C) -> Bool {
        guard let removable = ElementRemoval<C>.self as? any RemovableElements.Type else { return false }
        return removable.remove(at: index, from: &collection)
    }
}

@usableFromInline
protocol RemovableElements {
    static func remove<D>(at index: D.Index, from collection: inout D) -> Bool where D: Collection
}

extension ElementRemoval: RemovableElements where C: RangeReplaceableCollection {
    // D is C: the only caller is `remove(at:from:)` above, which found this conformance for C.
    @inlinable
    static func remove<D: Collection>(at index: D.Index, from collection: inout D) -> Bool {
        // `D` is `C` (see above), so `D.Index` is `C.Index`. The collection is emptied while `elements` holds
        // its elements, so that the removal changes them in place instead of copying them.
        var elements = collection as! C
        collection = C() as! D
        elements.remove(at: index as! C.Index)
        collection = elements as! D
        return true
    }
}
