/// One live list (``EntityStore/entities(_:where:sortedBy:)``): the entities of `T` that pass `isIncluded`, in
/// order, kept up to date by every write under the store's lock.
///
/// The list's value is its node's (an `EntityNode<[T]>`, which its ``EntityObserver`` holds), so it is read,
/// observed and delivered as any observer's. It holds its members' nodes, which keeps them alive as an observer
/// does; letting them go takes no lock, since the store's registry still holds them.
///
/// Order: `areInIncreasingOrder`, then, for ties, the order the store first received each entity (the nodes'
/// ``NodeBase/ordinal``s), so that the order is total and a member is found again by binary search with the value the
/// list shows for it. Each change costs O(log n) comparisons and one move of the arrays' tails.
@usableFromInline
final class LiveList<T: Identifiable>: AnyLiveList {
    @usableFromInline let isIncluded: @Sendable (T) -> Bool
    @usableFromInline let areInIncreasingOrder: (@Sendable (T, T) -> Bool)?
    /// The members' nodes, in the list's order: position `i` of the list's value shows `members[i]`.
    @usableFromInline var members: ContiguousArray<EntityNode<T>> = []
    /// The value the list shows of each member, by node: what finds the member's position when it changes.
    @usableFromInline var shown: [ObjectIdentifier: T] = [:]
    /// The list's value before the running layer event first changed it.
    @usableFromInline var beforeEvent: [T]?
    /// How two values of `T` compare structurally (nil when `T` does not): whether a layer event changed the list.
    private let isEqual = EqualityWitness.make(for: T.self)

    /// Inlinable, so that the list is made, and its `placing` built, in the caller's specialized code.
    @inlinable
    init(isIncluded: @escaping @Sendable (T) -> Bool, areInIncreasingOrder: (@Sendable (T, T) -> Bool)?) {
        self.isIncluded = isIncluded
        self.areInIncreasingOrder = areInIncreasingOrder
        super.init(elementType: String(describing: T.self)) { list, node, listNode, duringEvent in
            // Invariant: the store hands a list only the nodes of its type, and its own node (see `LiveLists`).
            (list as! LiveList<T>).place(node as! EntityNode<T>, in: listNode as! EntityNode<[T]>, duringEvent: duringEvent)
        }
    }

    /// Gives `list` the value it shows of `candidates` (the live entities of `T` when it opens, none when it is
    /// emptied): those that pass `isIncluded`, in order. O(n log n).
    func fill(_ list: EntityNode<[T]>, from candidates: [EntityNode<T>]) {
        var included = candidates.filter { !$0.isRemoved && isIncluded($0.value) }
        let order = self.order
        included.sort { Self.goesBefore($0.value, $1.value, by: order, onTie: $0.ordinal < $1.ordinal) }
        members = ContiguousArray(included)
        list.value = included.map(\.value)
        shown = Dictionary(uniqueKeysWithValues: included.map { (ObjectIdentifier($0), $0.value) })
    }

    /// ``AnyLiveList/placing`` for a node of `T`.
    @inlinable
    func place(_ node: EntityNode<T>, in list: EntityNode<[T]>, duringEvent: Bool) -> Bool {
        let key = ObjectIdentifier(node)
        // Each property read once, and the arrays taken out and put back: every access to a property of a class is
        // an exclusivity check.
        let value = node.value
        // Out of its table (removed, by a layer too, or forgotten by `removeAll()`) is out of the list.
        let isMember = !node.isRemoved && node.registryIndex >= 0 && isIncluded(value)
        let old = shown[key]
        guard old != nil || isMember else { return false }
        var values: [T] = []
        swap(&values, &list.value)
        if duringEvent, beforeEvent == nil {
            beforeEvent = values
        }
        var order: ContiguousArray<EntityNode<T>> = []
        swap(&order, &members)
        if let old {
            let position = firstPosition(notPreceding: old, of: node, in: values, order)
            precondition(
                position < order.count && order[position] === node,
                "entities(\(elementType).self): its sortedBy closure is not a strict weak ordering (or depends on something else than the values)"
            )
            order.remove(at: position)
            values.remove(at: position)
        }
        if isMember {
            let position = firstPosition(notPreceding: value, of: node, in: values, order)
            order.insert(node, at: position)
            values.insert(value, at: position)
            shown[key] = value
        } else {
            shown[key] = nil
        }
        members = order
        list.value = values
        return true
    }

    override func endEvent(of list: NodeBase) -> Bool {
        guard let before = beforeEvent.take() else { return false }
        // Invariant: the store hands a list its own node (see `LiveLists`).
        let now = (list as! EntityNode<[T]>).value
        guard let isEqual, before.count == now.count else { return true }
        return !zip(before, now).allSatisfy(isEqual)
    }

    override func removeAll(from list: NodeBase, duringEvent: Bool) -> Bool {
        guard !members.isEmpty else { return false }
        // Invariant: the store hands a list its own node (see `LiveLists`).
        let list = list as! EntityNode<[T]>
        if duringEvent, beforeEvent == nil {
            beforeEvent = list.value
        }
        fill(list, from: [])
        return true
    }

    /// Whether a member showing `a` goes before one showing `b`: by `order`, then, when they tie, by `onTie` (the
    /// nodes' ordinals, compared only then: each comparison is a call).
    @inlinable
    static func goesBefore(_ a: T, _ b: T, by order: (T, T) -> Bool, onTie: @autoclosure () -> Bool) -> Bool {
        order(a, b) || !order(b, a) && onTie()
    }

    /// `areInIncreasingOrder`, or, without one, an order where everything ties. Not `Sendable`, so that the closure
    /// for no order captures nothing (a `Sendable` one would capture `T`'s metatype); read once per search, so that
    /// the optional is not unwrapped at each step.
    @inlinable
    var order: (T, T) -> Bool {
        if let areInIncreasingOrder { return areInIncreasingOrder }
        return { _, _ in false }
    }

    /// The first position of `values` (the list's, in order, showing `members`) whose member does not go before
    /// `value` (of `node`): where a member showing `value` is, or goes. O(log n).
    @inlinable
    func firstPosition(
        notPreceding value: T, of node: EntityNode<T>, in values: [T], _ members: ContiguousArray<EntityNode<T>>
    ) -> Int {
        let order = self.order
        var low = 0
        var high = members.count
        while low < high {
            let middle = (low + high) / 2
            if Self.goesBefore(values[middle], value, by: order, onTie: members[middle].isRegistered(before: node)) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}
