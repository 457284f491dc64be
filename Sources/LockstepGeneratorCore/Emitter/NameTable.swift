/// A hash table from type names to values, for the look-ups the generator makes for every property of a target
/// (what a name resolves to, whether it is a standard or a neutral name).
///
/// A `Dictionary` keyed by `String` hashes every byte with SipHash and compares strings; nearly every type name has
/// at most 15 bytes, which pack into two words (``PackedName``) found in an open-addressing table by a
/// multiplicative hash: a third of the instructions. Longer names go to a `Dictionary`. The hash is mixed with a
/// seed drawn once per process, so that names picked to collide under one fixed hash do not collide here.
struct NameTable<Value> {
    /// The packed name in each slot, ``PackedName/empty`` for a free one.
    private var names: [PackedName]
    /// The value in each slot (nil in a free one).
    private var values: [Value?]
    /// log2 of the number of slots.
    private var bits: Int
    /// How many slots are taken.
    private var count = 0
    /// Names that do not pack (16 bytes or more, or none).
    private var others: [String: Value] = [:]

    /// An empty table with room for `capacity` names before it grows.
    init(minimumCapacity capacity: Int = 0) {
        var bits = 4
        while 1 << bits < 2 * capacity { bits += 1 }
        self.bits = bits
        names = Array(repeating: .empty, count: 1 << bits)
        values = Array(repeating: nil, count: 1 << bits)
    }

    /// The value for `name`, or nil. Setting nil is not supported (the generator never removes a name).
    ///
    /// - Complexity: O(1) on average: at most 15 bytes are packed, then a few slots compared.
    subscript(name: String) -> Value? {
        get {
            guard let packed = PackedName(name) else { return others[name] }
            return values[find(packed)]
        }
        set {
            guard let newValue else { preconditionFailure("a NameTable never removes a name") }
            guard let packed = PackedName(name) else {
                others[name] = newValue
                return
            }
            var slot = find(packed)
            if names[slot] == .empty {
                // Kept at most half full, so that probe sequences stay short.
                if 2 * (count + 1) > names.count {
                    grow()
                    slot = find(packed)
                }
                names[slot] = packed
                count += 1
            }
            values[slot] = newValue
        }
    }

    /// The slot holding `packed`, or the free slot where it would go.
    private func find(_ packed: PackedName) -> Int {
        let mask = names.count - 1
        var slot = packed.slot(bits: bits, seed: NameTableSeed.value)
        while names[slot] != .empty, names[slot] != packed { slot = (slot + 1) & mask }
        return slot
    }

    /// Doubles the number of slots, placing every name again.
    private mutating func grow() {
        let (oldNames, oldValues) = (names, values)
        bits += 1
        names = Array(repeating: .empty, count: 1 << bits)
        values = Array(repeating: nil, count: 1 << bits)
        for index in oldNames.indices where oldNames[index] != .empty {
            let slot = find(oldNames[index])
            names[slot] = oldNames[index]
            values[slot] = oldValues[index]
        }
    }
}

extension NameTable where Value == Bool {
    /// A set of `names`: each maps to true.
    init(_ names: some Collection<String>) {
        self.init(minimumCapacity: names.count)
        for name in names { self[name] = true }
    }

    /// Whether `name` is in the set.
    ///
    /// - Complexity: O(1) on average.
    func contains(_ name: String) -> Bool {
        self[name] ?? false
    }
}

extension NameTable: Sendable where Value: Sendable {}

/// The seed of every ``NameTable`` (a generic type has no stored static property): drawn once per process. The
/// order of slots is never observed, so output does not depend on it.
private enum NameTableSeed {
    static let value = UInt64.random(in: .min ... .max)
}
