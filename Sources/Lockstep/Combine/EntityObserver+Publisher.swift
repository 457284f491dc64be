#if canImport(Combine)
import Combine

extension EntityObserver {
    /// A publisher of the current value, then of every change, delivered on the store's queue. The
    /// observation starts when a subscriber subscribes, and cancelling the subscription unsubscribes.
    public var asPublisher: AnyPublisher<T, Never> {
        let observer = self
        return Deferred { () -> AnyPublisher<T, Never> in
            let subject = PassthroughSubject<T, Never>()
            var subscription: Lockstep.Subscription?
            return subject
                .handleEvents(
                    receiveSubscription: { _ in subscription = observer.observe { subject.send($0) } },
                    receiveCancel: { subscription?.unsubscribe() }
                )
                .eraseToAnyPublisher()
        }
        .eraseToAnyPublisher()
    }
}
#endif
