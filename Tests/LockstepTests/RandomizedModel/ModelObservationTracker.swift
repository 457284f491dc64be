import Foundation
import Lockstep
import Observation

/// Reads an observer inside `withObservationTracking`, re-armed from its `onChange` as SwiftUI does, and keeps
/// what it read last: once every change was announced, that must be the observer's final state.
final class ModelObservationTracker<T: Sendable & ModelComparable>: @unchecked Sendable {
    private let lock = NSLock()
    let observer: EntityObserver<T>
    private var seen: (value: T, isRemoved: Bool)?
    /// Readings are numbered when they start, so that a slow one never overwrites a later one.
    private var started = 0
    private var kept = 0
    private var announced = 0

    init(_ observer: EntityObserver<T>) {
        self.observer = observer
        track()
    }

    /// The value and removal state read last, and how many changes were announced.
    var last: (value: T, isRemoved: Bool, changes: Int)? {
        lock.withLock { seen.map { ($0.value, $0.isRemoved, announced) } }
    }

    private func track() {
        let observer = self.observer
        let ticket = lock.withLock {
            started += 1
            return started
        }
        let read = withObservationTracking {
            (observer.value, observer.isRemoved)
        } onChange: { [weak self] in
            self?.changed()
        }
        lock.withLock {
            guard ticket > kept else { return }
            (seen, kept) = (read, ticket)
        }
    }

    private func changed() {
        lock.withLock { announced += 1 }
        track()
    }

    /// Once every change was announced: what it read last is the observer's final state.
    func failures(_ name: String) -> [String] {
        guard let last else { return ["\(name): never read"] }
        let (value, isRemoved) = (observer.value, observer.isRemoved)
        if last.value.isSame(as: value), last.isRemoved == isRemoved { return [] }
        return ["\(name): read \(last.value) (removed: \(last.isRemoved)) last, but the final state is \(value) (removed: \(isRemoved))"]
    }
}
