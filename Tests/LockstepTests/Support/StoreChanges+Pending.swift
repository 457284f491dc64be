@testable import Lockstep

extension StoreChanges {
    /// Every event waiting for the consumer, in order. A write hands its events to the listeners before it
    /// returns, so after the writes this is all of them; read without waiting, so that a missing event fails the
    /// test instead of hanging it (`StoreChangesBufferTests` reads through the iterator).
    func pendingEvents() -> [StoreChange] {
        var events: [StoreChange] = []
        while true {
            switch registration.listener.take() {
            case let .change(change): events.append(change.change)
            case .empty, .cancelled: return events
            }
        }
    }
}
