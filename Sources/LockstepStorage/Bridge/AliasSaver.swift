import Foundation

/// The saving side of an ``AliasPersistence``: turns change notifications into saves, one at a time.
///
/// Each notification bumps `requested`. When no save is running, one starts: it waits for the coalescing
/// interval (so that a burst of changes ends first), then snapshots and writes the alias's value as it is
/// *then*. Every notification that arrives meanwhile is covered by the next save, which starts when this
/// one ends. A burst of changes therefore costs about one save per interval, and no two saves of the key
/// ever overlap. A waiting `flush` or `cancel` cuts the interval short.
final class AliasSaver: Sendable {
    fileprivate struct Waiter {
        /// The notification count the waiter needs saved.
        let generation: UInt64
        let continuation: CheckedContinuation<Void, any Error>
    }

    fileprivate struct State {
        /// Notifications received (plus retries asked by `flush`).
        var requested: UInt64 = 0
        /// The value of `requested` when the last finished save took its snapshot.
        var completed: UInt64 = 0
        var isSaving = false
        var isCancelled = false
        /// Whether this saver wrote a value: only then does an emptied alias remove it from the storage.
        var hasSavedValue = false
        /// The failure of the last finished save; nil when it succeeded.
        var lastError: PersistenceError?
        var waiters: [Waiter] = []
        /// The save waiting out the coalescing interval.
        var coalescing: CheckedContinuation<Void, Never>?
    }

    private let alias: String
    private let storage: Storage<String, Data>
    private let coalescingInterval: TimeInterval
    /// The alias's current value and stamp, encoded; nil when the alias is empty.
    private let encode: @Sendable () throws -> Data?
    private let onError: (@Sendable (PersistenceError) -> Void)?
    private let state = Locked(State())

    init(
        alias: String,
        storage: Storage<String, Data>,
        coalescingInterval: TimeInterval,
        encode: @escaping @Sendable () throws -> Data?,
        onError: (@Sendable (PersistenceError) -> Void)?
    ) {
        self.alias = alias
        self.storage = storage
        self.coalescingInterval = coalescingInterval
        self.encode = encode
        self.onError = onError
    }

    /// Records a change of the alias and starts a save unless one is running. Called on the store's queue,
    /// so it only touches counters: the snapshot and the encoding happen in the save's own task.
    func changed() {
        let start = state.withLock { state in
            guard !state.isCancelled else { return false }
            state.requested += 1
            return state.startSaving()
        }
        if start {
            Task { await saveUntilCurrent() }
        }
    }

    /// Returns once every change recorded so far is saved; throws the error of the save that covered them.
    /// When the last save failed and nothing changed since, saves again first.
    func waitUntilSaved() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let (isDone, start) = state.withLock { state -> (Bool, Bool) in
                var start = false
                if state.completed >= state.requested {
                    guard state.lastError != nil, !state.isCancelled else { return (true, false) }
                    // A save that is ending picks this up; otherwise a new one starts.
                    state.requested += 1
                    start = state.startSaving()
                }
                state.waiters.append(Waiter(generation: state.requested, continuation: continuation))
                return (false, start)
            }
            if isDone {
                continuation.resume()
            }
            if start {
                Task { await saveUntilCurrent() }
            }
            endCoalescing()
        }
    }

    /// Stops saving after the save in flight, if any; waiters are released when it ends.
    func cancel() {
        let released = state.withLock { state -> [Waiter] in
            state.isCancelled = true
            return state.isSaving ? [] : state.takeAllWaiters()
        }
        released.forEach { $0.continuation.resume() }
        endCoalescing()
    }

    private func saveUntilCurrent() async {
        while true {
            await coalesce()
            guard let generation = nextGeneration() else { return }
            let error = await saveSnapshot()
            let resumed = state.withLock { state in
                state.completed = generation
                state.lastError = error
                return state.takeWaiters(upTo: generation)
            }
            for waiter in resumed {
                if let error {
                    waiter.continuation.resume(throwing: error)
                } else {
                    waiter.continuation.resume()
                }
            }
        }
    }

    /// Waits for the coalescing interval, unless someone is waiting for the save or the saver is cancelled.
    private func coalesce() async {
        guard coalescingInterval > 0 else { return }
        await withCheckedContinuation { continuation in
            let now = state.withLock { state -> Bool in
                guard state.waiters.isEmpty, !state.isCancelled else { return true }
                state.coalescing = continuation
                return false
            }
            if now {
                continuation.resume()
            } else {
                DispatchQueue.global().asyncAfter(deadline: .now() + coalescingInterval) { self.endCoalescing() }
            }
        }
    }

    /// Lets a save waiting out the coalescing interval go on now.
    private func endCoalescing() {
        state.withLock { $0.coalescing.take() }?.resume()
    }

    /// The notification count the next save covers, read before its snapshot; nil when saving stops (saves
    /// are current, or the saver was cancelled: then the remaining waiters are released).
    private func nextGeneration() -> UInt64? {
        let (generation, released) = state.withLock { state -> (UInt64?, [Waiter]) in
            guard state.isCancelled || state.completed >= state.requested else {
                return (state.requested, [])
            }
            state.isSaving = false
            return (nil, state.takeAllWaiters())
        }
        released.forEach { $0.continuation.resume() }
        return generation
    }

    /// Writes the alias's current value (or removes a value this saver wrote, once the alias is empty).
    private func saveSnapshot() async -> PersistenceError? {
        do {
            if let data = try encode() {
                try await storage.set(data, forKey: alias)
                state.withLock { $0.hasSavedValue = true }
            } else if state.withLock({ $0.hasSavedValue }) {
                try await storage.remove(forKey: alias)
                state.withLock { $0.hasSavedValue = false }
            }
            return nil
        } catch {
            let failure = PersistenceError.saveFailed(alias: alias, underlying: error)
            onError?(failure)
            return failure
        }
    }
}

extension AliasSaver.State {
    /// Marks a save as started; false when one is already running.
    mutating func startSaving() -> Bool {
        guard !isSaving else { return false }
        isSaving = true
        return true
    }

    mutating func takeAllWaiters() -> [AliasSaver.Waiter] {
        defer { waiters = [] }
        return waiters
    }

    mutating func takeWaiters(upTo generation: UInt64) -> [AliasSaver.Waiter] {
        let done = waiters.filter { $0.generation <= generation }
        waiters.removeAll { $0.generation <= generation }
        return done
    }
}
