/// The entries of one ``EntityTable``: a ``NodeReference`` to each listed node, found by the node's id, which the
/// index does not store: it reads it from the node.
///
/// An open-addressing hash table with linear probing, like Swift's `Dictionary`: a power-of-two number of buckets,
/// at most 3/4 of them used, so that it has as many buckets as a dictionary of as many entries. A bucket holds a
/// reference (24 bytes: an address, an `unowned` and a `weak` reference) and 24 bits of its id's hash
/// (``IDFingerprint``), in a control byte (``empty``, ``deleted``, or the fingerprint's high part) and a 16-bit array
/// beside it: 27 bytes a bucket.
///
/// The fingerprint chooses the entry's home bucket, so that a rebuild places every entry again without reading its
/// id: reading ids from nodes is costly and has a rule. Costly, because each node is one more cache line (a growth
/// that read every node's id took the time of the rest of a `store_entities` run). The rule: a released node's
/// stored properties are destroyed (its memory stays allocated while an `unowned` reference holds it), and a node can be
/// released on any thread, without the store's lock; so an id is read only from a node this index retained first
/// (`NodeReference.node`, a try-retain), after its fingerprint matched, and compared only when it is alive. A
/// released entry is never hashed: its bucket is freed when a probe for an insertion meets it, or at the next
/// rebuild. A node retained only to read its id (one whose fingerprint matched another id's, or one read for
/// ``keepsIDs``) is not dropped under the store's lock, where its last holder letting go on another thread in that
/// very instant would leave its value's `deinit` to run: it is handed to the store's ``HeldNodes``, dropped after
/// the lock.
///
/// The id of a released node is lost with it, and ``StoreChange/released(_:)`` needs it: while someone listens to
/// the store's changes, the index also keeps each entry's id (``keepsIDs``), read from the live nodes when the
/// first listener comes (a node released before that is not reported).
///
/// Not thread-safe: guarded by the store's lock, like its table.
@usableFromInline
struct NodeIndex<T: Identifiable> {
    /// A bucket no chain goes through: a probe stops there.
    @usableFromInline static var empty: UInt8 { 0 }
    /// A bucket whose entry was taken out: a probe goes on past it, an insertion may reuse it.
    @usableFromInline static var deleted: UInt8 { 1 }

    /// Per bucket: ``empty``, ``deleted``, or the high part of its entry's ``IDFingerprint`` (2 or more).
    @usableFromInline var controls: [UInt8] = []
    /// Per occupied bucket, the low part of its entry's ``IDFingerprint``.
    @usableFromInline var lows: [UInt16] = []
    /// Per bucket, its entry's reference (nil in an empty or deleted bucket). Invariant: every reference is to an
    /// `EntityNode<T>` and holds a count on its memory (see ``NodeReference``), given back where it leaves.
    @usableFromInline var entries: [NodeReference?] = []
    /// Per bucket, its entry's id while ``keepsIDs`` (nil for a node already released when ids began to be kept);
    /// empty otherwise.
    @usableFromInline var ids: [T.ID?] = []
    /// Number of entries, released nodes' included.
    @usableFromInline var count = 0
    /// Number of buckets marked ``deleted``: they lengthen probes, so they count toward the load.
    @usableFromInline var deletedCount = 0
    /// Whether ``ids`` is kept, so that released entries can be reported with their id.
    @usableFromInline var keepsIDs = false

    @usableFromInline
    init() {}

    /// Number of entries the index holds before it must be rebuilt: 3/4 of its buckets, as `Dictionary`'s.
    @inlinable
    var capacity: Int { controls.count &* 3 / 4 }

    /// Whether an insertion into an empty bucket must first rebuild the index.
    @inlinable
    var isFull: Bool { count &+ deletedCount >= capacity }

    /// The bucket count for `capacity` entries: the smallest power of two, 2 or more, whose 3/4 hold them.
    @inlinable
    static func bucketCount(forCapacity capacity: Int) -> Int {
        var buckets = 2
        while buckets * 3 / 4 < capacity {
            buckets &*= 2
        }
        return buckets
    }

    /// The hash of `id`, from which its ``IDFingerprint`` is taken.
    @inlinable
    static func hash(of id: T.ID) -> Int {
        id.hashValue
    }

    /// Whether `bucket` holds an entry whose fingerprint is `fingerprint`. O(1): two array reads, no node.
    @inlinable
    func holds(_ fingerprint: IDFingerprint, at bucket: Int) -> Bool {
        controls[bucket] == fingerprint.high && lows[bucket] == fingerprint.low
    }

    /// The live node listed for `id`, retained, or nil. O(1) expected: the probe compares fingerprints, and only
    /// an entry whose fingerprint matches is retained, and its id compared if it is alive. A node of a cut cycle
    /// is returned too (its table tells).
    ///
    /// `mutating` though it changes nothing, as are the other probes: the index is then accessed in place in its
    /// table, where a non-mutating call would copy it first, retaining and releasing each of its arrays (a fifth
    /// more instructions for a whole `find`).
    @inlinable
    mutating func node(for id: T.ID, held: HeldNodes) -> EntityNode<T>? {
        guard !controls.isEmpty else { return nil }
        let fingerprint = IDFingerprint(hash: Self.hash(of: id))
        let mask = controls.count &- 1
        var bucket = fingerprint.home(mask: mask)
        // The load stays under 3/4, so an empty bucket ends every probe.
        while true {
            let control = controls[bucket]
            if control == fingerprint.high {
                if lows[bucket] == fingerprint.low, let found = entries[bucket]?.node {
                    // Invariant: every entry references an `EntityNode<T>`.
                    let node = (found as! EntityNode<T>)
                    if node.value.id == id {
                        return node
                    }
                    held.hold(node)
                }
            } else if control == Self.empty {
                return nil
            }
            bucket = (bucket &+ 1) & mask
        }
    }

    /// Where `id` is, for a find-or-insert in one probe: its live node (a node of a cut cycle is not), or else
    /// the bucket a new entry for it takes, -1 when there is none until the index is rebuilt. Entries of its
    /// fingerprint the probe meets whose node was released, or cut with its cycle, are taken out on the way, and
    /// reported to `changes` when their id is known; the first bucket freed or deleted on the way is reused. Nodes
    /// retained only to read their id go to `held`. O(1) expected.
    @inlinable
    mutating func probe(
        for id: T.ID, hash: Int, changes: ChangeHub, held: HeldNodes
    ) -> (node: EntityNode<T>?, bucket: Int) {
        guard !controls.isEmpty else { return (nil, -1) }
        let fingerprint = IDFingerprint(hash: hash)
        let mask = controls.count &- 1
        var bucket = fingerprint.home(mask: mask)
        var vacant = -1
        while true {
            let control = controls[bucket]
            if control == Self.empty {
                break
            }
            if control == fingerprint.high, lows[bucket] == fingerprint.low, let entry = entries[bucket] {
                if let found = entry.node {
                    // Invariant: every entry references an `EntityNode<T>`.
                    let node = (found as! EntityNode<T>)
                    if node.value.id == id {
                        if node.cycleRole != .collected {
                            return (node, bucket)
                        }
                        // Collected with its cycle: the id gets a new node.
                        remove(at: bucket, reporting: id, changes: changes)
                        if vacant < 0 { vacant = bucket }
                    }
                    held.hold(node)
                } else {
                    // Released: its id is unknown unless kept, and its bucket is free for this one.
                    remove(at: bucket, reporting: keepsIDs ? ids[bucket] : nil, changes: changes)
                    if vacant < 0 { vacant = bucket }
                }
            } else if control == Self.deleted, vacant < 0 {
                vacant = bucket
            }
            bucket = (bucket &+ 1) & mask
        }
        // The id is absent up to the end of its chain: a bucket freed on the way, or the empty one that ended it.
        if vacant >= 0 {
            return (nil, vacant)
        }
        return (nil, isFull ? -1 : bucket)
    }

    /// A bucket for a new entry whose id hashes to `hash` and is not listed alive: the first empty or deleted
    /// one of its chain, or -1 when the index must be rebuilt first. O(1) expected; touches no node.
    @inlinable
    mutating func vacantBucket(for hash: Int) -> Int {
        guard !controls.isEmpty else { return -1 }
        let mask = controls.count &- 1
        var bucket = IDFingerprint(hash: hash).home(mask: mask)
        while controls[bucket] > Self.deleted {
            bucket = (bucket &+ 1) & mask
        }
        return controls[bucket] == Self.empty && isFull ? -1 : bucket
    }

    /// Lists `entry` (a reference whose count the index takes over) for `id` in `bucket`, from ``probe(for:hash:changes:held:)``
    /// or ``vacantBucket(for:)``. O(1).
    @inlinable
    mutating func insert(_ entry: NodeReference, id: T.ID, hash: Int, at bucket: Int) {
        if controls[bucket] == Self.deleted {
            deletedCount &-= 1
        }
        let fingerprint = IDFingerprint(hash: hash)
        controls[bucket] = fingerprint.high
        lows[bucket] = fingerprint.low
        entries[bucket] = entry
        if keepsIDs {
            ids[bucket] = id
        }
        count &+= 1
    }

    /// The bucket listing `node`, nil when none does. `node` is alive (the caller holds it), so its id can be
    /// read; entries are compared by address, which retains nothing. O(1) expected.
    @inlinable
    mutating func bucket(of node: EntityNode<T>) -> Int? {
        guard !controls.isEmpty else { return nil }
        let fingerprint = IDFingerprint(hash: Self.hash(of: node.value.id))
        let mask = controls.count &- 1
        var bucket = fingerprint.home(mask: mask)
        while controls[bucket] != Self.empty {
            if holds(fingerprint, at: bucket), entries[bucket]?.refers(to: node) == true {
                return bucket
            }
            bucket = (bucket &+ 1) & mask
        }
        return nil
    }

    /// Takes out the entry of `id`'s live node, and the entries of released nodes kept as `id`'s (see
    /// ``keepsIDs``), reporting none of them. Nodes retained only to read their id go to `held`. O(1) expected.
    @inlinable
    mutating func removeEntries(for id: T.ID, held: HeldNodes) {
        guard !controls.isEmpty else { return }
        let fingerprint = IDFingerprint(hash: Self.hash(of: id))
        let mask = controls.count &- 1
        var bucket = fingerprint.home(mask: mask)
        while controls[bucket] != Self.empty {
            if holds(fingerprint, at: bucket), let entry = entries[bucket] {
                if let found = entry.node {
                    // Invariant: every entry references an `EntityNode<T>`.
                    if (found as! EntityNode<T>).value.id == id {
                        remove(at: bucket)
                    }
                    held.hold(consume found)
                } else if keepsIDs, ids[bucket] == id {
                    remove(at: bucket)
                }
            }
            bucket = (bucket &+ 1) & mask
        }
    }

    /// Takes the entry of `bucket` out, giving back its count, and reports its node released when `id` is given.
    /// The bucket becomes empty when the next one is (no chain goes on past it), deleted otherwise. O(1).
    @inlinable
    mutating func remove(at bucket: Int, reporting id: T.ID? = nil, changes: ChangeHub? = nil) {
        if let id, let changes {
            changes.record(.released(ChangeEntity(T.self, id: id, stamp: nil)))
        }
        entries[bucket] = nil
        if keepsIDs {
            ids[bucket] = nil
        }
        count &-= 1
        if controls[(bucket &+ 1) & (controls.count &- 1)] == Self.empty {
            controls[bucket] = Self.empty
        } else {
            controls[bucket] = Self.deleted
            deletedCount &+= 1
        }
    }

    /// Number of entries whose node is alive. O(buckets): one header load per entry, no count taken.
    @inlinable
    var liveCount: Int {
        entries.reduce(0) { count, entry in
            guard let entry else { return count }
            return entry.isReleased ? count : count + 1
        }
    }

    /// Takes out the entries of released nodes (their counts given back, each reported to `changes` when its id is
    /// known) and returns how many entries remain. O(buckets): one header load per entry, no count taken, no id
    /// read. The freed buckets are marked deleted: call ``rebuild(buckets:changes:)`` next.
    @inlinable
    mutating func dropReleased(changes: ChangeHub) -> Int {
        for bucket in controls.indices where controls[bucket] > Self.deleted {
            guard let entry = entries[bucket], entry.isReleased else { continue }
            entries[bucket] = nil
            if keepsIDs, let id = ids[bucket] {
                changes.record(.released(ChangeEntity(T.self, id: id, stamp: nil)))
                ids[bucket] = nil
            }
            controls[bucket] = Self.deleted
            count &-= 1
            deletedCount &+= 1
        }
        return count
    }

    /// Builds the index again with `buckets` buckets (room for every entry), without deleted buckets, each entry
    /// placed by its fingerprint: no node is read. Ids stop being kept when nobody listens any more.
    /// O(buckets before and after).
    @inlinable
    mutating func rebuild(buckets: Int, changes: ChangeHub) {
        // Built in local arrays, moved in at the end: the old ones are read meanwhile, and a local array's
        // writes skip the uniqueness checks through `self`.
        let keeping = keepsIDs && changes.isListening
        var newControls = [UInt8](repeating: Self.empty, count: buckets)
        var newLows = [UInt16](repeating: 0, count: buckets)
        var newEntries = [NodeReference?](repeating: nil, count: buckets)
        var newIDs: [T.ID?] = keeping ? Array(repeating: nil, count: buckets) : []
        let mask = buckets &- 1
        for bucket in controls.indices where controls[bucket] > Self.deleted {
            let fingerprint = IDFingerprint(high: controls[bucket], low: lows[bucket])
            // Invariant: `buckets` has room for every entry (see `EntityTable.pruneReleased`), so an empty bucket
            // ends the search; the new arrays have no deleted bucket.
            var target = fingerprint.home(mask: mask)
            while newControls[target] != Self.empty {
                target = (target &+ 1) & mask
            }
            newControls[target] = fingerprint.high
            newLows[target] = fingerprint.low
            newEntries[target] = entries[bucket]
            if keeping {
                newIDs[target] = ids[bucket]
            }
        }
        controls = newControls
        lows = newLows
        entries = newEntries
        ids = newIDs
        keepsIDs = keeping
        deletedCount = 0
    }

    /// Starts keeping each entry's id (see ``keepsIDs``), read from the live nodes; a released node's stays
    /// unknown. Each live node is retained to be read, and handed to `held`. O(buckets).
    mutating func keepIDs(held: HeldNodes) {
        guard !keepsIDs else { return }
        keepsIDs = true
        ids = Array(repeating: nil, count: controls.count)
        for bucket in controls.indices where controls[bucket] > Self.deleted {
            if let found = entries[bucket]?.node {
                // Invariant: every entry references an `EntityNode<T>`.
                ids[bucket] = (found as! EntityNode<T>).value.id
                held.hold(consume found)
            }
        }
    }

    /// Empties the index. O(buckets).
    mutating func removeAll() {
        let keepsIDs = keepsIDs
        self = NodeIndex()
        self.keepsIDs = keepsIDs
    }
}
