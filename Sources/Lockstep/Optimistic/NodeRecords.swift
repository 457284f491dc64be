/// A value recorded about one node: the node it is about.
protocol NodeRecord {
    /// The node the record is about.
    var node: NodeBase { get }
}

/// Records about distinct nodes, in the order they were made, found by node through a dictionary. Guarded by
/// whatever guards its owner (the store's lock, for ``LayerJournal``).
struct NodeRecords<Record: NodeRecord> {
    /// The records, oldest first.
    private(set) var all: [Record] = []
    /// Each node's position in ``all``.
    private var positions = [ObjectIdentifier: Int]()

    /// The position of `node`'s record, if it has one. O(1) on average.
    func position(of node: NodeBase) -> Int? {
        positions[ObjectIdentifier(node)]
    }

    /// The record at `position`.
    subscript(position: Int) -> Record { all[position] }

    /// Adds the record of a node that has none. Amortized O(1).
    mutating func append(_ record: Record) {
        positions[ObjectIdentifier(record.node)] = all.count
        all.append(record)
    }

    /// Empties the list and hands back its records, to be released where the caller chooses.
    mutating func takeAll() -> [Record] {
        var taken = NodeRecords()
        swap(&taken, &self)
        return taken.all
    }
}
