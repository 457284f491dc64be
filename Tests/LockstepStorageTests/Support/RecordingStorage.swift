import Foundation
@testable import LockstepStorage

/// A memory storage of `Data` that counts writes, records the largest number running at once, can hold its
/// first write until released, and can be made to fail.
final class RecordingStorage: StorageProtocol, Sendable {
    struct Failure: Error, Equatable {}

    private struct State {
        var sets = 0
        var removes = 0
        var running = 0
        var maximumRunning = 0
        var failing = false
        var holdsFirstSet = false
        var firstSetStarted: CheckedContinuation<Void, Never>?
        var hasStarted = false
        var release: CheckedContinuation<Void, Never>?
    }

    let memory = MemoryStorage<String, Data>()
    private let state = Locked(State())

    /// Makes the first `set` wait for ``releaseFirstSet()``.
    init(holdingFirstSet: Bool = false) {
        state.withLock { $0.holdsFirstSet = holdingFirstSet }
    }

    var sets: Int { state.withLock { $0.sets } }
    var removes: Int { state.withLock { $0.removes } }
    var maximumRunning: Int { state.withLock { $0.maximumRunning } }

    func setFailing(_ failing: Bool) {
        state.withLock { $0.failing = failing }
    }

    /// Returns once the first `set` has started (and is held).
    func waitUntilFirstSetStarted() async {
        await withCheckedContinuation { continuation in
            let started = state.withLock { state in
                if !state.hasStarted { state.firstSetStarted = continuation }
                return state.hasStarted
            }
            if started { continuation.resume() }
        }
    }

    func releaseFirstSet() {
        state.withLock { state in
            state.holdsFirstSet = false
            return state.release.take()
        }?.resume()
    }

    func retrieve(forKey key: String) async throws -> Data {
        try await memory.retrieve(forKey: key)
    }

    func set(_ value: Data, forKey key: String) async throws {
        let (hold, failing, started) = state.withLock { state in
            state.sets += 1
            state.running += 1
            state.maximumRunning = max(state.maximumRunning, state.running)
            state.hasStarted = true
            return (state.holdsFirstSet && state.sets == 1, state.failing, state.firstSetStarted.take())
        }
        started?.resume()
        if hold {
            await withCheckedContinuation { continuation in
                let released = state.withLock { state in
                    if state.holdsFirstSet { state.release = continuation }
                    return !state.holdsFirstSet
                }
                if released { continuation.resume() }
            }
        }
        defer { state.withLock { $0.running -= 1 } }
        if failing { throw Failure() }
        try await memory.set(value, forKey: key)
    }

    func remove(forKey key: String) async throws {
        state.withLock { $0.removes += 1 }
        try await memory.remove(forKey: key)
    }
}
