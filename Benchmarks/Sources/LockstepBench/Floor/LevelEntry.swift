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
    /// The closures called after every change: inline, or on the store's queue with `queued`.
    var observers: [(Level) -> Void] = []

    /// Writes `child` at `index` of the value's children, notifies the observers, and returns what the climb
    /// needs next: the new value and the levels holding this one.
    mutating func write(
        child: Level,
        at index: Int,
        notifying queued: inout QueuedNotifications?
    ) -> (value: Level, parents: ParentSlots?) {
        value.child[index] = child
        notify(&queued)
        return (value, parents)
    }

    /// Calls the observers with the current value inline, or captures them with it in `queued` (the queued
    /// floor).
    func notify(_ queued: inout QueuedNotifications?) {
        guard !observers.isEmpty else { return }
        guard queued == nil else {
            queued?.capture(observers, value)
            return
        }
        for observer in observers {
            observer(value)
        }
    }
}
