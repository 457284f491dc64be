import Lockstep

/// Something `RandomizedModelTests` holds: an observer (which keeps its entity alive) and maybe a recorder.
protocol ModelWatch: AnyObject {
    var name: String { get }
    /// Entities this watch keeps alive.
    var roots: [ModelKey] { get }
    var isSubscribed: Bool { get }
    /// Alias observers keep following their alias after `removeAll`; entity observers are cut off.
    var isAlias: Bool { get }
    func subscribe(drain: () -> Void) -> [String]
    func unsubscribe()
    /// Stops following the reference (after `removeAll`): the value must stay and nothing may be delivered.
    func detach(_ reference: ModelReference)
    /// Takes an accepted removal into account; `before` is the reference just before it. Returns whether the
    /// observed entity was removed.
    @discardableResult
    func didRemove(_ removal: ModelRemoval, before: ModelReference) -> Bool
    /// Compares the observer and the deliveries since the last call with the reference. `writes` is how many
    /// separate writes (each notifying once) the step made; `lenient` lets a transaction notify an unchanged
    /// value once.
    func verify(_ reference: ModelReference, lenient: Bool, writes: Int) -> [String]
}

final class Watch<T: ModelComparable>: ModelWatch {
    let name: String
    private let subject: WatchSubject
    private let observer: EntityObserver<T>
    private let expected: (ModelReference) -> T
    private var state: WatchState<T>
    private var recorder: Recorder<ModelEvent<T>>?
    private(set) var isSubscribed = false
    /// The value and removal state at the last `verify`.
    private var before: T
    private var wasRemoved: Bool

    init(
        _ name: String, _ subject: WatchSubject, observer: EntityObserver<T>, reference: ModelReference,
        state: WatchState<T> = .live, expected: @escaping (ModelReference) -> T
    ) {
        self.name = name
        self.subject = subject
        self.observer = observer
        self.expected = expected
        self.state = state
        switch state {
        case .live: (before, wasRemoved) = (expected(reference), false)
        case .removed(let values): (before, wasRemoved) = (values[0], true)
        case .detached(let value): (before, wasRemoved) = (value, false)
        }
    }

    var isAlias: Bool {
        if case .alias = subject { true } else { false }
    }

    var roots: [ModelKey] {
        guard case .live = state else { return [] }
        switch subject {
        case .entity(let key): return [key]
        case .batch(let batch): return batch.roots
        case .alias: return []
        }
    }

    func subscribe(drain: () -> Void) -> [String] {
        let recorder = Recorder<ModelEvent<T>>()
        recorder.subscription = observer.observe { [weak recorder] in
            recorder?.append(.value($0))
        } onRemove: { [weak recorder] in
            recorder?.append(.removed)
        }
        drain()
        let first = recorder.values
        recorder.reset()
        self.recorder = recorder
        isSubscribed = true
        let expected: ModelEvent<T> = wasRemoved ? .removed : .value(before)
        return first.isSame(as: [expected]) ? [] : ["\(name): first delivery \(first), expected \(expected)"]
    }

    func unsubscribe() {
        recorder?.subscription?.unsubscribe()
        isSubscribed = false
    }

    func detach(_ reference: ModelReference) {
        if case .live = state { state = .detached(expected(reference)) }
    }

    func didRemove(_ removal: ModelRemoval, before reference: ModelReference) -> Bool {
        guard case .live = state else { return false }
        switch subject {
        case .entity(let key) where removal.removed.contains(key):
            // The last value stays (the runtime may show some removed children dropped already, see
            // `ModelRemoval.partial`).
            state = .removed([expected(reference)] + (removal.partial[key].map { [expected(reference.replacing($0))] } ?? []))
            return true
        case .batch(let batch):
            batch.drop(removal.removed)
            return false
        default:
            return false
        }
    }

    func verify(_ reference: ModelReference, lenient: Bool, writes: Int) -> [String] {
        let (allowed, isRemoved): ([T], Bool)
        switch state {
        case .live: (allowed, isRemoved) = ([expected(reference)], false)
        case .removed(let values): (allowed, isRemoved) = (values, true)
        case .detached(let value): (allowed, isRemoved) = ([value], false)
        }
        var failures: [String] = []
        let shown = observer.value
        if !allowed.contains(where: shown.isSame) {
            failures.append("\(name): observer shows \(shown)\n    expected \(allowed.count == 1 ? "\(allowed[0])" : "one of \(allowed)")")
        }
        // Only entities can be removed (reading `isRemoved` is not free: spare it for aliases and batches).
        if case .entity = subject, observer.isRemoved != isRemoved {
            failures.append("\(name): isRemoved is \(observer.isRemoved), expected \(isRemoved)")
        }
        if let recorder {
            let delivered = recorder.values
            recorder.reset()
            failures += check(delivered, now: allowed[0], isRemoved: isRemoved, lenient: lenient || isTouched(in: reference), writes: writes)
        }
        (before, wasRemoved) = (isRemoved ? shown : allowed[0], isRemoved)
        return failures
    }

    /// Whether a write this step may have changed the value's bits without changing its fields.
    private func isTouched(in reference: ModelReference) -> Bool {
        if case .entity(let key) = subject { reference.touched.contains(key) || reference.spuriouslyTouched.contains(key) } else { false }
    }

    /// What a subscription may have heard since the last check: once per changed step (transactions included)
    /// the final value, exactly one removal notification, nothing after it or after `unsubscribe()`. A step of
    /// several writes may notify once per write, the final value last.
    private func check(_ delivered: [ModelEvent<T>], now: T, isRemoved: Bool, lenient: Bool, writes: Int) -> [String] {
        if !isSubscribed {
            return delivered.isEmpty ? [] : ["\(name): notified after unsubscribe: \(delivered)"]
        }
        if isRemoved {
            let expected: [ModelEvent<T>] = wasRemoved ? [] : [.removed]
            return delivered.isSame(as: expected) ? [] : ["\(name): removed, expected \(expected)\n    but delivered \(delivered)"]
        }
        let endsOnNow = delivered.last.map { $0.isSame(as: .value(now)) } ?? false
        if !now.isSame(as: before) {
            let heard = writes > 1 ? (1...writes).contains(delivered.count) && endsOnNow : delivered.isSame(as: [.value(now)])
            return heard ? [] : ["\(name): changed to \(now)\n    but delivered \(delivered)"]
        }
        let allowed = writes > 1
            ? delivered.count <= writes && (delivered.isEmpty || endsOnNow)
            : lenient ? delivered.count <= 1 && delivered.allSatisfy { $0.isSame(as: .value(now)) } : delivered.isEmpty
        return allowed ? [] : ["\(name): unchanged (\(now))\n    but delivered \(delivered)"]
    }
}
