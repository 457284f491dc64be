import Dispatch
import Foundation
import XCTest
@testable import Lockstep

/// A base for store tests: a store on a private serial queue, and helpers to wait for deliveries.
class StoreTestCase: XCTestCase {
    let queue = DispatchQueue(label: "lockstep.tests.notifications")
    var logger: RecordingLogger!
    var store: EntityStore!

    override func setUp() {
        super.setUp()
        logger = RecordingLogger()
        store = EntityStore(queue: queue, logger: logger)
    }

    /// Waits until every notification queued so far was delivered.
    func drain() {
        queue.sync {}
    }

    /// Sweeps the store: drops every node nothing holds, as the store does on its own at a write once it has grown
    /// (`StoreState.sweep()`), so that a test sees what is released without writing that much first.
    func sweep() {
        store?.lock.withLock { $0.sweep() }
    }

    /// Sweeps (see ``sweep()``), then waits until `isReleased()` holds, and fails if it does not within `timeout`.
    /// What a write that reached deep data leaves behind (replaced slots and values, delivered notifications) is
    /// released later, on the deep-release thread (`DeepRelease`), so the nodes it holds may outlive the write and
    /// its deliveries by a moment.
    func assertEventuallyReleased(
        _ what: String, timeout: TimeInterval = 30, _ isReleased: () -> Bool, file: StaticString = #filePath, line: UInt = #line
    ) {
        sweep()
        if !waitUntil(timeout: timeout, isReleased) {
            XCTFail("\(what) still alive after \(Int(timeout)) s", file: file, line: line)
        }
    }

    /// Runs `body` on another thread and fails, instead of hanging, when it does not return in time (a deadlock).
    func assertReturns(_ name: String, timeout: TimeInterval = 10, _ body: @escaping () -> Void) {
        let returned = expectation(description: name)
        let work = UncheckedSendable(body)
        Thread {
            work.value()
            returned.fulfill()
        }.start()
        wait(for: [returned], timeout: timeout)
    }

    /// Subscribes a recorder to `observer` and drains the initial value.
    func record<T>(_ observer: EntityObserver<T>, dropFirst: Bool = true) -> Recorder<T> {
        let recorder = Recorder<T>()
        recorder.subscription = observer.observe { recorder.append($0) }
        drain()
        if dropFirst { recorder.reset() }
        return recorder
    }
}

/// Collects the values delivered to one observer.
final class Recorder<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [T] = []
    var subscription: Subscription?

    func append(_ value: T) {
        lock.lock()
        storage.append(value)
        lock.unlock()
    }

    var values: [T] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    var count: Int { values.count }

    func reset() {
        lock.lock()
        storage = []
        lock.unlock()
    }
}

/// A logger that records what it is told, as readable lines.
final class RecordingLogger: Logger, @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    func reset() {
        lock.lock()
        storage = []
        lock.unlock()
    }

    private func append(_ line: String) {
        lock.lock()
        storage.append(line)
        lock.unlock()
    }

    func didStore<T: Identifiable>(_ type: T.Type, id: T.ID) {
        append("stored \(type) \(id)")
    }

    func didFailedToStore<T: Identifiable>(_ type: T.Type, id: T.ID, error: Error) {
        append("failed \(type) \(id) \(error)")
    }

    func didRegisterAlias<T>(_ alias: AliasKey<T>) {
        append("alias \(alias.name)")
    }

    func didUnregisterAlias<T>(_ alias: AliasKey<T>) {
        append("unalias \(alias.name)")
    }

    func didRemove<T: Identifiable>(_ type: T.Type, id: T.ID) {
        append("removed \(type) \(id)")
    }

    func didRollBackReleasedOptimisticUpdate(layer: Int) {
        append("released layer \(layer) rolled back")
    }
}

/// Hands a value to another thread in tests that join that thread (or wait for it) before touching it again.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
