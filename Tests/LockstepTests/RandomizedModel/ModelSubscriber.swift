import Lockstep

/// A subscription a concurrency test makes through `observe(onChange:onRemove:)`, with everything it heard.
final class ModelSubscriber<T: ModelComparable>: @unchecked Sendable {
    // @unchecked Sendable: the recorders and the flag lock; `observer` is only read.
    let observer: EntityObserver<T>
    private let events = Recorder<ModelEvent<T>>()
    private let flag = UnsubscribedFlag()
    private let late = Recorder<String>()

    init(_ observer: EntityObserver<T>) {
        self.observer = observer
        let (events, flag, late) = (events, flag, late)
        events.subscription = observer.observe { value in
            if flag.isSet { late.append("\(value)") }
            events.append(.value(value))
        } onRemove: {
            if flag.isSet { late.append("the removal") }
            events.append(.removed)
        }
    }

    var heard: [ModelEvent<T>] { events.values }

    /// Unsubscribes; anything delivered after this returns is a failure.
    func unsubscribe() {
        events.subscription?.unsubscribe()
        flag.set()
    }

    /// Once every delivery is done: nothing arrived after `unsubscribe()` returned, a removal arrived at most once
    /// and nothing after it, and a subscription still running heard the final state last.
    func failures(_ name: String) -> [String] {
        var failures = late.values.map { "\(name): \($0) delivered after unsubscribe() returned" }
        let heard = self.heard
        if let removal = heard.firstIndex(where: { $0.isSame(as: .removed) }), removal != heard.count - 1 {
            failures.append("\(name): heard \(Array(heard[removal...])): something after the removal")
        }
        if !flag.isSet {
            let final: ModelEvent<T> = observer.isRemoved ? .removed : .value(observer.value)
            if heard.last.map({ !$0.isSame(as: final) }) ?? true {
                failures.append("\(name): heard \(heard.last.map { "\($0)" } ?? "nothing") last, but the final state is \(final)")
            }
        }
        return failures
    }
}
