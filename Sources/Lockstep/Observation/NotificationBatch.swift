/// The values of consecutive changed nodes of one value type, and the observers to give each to.
///
/// One batch holds the notifications of a run of same-typed nodes (a thousand timelines that embed the updated
/// author), so that notifying a node appends to two buffers instead of allocating an object per node. The first
/// notification sits in the batch itself, so that a batch of one is one allocation. Later values sit in a buffer
/// managed by hand rather than in a `[T]`: this code is generic and not specialized, and every `Array<T>` (or
/// `Optional<T>`) operation here would look its metadata up at run time, which costs more than the allocation
/// saved.
///
/// - Complexity: appending is amortized O(1) plus the copy of the value; delivering is O(notifications).
final class NotificationBatch<T>: PendingNotification, @unchecked Sendable {
    // @unchecked Sendable: filled under the store's lock (and the delivery queue's), never appended to once
    // the delivery queue took it; values are handed to observers on the store's queue, as the API documents.

    private let first: T
    private let firstEntry: NotificationEntry
    // The three below are guarded as the comment above says: no runtime exclusivity checks.
    /// The entries after the first; `later[i]`'s value is `laterValues[i]`.
    @exclusivity(unchecked) private var later: ContiguousArray<NotificationEntry> = []
    /// Room for `laterCapacity` values of `T`, the first `later.count` initialized; nil while `later` is empty, and
    /// once ``deliver()`` moved the values out and freed the room.
    @exclusivity(unchecked) private var laterValues: UnsafeMutableRawPointer?
    @exclusivity(unchecked) private var laterCapacity = 0

    /// A batch holding one notification: of `node`'s value, or (node nil) of a subscription's first value,
    /// which Observation need not hear of. Call with the store's lock held.
    init(node: EntityNode<T>?, value: T, registrations: ContiguousArray<AnyObserverRegistration>, isRemoval: Bool) {
        first = value
        firstEntry = NotificationEntry(node: node, observation: node?.observation, registrations: registrations, isRemoval: isRemoval)
        super.init(valueType: ObjectIdentifier(T.self))
    }

    /// Adds the notification of `node`'s current value. Call with the store's lock held.
    func append(_ node: EntityNode<T>) {
        // The links' fields are read first, so that nothing between their load and their last use needs them kept.
        let observation = node.observation
        let registrations = node.observers
        let count = later.count
        if count == laterCapacity {
            grow()
        }
        // Invariant: `grow()` made room for `count + 1` values of `T`.
        (laterValues.unsafelyUnwrapped.assumingMemoryBound(to: T.self) + count).initialize(to: node.value)
        later.append(
            NotificationEntry(node: node, observation: observation, registrations: registrations, isRemoval: node.isRemoved)
        )
    }

    private func grow() {
        let capacity = max(4, laterCapacity * 2)
        let larger = UnsafeMutablePointer<T>.allocate(capacity: capacity)
        if let laterValues {
            larger.moveInitialize(from: laterValues.assumingMemoryBound(to: T.self), count: later.count)
            laterValues.deallocate()
        }
        laterValues = UnsafeMutableRawPointer(larger)
        laterCapacity = capacity
    }

    /// Hands every value to its observers. Call once: the later values are moved out, each into the last
    /// observer of its node, so that a value delivered once is never copied.
    override func deliver() {
        withUnsafePointer(to: first) { first in
            withUnsafePointer(to: firstEntry) { deliver(first, to: $0, consuming: false) }
        }
        guard let laterValues else { return }
        let values = laterValues.assumingMemoryBound(to: T.self)
        later.withUnsafeBufferPointer { entries in
            for index in entries.indices {
                deliver(values + index, to: entries.baseAddress.unsafelyUnwrapped + index, consuming: true)
            }
        }
        // Every value was moved out: only the room is left to free.
        laterValues.deallocate()
        self.laterValues = nil
    }

    /// Hands `value` to `entry`'s observers. Both are passed by address: this code is not specialized, and a
    /// copy of either would retain and release everything it holds. `consuming`: `value` is in `laterValues`,
    /// and is moved into the last observer (or destroyed when no observer takes it), leaving it uninitialized.
    private func deliver(_ value: UnsafePointer<T>, to entry: UnsafePointer<NotificationEntry>, consuming: Bool) {
        if #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *), let (reference, observation) = entry.pointee.observed,
           let node = reference.node {
            // Invariant: entries of this batch come from nodes of `T`, which only ever hold a
            // `NodeObservation<T>` (see `EntityNode.observation(for:)`).
            unsafeDowncast(observation, to: NodeObservation<T>.self)
                .announceChange(of: unsafeDowncast(node, to: EntityNode<T>.self), isRemoval: entry.pointee.isRemoval)
        }
        let isRemoval = entry.pointee.isRemoval
        let registrations = entry.pointee.registrations
        for position in registrations.indices {
            // Invariant: a node of `T` only holds `ObserverRegistration<T>`s.
            let registration = unsafeDowncast(registrations[position], to: ObserverRegistration<T>.self)
            if isRemoval {
                registration.deliverRemoval()
            } else if consuming, position == registrations.count - 1 {
                // Invariant: `consuming` values are in `laterValues`, which this batch allocated and owns.
                registration.deliver(UnsafeMutablePointer(mutating: value).move())
                return
            } else {
                registration.deliver(value.pointee)
            }
        }
        if consuming {
            // Nobody took it (a removal, or only Observation watches the node).
            UnsafeMutablePointer(mutating: value).deinitialize(count: 1)
        }
    }

    deinit {
        firstEntry.releaseNode()
        for entry in later {
            entry.releaseNode()
        }
        if let laterValues {
            // Never delivered: the values are still here.
            laterValues.assumingMemoryBound(to: T.self).deinitialize(count: later.count)
            laterValues.deallocate()
        }
    }
}
