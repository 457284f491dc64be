#if canImport(Combine)
import Combine

extension EntityObserver {
    /// A publisher of the current value, then of every change, delivered on the store's queue. Cancelling
    /// the subscription unsubscribes.
    public var asPublisher: AnyPublisher<T, Never> {
        let observer = self
        return Deferred {
            let subject = PassthroughSubject<T, Never>()
            let subscription = observer.observe { subject.send($0) }
            return subject.handleEvents(receiveCancel: { subscription.unsubscribe() })
        }
        .eraseToAnyPublisher()
    }
}
#endif
