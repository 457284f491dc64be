/// A value that may be read and written from any thread: each access holds a lock.
///
/// ```swift
/// let counter = ThreadSafe(0)
/// counter.write(with: { $0 += 1 })
/// counter.read()   // 1
/// ```
///
/// Copies share the value, the way copies of a reference do.
public struct ThreadSafe<Value> {
    private let box: Locked<Value>

    /// Creates the holder of `value`.
    public init(_ value: Value) {
        box = Locked(value)
    }

    /// The current value.
    public func read() -> Value {
        box.withLock { $0 }
    }

    /// Replaces the value with `newValue`.
    public func write(_ newValue: Value) {
        box.withLock { $0 = newValue }
    }

    /// Changes the value with `modify`, with no other access in between.
    public func write(with modify: (inout Value) -> Void) {
        box.withLock { modify(&$0) }
    }
}

extension ThreadSafe: Sendable where Value: Sendable {}
