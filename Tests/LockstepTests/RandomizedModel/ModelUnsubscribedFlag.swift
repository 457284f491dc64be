import Foundation

/// Set right after `unsubscribe()` returns: an observer that finds it set was called too late.
final class UnsubscribedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
