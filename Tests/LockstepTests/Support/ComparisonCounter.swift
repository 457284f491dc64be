import Foundation

/// Counts structural comparisons, from any thread: tells a comparison that looked at elements from a shortcut.
final class ComparisonCounter: @unchecked Sendable {
    // Invariant: `value` is only touched under `lock`.
    private let lock = NSLock()
    private var value = 0

    /// The comparisons counted so far.
    var count: Int { lock.withLock { value } }

    /// Counts one comparison.
    func increment() { lock.withLock { value += 1 } }
}
