import Lockstep

/// The floor's entry for a plain entity: the value and its stamp, nothing else (parent lists live in a side
/// table that only nested entities use, so a plain entity costs its value, a stamp and its key).
struct Stamped<Value> {
    /// The stored value.
    var value: Value
    /// The stamp of the last accepted write (NaN until a stamped one; see ``StampRule``).
    var stamp: Stamp

    /// The entry of a value stored by a write stamped `stamp`.
    init(_ value: Value, stamp: Stamp?) {
        self.value = value
        self.stamp = StampRule.initial(stamp)
    }
}

extension Stamped where Value: Equatable {
    /// Applies a write of `newValue` stamped `stamp` to this stored entry: the stamp check, then `==`, then the
    /// new value.
    mutating func write(_ newValue: Value, stamp received: Stamp?) -> WriteOutcome<Value> {
        guard StampRule.accepts(received, over: stamp) else { return .stale(kept: value) }
        StampRule.record(received, in: &stamp)
        if value == newValue { return .unchanged }
        value = newValue
        return .changed
    }
}
