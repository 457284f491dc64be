import Lockstep

/// One level of a chain of nested aggregates (`deep_<D>`): each level holds the next one, the last holds none.
///
/// Deliberately not `Equatable`: comparing a whole subtree on every write would measure `==`, not the store.
struct Level: Aggregate, Sendable {
    var id: Int
    var payload: Int
    var child: [Level]

    var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
        [.init(\.child)]
    }

    /// A chain of `depth` levels with ids `0..<depth`, level 0 on top.
    static func chain(depth: Int) -> Level {
        var level = Level(id: depth - 1, payload: 0, child: [])
        for id in stride(from: depth - 2, through: 0, by: -1) {
            level = Level(id: id, payload: 0, child: [level])
        }
        return level
    }
}
