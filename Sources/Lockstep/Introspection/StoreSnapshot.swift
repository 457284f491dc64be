/// What an ``EntityStore`` holds at one moment: every live entity with its stamp, observers and holders, and
/// every alias with what it holds. Made by ``EntityStore/snapshot()``.
///
/// A plain value, detached from the store: printing it (`print(store.snapshot())`) gives a text that is the
/// same for the same store, entities sorted by type name then id text, aliases by name then type:
///
/// ```
/// Entities (2)
///   Author(7) stamp 2.0, 0 observers, held by Book(1)
///   Book(1) stamp none, 1 observer, held by alias "current" (Book)
/// Aliases (1)
///   "current" (Book) stamp none, 0 observers, holds Book(1)
/// ```
public struct StoreSnapshot: Hashable, Sendable, CustomStringConvertible {
    /// Every live entity, sorted by type name, then id text.
    public let entities: [EntitySnapshot]
    /// Every alias that designates something or is observed, sorted by name, then type.
    public let aliases: [AliasSnapshot]
    /// How many optimistic layers (``EntityStore/optimistic(_:)``) are open: what the entities and aliases show
    /// includes their writes.
    public let openLayers: Int
    /// How many live lists (``EntityStore/entities(_:where:sortedBy:)``) are open, by the name of their elements'
    /// type (`["Post": 2]`).
    public let openLists: [String: Int]

    /// A snapshot of these entities and aliases, sorted as ``EntityStore/snapshot()`` sorts them, with
    /// `openLayers` optimistic layers and `openLists` live lists open.
    public init(
        entities: [EntitySnapshot], aliases: [AliasSnapshot], openLayers: Int = 0, openLists: [String: Int] = [:]
    ) {
        self.entities = entities.sorted { $0.entity < $1.entity }
        self.aliases = aliases.sorted { ($0.name, $0.type) < ($1.name, $1.type) }
        self.openLayers = openLayers
        self.openLists = openLists
    }

    /// The entity of `type` with `id`, if the store held it. O(n).
    public func entity<T: Identifiable>(_ type: T.Type, id: T.ID) -> EntitySnapshot? {
        let wanted = EntityReference(type, id: id)
        return entities.first { $0.entity == wanted }
    }

    /// The alias `key`, if the store held it (designating something or observed). O(n).
    public func alias<T>(_ key: AliasKey<T>) -> AliasSnapshot? {
        let type = String(describing: T.self)
        return aliases.first { $0.name == key.name && $0.type == type }
    }

    /// The entities, then the aliases, one per line (see ``StoreSnapshot``), then the open live lists by type and the
    /// number of open optimistic layers, when there are some.
    public var description: String {
        var lines = ["Entities (\(entities.count))"] + entities.map { "  \($0)" } + ["Aliases (\(aliases.count))"] + aliases.map { "  \($0)" }
        if !openLists.isEmpty {
            let counts = openLists.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            lines.append("Open live lists: " + counts.joined(separator: ", "))
        }
        if openLayers > 0 {
            lines.append("Open optimistic layers: \(openLayers)")
        }
        return lines.joined(separator: "\n")
    }
}
