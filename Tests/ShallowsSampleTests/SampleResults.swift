import Foundation

/// What the samples' completion handlers saw, for the assertions.
final class SampleResults: @unchecked Sendable {
    // @unchecked Sendable: `values` is only touched with `lock` held.
    private let lock = NSLock()
    private var values: [String] = []

    func record(_ value: Any) {
        lock.lock()
        values.append("\(value)")
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}
