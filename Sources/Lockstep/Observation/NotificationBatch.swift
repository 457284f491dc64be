/// The values of consecutive changed nodes of one value type, and the observers to give each to.
///
/// One batch holds the notifications of a run of same-typed nodes (a thousand timelines that embed the updated
/// author), so that notifying a node appends to a buffer instead of allocating an object per node. The first
/// notification sits in the batch itself, so that a batch of one is one allocation. Later ones sit in chunks
/// managed by hand, each holding its entries and then their values: a chunk, once allocated, never moves, so a
/// batch that collects the notifications of many writes before its delivery never copies what it holds (a buffer
/// grown by doubling would copy every value and entry each time). Chunks double in size up to
/// ``largestChunkCapacity``. Not a `[T]`: this code is generic and not specialized, and every `Array<T>` (or
/// `Optional<T>`) operation here would look its metadata up at run time, which costs more than the allocation
/// saved.
///
/// - Complexity: appending is O(1) plus the copy of the value; delivering is O(notifications).
final class NotificationBatch<T>: PendingNotification, @unchecked Sendable {
    // @unchecked Sendable: filled under the store's lock (and the delivery queue's), never appended to once
    // the delivery queue took it; values are handed to observers on the store's queue, as the API documents.

    private let first: T
    private let firstEntry: NotificationEntry
    /// The chunks of later notifications, oldest first; chunk `i` has room for `chunkCapacity(i)` entries and as
    /// many values, the first `laterCount` of all of them initialized in order.
    private var chunks: ContiguousArray<UnsafeMutableRawPointer> = []
    /// How many later notifications the chunks hold.
    private var laterCount = 0
    /// Room left in the last chunk.
    private var room = 0
    /// Where the last chunk's next entry and value go (meaningful while `room > 0`).
    private var nextEntry: UnsafeMutablePointer<NotificationEntry>?
    private var nextValue: UnsafeMutablePointer<T>?
    /// Whether ``deliver()`` moved the later values out (their entries stay until `deinit`).
    private var valuesDelivered = false

    /// The largest room a chunk has, in notifications.
    private static var largestChunkCapacity: Int { 4_096 }

    /// A batch holding one notification: of `node`'s value, or (node nil) of a subscription's first value,
    /// which Observation need not hear of. Call with the store's lock held.
    init(node: EntityNode<T>?, value: T, registrations: ContiguousArray<AnyObserverRegistration>, kind: NotificationKind) {
        first = value
        firstEntry = NotificationEntry(node: node, observation: node?.observation, registrations: registrations, kind: kind)
        super.init(valueType: ObjectIdentifier(T.self))
    }

    /// Adds the notification of `node`'s current value. Call with the store's lock held.
    func append(_ node: EntityNode<T>) {
        // The links' fields are read first, so that nothing between their load and their last use needs them kept.
        let observation = node.observation
        let registrations = node.observers
        if room == 0 {
            addChunk()
        }
        // Invariant: `addChunk()` left room for `room` more entries and values at `nextEntry` and `nextValue`.
        let value = nextValue.unsafelyUnwrapped
        value.initialize(to: node.value)
        nextValue = value + 1
        let entry = nextEntry.unsafelyUnwrapped
        entry.initialize(
            to: NotificationEntry(node: node, observation: observation, registrations: registrations, kind: node.notificationKind)
        )
        nextEntry = entry + 1
        room -= 1
        laterCount += 1
    }

    /// Room for the entries and values of chunk `index`.
    private static func chunkCapacity(_ index: Int) -> Int {
        index < 10 ? 4 << index : largestChunkCapacity
    }

    /// Where a chunk of `capacity` keeps its values: after its entries, aligned for `T`.
    private static func valuesOffset(_ capacity: Int) -> Int {
        let alignment = MemoryLayout<T>.alignment
        return (capacity * MemoryLayout<NotificationEntry>.stride + alignment - 1) / alignment * alignment
    }

    /// Allocates the next chunk and points `nextEntry` and `nextValue` at its start.
    private func addChunk() {
        let capacity = Self.chunkCapacity(chunks.count)
        let offset = Self.valuesOffset(capacity)
        let chunk = UnsafeMutableRawPointer.allocate(
            byteCount: offset + capacity * MemoryLayout<T>.stride,
            alignment: max(MemoryLayout<NotificationEntry>.alignment, MemoryLayout<T>.alignment)
        )
        chunks.append(chunk)
        nextEntry = chunk.bindMemory(to: NotificationEntry.self, capacity: capacity)
        nextValue = (chunk + offset).bindMemory(to: T.self, capacity: capacity)
        room = capacity
    }

    /// Calls `body` with the initialized entries and values of each chunk, oldest first, and their count.
    private func forEachChunk(_ body: (UnsafeMutablePointer<NotificationEntry>, UnsafeMutablePointer<T>, Int) -> Void) {
        var remaining = laterCount
        for index in chunks.indices {
            let capacity = Self.chunkCapacity(index)
            let count = min(capacity, remaining)
            let chunk = chunks[index]
            body(
                chunk.assumingMemoryBound(to: NotificationEntry.self),
                (chunk + Self.valuesOffset(capacity)).assumingMemoryBound(to: T.self),
                count
            )
            remaining -= count
        }
    }

    /// Hands every value to its observers. Call once: the later values are moved out, each into the last
    /// observer of its node, so that a value delivered once is never copied.
    override func deliver() {
        withUnsafePointer(to: first) { first in
            withUnsafePointer(to: firstEntry) { deliver(first, to: $0, consuming: false) }
        }
        forEachChunk { entries, values, count in
            for index in 0..<count {
                deliver(values + index, to: entries + index, consuming: true)
            }
        }
        valuesDelivered = true
    }

    /// Hands `value` to `entry`'s observers. Both are passed by address: this code is not specialized, and a
    /// copy of either would retain and release everything it holds. `consuming`: `value` is in a chunk,
    /// and is moved into the last observer (or destroyed when no observer takes it), leaving it uninitialized.
    private func deliver(_ value: UnsafePointer<T>, to entry: UnsafePointer<NotificationEntry>, consuming: Bool) {
        if #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *), let (reference, observation) = entry.pointee.observed,
           let node = reference.node {
            // Invariant: entries of this batch come from nodes of `T`, which only ever hold a
            // `NodeObservation<T>` (see `EntityNode.observation(for:)`).
            unsafeDowncast(observation, to: NodeObservation<T>.self)
                .announceChange(of: unsafeDowncast(node, to: EntityNode<T>.self), showsRemoved: entry.pointee.kind.showsRemoved)
        }
        let kind = entry.pointee.kind
        let registrations = entry.pointee.registrations
        // A removal an open layer shows: observers keep their value (see `NotificationKind.hiddenRemoval`).
        let count = kind == .hiddenRemoval ? 0 : registrations.count
        for position in 0..<count {
            // Invariant: a node of `T` only holds `ObserverRegistration<T>`s.
            let registration = unsafeDowncast(registrations[position], to: ObserverRegistration<T>.self)
            if kind == .removal {
                registration.deliverRemoval()
            } else if consuming, position == count - 1 {
                // Invariant: `consuming` values are in the chunks, which this batch allocated and owns.
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
        let valuesDelivered = valuesDelivered
        forEachChunk { entries, values, count in
            entries.deinitialize(count: count)
            if !valuesDelivered {
                // Never delivered: the values are still here.
                values.deinitialize(count: count)
            }
        }
        for chunk in chunks {
            chunk.deallocate()
        }
    }
}
