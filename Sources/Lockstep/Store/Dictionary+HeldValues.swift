extension Dictionary where Value: AnyObject {
    /// The values that something besides this dictionary references, checked in place before any is copied out
    /// (see `StoreState+Liveness.swift`). An index loop rather than `values.indices`, which would hold a copy of
    /// the dictionary and make every value look shared. O(count).
    mutating func valuesHeldElsewhere() -> [Value] {
        var held: [Value] = []
        var position = startIndex
        while position != endIndex {
            if !isKnownUniquelyReferenced(&values[position]) {
                held.append(values[position])
            }
            formIndex(after: &position)
        }
        return held
    }
}
