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
    /// The records, oldest first.
    private var records: [Record] = []
    /// Each node's position in ``records``, kept once there are ``indexThreshold`` records.
    private var positions = [ObjectIdentifier: Int]()

    /// An empty list.
    init() {}

    /// Past this many records, a dictionary finds them.
    static var indexThreshold: Int { 16 }

    /// Whether there is no record.
    var isEmpty: Bool { records.isEmpty }

    /// The position of `node`'s record, if it has one.
    ///
    /// - Complexity: O(n) below ``indexThreshold`` records, O(1) on average above.
    func position(of node: NodeBase) -> Int? {
        guard records.count >= Self.indexThreshold else {
            // Through the buffer, so that each record is read in place rather than copied (a copy retains every
            // reference it holds).
            return records.withUnsafeBufferPointer { buffer in buffer.indices.first { buffer[$0].node === node } }
        }
        return positions[ObjectIdentifier(node)]
    }

    /// What `body` returns for the record at `position`, read in place.
    func read<R>(at position: Int, _ body: (Record) -> R) -> R {
        records.withUnsafeBufferPointer { body($0[position]) }
    }

    /// Adds the record of a node that has none.
    ///
    /// - Complexity: amortized O(1); O(``indexThreshold``) once, when the dictionary is built.
    mutating func append(_ record: consuming Record) {
        let node = ObjectIdentifier(record.node)
        // Consumed: moved into the list, not copied (a copy retains every reference the record holds).
        records.append(record)
        if records.count == Self.indexThreshold {
            for (position, record) in records.enumerated() {
                positions[ObjectIdentifier(record.node)] = position
            }
        } else if records.count > Self.indexThreshold {
            positions[node] = records.count - 1
        }
    }

    /// Changes the record at `position` in place.
    mutating func update(at position: Int, _ change: (inout Record) -> Void) {
        change(&records[position])
    }

    /// What `body` returns for the records, oldest first, read in place.
    func withRecords<R>(_ body: (UnsafeBufferPointer<Record>) -> R) -> R {
        records.withUnsafeBufferPointer(body)
    }

    /// Calls `body` with every record, oldest first.
    ///
    /// - Complexity: O(n).
    func forEach(_ body: (Record) -> Void) {
        records.withUnsafeBufferPointer { buffer in
            for position in buffer.indices {
                body(buffer[position])
            }
        }
    }

    /// Empties the list and hands back its records, to be released where the caller chooses.
    mutating func takeAll() -> NodeRecords {
        var taken = NodeRecords()
        swap(&taken, &self)
        return taken
    }
}
