/// Counts deliveries per observer, so that the scale mode can check that each observer was notified exactly
/// once. Only touched where the store delivers (one serial queue, or the main thread).
final class Tally: @unchecked Sendable {
    /// Deliveries per observer.
    private(set) var counts: [Int]
    /// Deliveries in all.
    private(set) var total = 0

    /// A tally of `observers` observers, all at zero.
    init(observers: Int) {
        counts = Array(repeating: 0, count: observers)
    }

    /// Counts one delivery to `observer`.
    func count(_ observer: Int) {
        counts[observer] += 1
        total += 1
    }

    /// Sets every count back to zero.
    func reset() {
        counts = Array(repeating: 0, count: counts.count)
        total = 0
    }
}
