/// Removes an element from a collection when the collection can remove elements
/// (`RangeReplaceableCollection`), found by casting its type rather than through a constraint, so that every
/// `MutableCollection` keeps its entities in sync and only removal depends on it.
@usableFromInline
enum ElementRemoval<C: Collection> {
    /// Removes the element at `index` from `collection`; returns false when `C` cannot remove elements. O(n)
    /// for an array. Inlinable, so that in the caller's specialized code the cast is decided at compile time and
    /// the removal is specialized.
    @inlinable
    static func remove(at index: C.Index, from collection: inout C) -> Bool {
        guard let removable = C.self as? any RangeReplaceableCollection.Type else { return false }
        func remove<R: RangeReplaceableCollection>(as _: R.Type) {
            // `R` is `C` (found by casting `C`'s metatype). The collection is emptied while `elements` holds its
            // elements, so that the removal changes them in place instead of copying them.
            var elements = collection as! R
            collection = R() as! C
            elements.remove(at: index as! R.Index)
            collection = elements as! C
        }
        remove(as: removable)
        return true
    }
}
