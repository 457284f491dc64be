/// The places where the floor copied one child entity: its parents' ids and its positions in them.
///
/// The first place is stored inline, so that a child held by one parent (a book in its aggregate, a level in the
/// level above) costs no allocation; further places go to an array.
struct ParentSlots {
    /// One place: the parent's id and the child's index in the parent's array (0 for a single property).
    struct Slot: Equatable {
        var parent: Int
        var index: Int
    }

    /// The first place, inline.
    private var first: Slot
    /// The other places, in the order they were added.
    private var rest: [Slot] = []

    /// A list holding `slot` only.
    init(_ slot: Slot) {
        first = slot
    }

    /// Adds a place, after the others.
    mutating func append(_ slot: Slot) {
        rest.append(slot)
    }

    /// Calls `body` with each place, in the order they were added.
    func forEach(_ body: (Slot) -> Void) {
        body(first)
        for slot in rest {
            body(slot)
        }
    }

    /// Every place, last added first.
    var reversed: [Slot] {
        rest.reversed() + [first]
    }

    /// Removes every place in `parent`; false when no place is left (the caller then drops the list).
    mutating func remove(parent: Int) -> Bool {
        rest.removeAll { $0.parent == parent }
        if first.parent == parent {
            guard !rest.isEmpty else { return false }
            first = rest.removeFirst()
        }
        return true
    }

    /// Moves the place `slot` to index `index` in the same parent.
    mutating func move(_ slot: Slot, to index: Int) {
        if first == slot {
            first.index = index
        } else if let position = rest.firstIndex(of: slot) {
            rest[position].index = index
        }
    }
}
