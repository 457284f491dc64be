#if canImport(Combine)
import Combine

extension EntityObserver {
    /// A publisher of the current value, then of every change, delivered on the store's queue. The
    /// observation starts when a subscriber subscribes, and cancelling the subscription unsubscribes. The
    /// publisher completes when the entity is removed.
    public var asPublisher: AnyPublisher<T, Never> {
        let observer = self
        return Deferred { () -> AnyPublisher<T, Never> in
            let subject = PassthroughSubject<T, Never>()
            var subscription: Lockstep.Subscription?
            return subject
                .handleEvents(
                    receiveSubscription: { _ in
                        subscription = observer.observe(
                            onChange: { subject.send($0) },
                            onRemove: { subject.send(completion: .finished) }
                        )
                    },
                    receiveCancel: { subscription?.unsubscribe() }
                )
                .eraseToAnyPublisher()
        }
        .eraseToAnyPublisher()
    }
}
#endif
