import Lockstep

/// The floor's entry for a level of a chain: its value (with a copy of the chain below it), its stamp, the
/// levels holding it and its observers, all inline, so that climbing one level costs one hash lookup.
struct LevelEntry {
    /// The level, holding a copy of the chain below it.
    var value: Level
    /// The stamp of the last accepted write (NaN until a stamped one; see ``StampRule``).
    var stamp: Stamp
    /// The places of this level in the levels holding it; nil for the top of a chain.
    var parents: ParentSlots?
    /// The closures called, inline, after every change.
    var observers: [(Level) -> Void] = []

    /// Writes `child` at `index` of the value's children, calls the observers inline, and returns what the climb
    /// needs next: the new value and the levels holding this one.
    mutating func write(child: Level, at index: Int) -> (value: Level, parents: ParentSlots?) {
        value.child[index] = child
        notify()
        return (value, parents)
    }

    /// Calls the observers with the current value.
    func notify() {
        for observer in observers {
            observer(value)
        }
    }
}
