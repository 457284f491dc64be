/// A value recorded about one node: the node it is about.
protocol NodeRecord {
    /// The node the record is about.
    var node: NodeBase { get }
}

/// Records about distinct nodes, in the order they were made, found by node: by a scan while there are few (a
/// layer event usually changes a handful of nodes, often one), through a dictionary once there are
/// ``indexThreshold``. The first record is kept inline, so that a list of one allocates nothing. Guarded by
/// whatever guards its owner (the store's lock, for ``LayerJournal``).
struct NodeRecords<Record: NodeRecord> {
    /// The oldest record (position 0), nil when there is none.
    private var first: Record?
    /// The other records, oldest first (position `n` is `rest[n - 1]`).
    private var rest: [Record] = []
    /// Each node's position, kept once there are ``indexThreshold`` records.
    private var positions = [ObjectIdentifier: Int]()

    /// An empty list.
    init() {}

    /// Past this many records, a dictionary finds them.
    static var indexThreshold: Int { 16 }

    /// Whether there is no record.
    var isEmpty: Bool { first == nil }

    /// The position of `node`'s record, if it has one.
    ///
    /// - Complexity: O(n) below ``indexThreshold`` records, O(1) on average above.
    func position(of node: NodeBase) -> Int? {
        guard let first else { return nil }
        guard rest.count + 1 >= Self.indexThreshold else {
            if first.node === node { return 0 }
            return rest.firstIndex { $0.node === node }.map { $0 + 1 }
        }
        return positions[ObjectIdentifier(node)]
    }

    /// What `body` returns for the record at `position`, read in place.
    func read<R>(at position: Int, _ body: (Record) -> R) -> R {
        guard position > 0 else { return body(first!) }
        return body(rest[position - 1])
    }

    /// Adds the record of a node that has none.
    ///
    /// - Complexity: amortized O(1); O(``indexThreshold``) once, when the dictionary is built.
    mutating func append(_ record: consuming Record) {
        guard first != nil else {
            first = consume record
            return
        }
        let node = ObjectIdentifier(record.node)
        // Consumed: moved into the list, not copied (a copy retains every reference the record holds).
        rest.append(record)
        let count = rest.count + 1
        if count == Self.indexThreshold {
            var index = [ObjectIdentifier: Int]()
            forEach { record in index[ObjectIdentifier(record.node)] = index.count }
            positions = index
        } else if count > Self.indexThreshold {
            positions[node] = count - 1
        }
    }

    /// Changes the record at `position` in place.
    mutating func update(at position: Int, _ change: (inout Record) -> Void) {
        if position == 0 {
            change(&first!)
        } else {
            change(&rest[position - 1])
        }
    }

    /// Calls `body` with every record, oldest first, each read in place.
    ///
    /// - Complexity: O(n).
    func forEach(_ body: (Record) -> Void) {
        guard let first else { return }
        body(first)
        for record in rest {
            body(record)
        }
    }

    /// Calls `body` with every record, oldest first, in place: unlike ``forEach(_:)``, whose first record may be
    /// copied out of its optional (a copy retains every reference the record holds).
    ///
    /// - Complexity: O(n).
    mutating func updateEach(_ body: (inout Record) -> Void) {
        guard first != nil else { return }
        body(&first!)
        for position in rest.indices {
            body(&rest[position])
        }
    }

    /// Empties the list and hands back its records, to be released where the caller chooses.
    mutating func takeAll() -> NodeRecords {
        var taken = NodeRecords()
        swap(&taken, &self)
        return taken
    }
}
