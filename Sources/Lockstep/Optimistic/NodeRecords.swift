/// A value recorded about one node: the node it is about.
protocol NodeRecord {
    /// The node the record is about.
    var node: NodeBase { get }
}

/// Records about distinct nodes, in the order they were made, found by node: by a scan while there are few (a
/// layer event usually changes a handful of nodes, often one), through a dictionary past 16. Guarded by whatever
/// guards its owner (the store's lock, for ``LayerJournal``).
struct NodeRecords<Record: NodeRecord> {
    /// The records, oldest first.
    private(set) var all: [Record] = []
    /// Each node's position in ``all``, once there are ``indexedCount`` records.
    private var positions = [ObjectIdentifier: Int]()
    /// From this many records on, a node's record is found through ``positions`` rather than by a scan.
    private static var indexedCount: Int { 16 }

    /// The position of `node`'s record, if it has one. O(1) on average past 16 records.
    func position(of node: NodeBase) -> Int? {
        all.count < Self.indexedCount ? all.firstIndex { $0.node === node } : positions[ObjectIdentifier(node)]
    }

    /// The record at `position`.
    subscript(position: Int) -> Record { all[position] }

    /// Adds the record of a node that has none. Amortized O(1).
    mutating func append(_ record: Record) {
        all.append(record)
        if all.count == Self.indexedCount {
            for (position, record) in all.enumerated() {
                positions[ObjectIdentifier(record.node)] = position
            }
        } else if all.count > Self.indexedCount {
            positions[ObjectIdentifier(record.node)] = all.count - 1
        }
    }

    /// Empties the list and hands back its records, to be released where the caller chooses.
    mutating func takeAll() -> [Record] {
        var taken = NodeRecords()
        swap(&taken, &self)
        return taken.all
    }
}
