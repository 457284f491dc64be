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
    func detach()
    /// Compares the observer and the deliveries since the last call with the reference.
    func verify(_ reference: ModelReference, lenient: Bool) -> [String]
}

final class Watch<T: Equatable>: ModelWatch {
    let name: String
    private(set) var roots: [ModelKey]
    private let observer: EntityObserver<T>
    private var expected: (ModelReference) -> T
    private var recorder: Recorder<T>?
    private(set) var isSubscribed = false
    let isAlias: Bool
    private var before: T

    init(_ name: String, roots: [ModelKey], isAlias: Bool = false, observer: EntityObserver<T>, reference: ModelReference, expected: @escaping (ModelReference) -> T) {
        self.name = name
        self.roots = roots
        self.isAlias = isAlias
        self.observer = observer
        self.expected = expected
        self.before = expected(reference)
    }

    func subscribe(drain: () -> Void) -> [String] {
        let recorder = Recorder<T>()
        recorder.subscription = observer.observe { [weak recorder] in recorder?.append($0) }
        drain()
        let first = recorder.values
        recorder.reset()
        self.recorder = recorder
        isSubscribed = true
        return first == [observer.value] ? [] : ["\(name): first delivery \(first), value \(observer.value)"]
    }

    func unsubscribe() {
        recorder?.subscription?.unsubscribe()
        isSubscribed = false
    }

    func detach() {
        let frozen = observer.value
        expected = { _ in frozen }
        roots = []
    }

    func verify(_ reference: ModelReference, lenient: Bool) -> [String] {
        var failures: [String] = []
        let now = expected(reference)
        if observer.value != now {
            failures.append("\(name): observer shows \(observer.value)\n    expected \(now)")
        }
        if let recorder {
            let delivered = recorder.values
            recorder.reset()
            if !isSubscribed {
                if !delivered.isEmpty { failures.append("\(name): notified after unsubscribe: \(delivered)") }
            } else if now != before {
                if delivered != [now] { failures.append("\(name): changed to \(now)\n    but delivered \(delivered)") }
            } else if lenient ? delivered.contains(where: { $0 != now }) || delivered.count > 1 : !delivered.isEmpty {
                failures.append("\(name): unchanged (\(now))\n    but delivered \(delivered)")
            }
        }
        before = now
        return failures
    }
}
