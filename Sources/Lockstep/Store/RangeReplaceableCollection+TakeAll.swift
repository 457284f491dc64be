// The store's collections that live in a class's stored property (`StoreState.heldNodes`, `WriteEngine.dirty`, the
// engine's leftovers, the change hub's pending events, a node's observers) are changed by taking them out, changing
// the local copy and putting it back, never in place: an in-place change may call the allocator, which the compiler
// cannot see through, so it would check every access to the property at run time (about 90 instructions each). Only
// ever moved, the property is proven exclusive instead. (Not for a collection of a generic element type: unspecialized,
// even moving it goes through calls the compiler cannot see through.)
extension RangeReplaceableCollection {
    /// The elements, leaving this collection empty (its buffer goes with them).
    mutating func takeAll() -> Self {
        var taken = Self()
        swap(&taken, &self)
        return taken
    }

    /// This collection with `element` appended: `field = field.takeAll().appending(element)` appends to a stored
    /// property without changing it in place. Consuming, so that the buffer, unique, is not copied.
    consuming func appending(_ element: Element) -> Self {
        append(element)
        return self
    }
}
