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

    /// The entity of `type` with `id`, if the store held it. O(log n).
    public func entity<T: Identifiable>(_ type: T.Type, id: T.ID) -> EntitySnapshot? {
        let wanted = EntityReference(type, id: id)
        var low = 0
        var high = entities.count
        while low < high {
            let middle = (low + high) / 2
            if entities[middle].entity < wanted { low = middle + 1 } else { high = middle }
        }
        return low < entities.count && entities[low].entity == wanted ? entities[low] : nil
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

/// One stored entity in a ``StoreSnapshot``: which it is, its stamp, who observes it and what holds it.
public struct EntitySnapshot: Hashable, Sendable, CustomStringConvertible {
    /// Its type and id.
    public let entity: EntityReference
    /// The stamp of the last accepted stamped write of it, nil when no write carried one.
    public let stamp: Stamp?
    /// Number of active subscriptions to it (`observe`, `values`, publishers). An ``EntityObserver`` that is
    /// held but not subscribed keeps it alive without being counted.
    public let observers: Int
    /// What holds it: its parent entities, the aliases and collection observers whose value holds it; sorted
    /// (see ``EntityHolder``), each once.
    public let parents: [EntityHolder]

    /// Describes an entity as the store holds it.
    public init(entity: EntityReference, stamp: Stamp?, observers: Int, parents: [EntityHolder]) {
        self.entity = entity
        self.stamp = stamp
        self.observers = observers
        self.parents = parents
    }

    /// One line, such as `Book(1) stamp 2.0, 1 observer, held by alias "current" (Book)`.
    public var description: String {
        let holders = parents.isEmpty ? "" : ", held by " + parents.map(\.description).joined(separator: ", ")
        return "\(entity) stamp \(stamp.text), \(observers) observer\(observers == 1 ? "" : "s")\(holders)"
    }
}

/// What holds an entity in the store, as a ``StoreSnapshot`` reports it: a parent entity, an alias, or the array
/// behind a collection observer (`store(entities:)`).
public enum EntityHolder: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// An entity (or aggregate) whose value holds it.
    case entity(EntityReference)
    /// The alias `name` of an aliased value of type `type` (the type's name).
    case alias(name: String, type: String)
    /// The array behind a collection observer, which has no name: what `store(entities:)` returned.
    case collectionObserver

    /// `Book(1)`, `alias "current" (Book)` or `collection observer`.
    public var description: String {
        switch self {
        case let .entity(entity): entity.description
        case let .alias(name, type): "alias \"\(name)\" (\(type))"
        case .collectionObserver: "collection observer"
        }
    }

    /// Entities first (by type name, then id), then aliases (by name, then type), then collection observers.
    public static func < (lhs: EntityHolder, rhs: EntityHolder) -> Bool {
        lhs.order < rhs.order
    }

    /// The position of the case in the order, then the two texts that order holders of that case.
    private var order: (Int, String, String) {
        switch self {
        case let .entity(entity): (0, entity.type, entity.id)
        case let .alias(name, type): (1, name, type)
        case .collectionObserver: (2, "", "")
        }
    }
}

/// One alias in a ``StoreSnapshot``: its name, the type of its value, and the entities its value holds.
public struct AliasSnapshot: Hashable, Sendable, CustomStringConvertible {
    /// The alias's name (``AliasKey/name``).
    public let name: String
    /// The type of the aliased value, as `String(describing:)` writes it, such as `Book` or `Array<Book>`.
    public let type: String
    /// The highest stamp of the writes that set its content, nil when none carried one.
    public let stamp: Stamp?
    /// Number of active subscriptions to it.
    public let observers: Int
    /// The entities its value holds directly, in the order its value holds them (an array alias: element
    /// order); empty when the alias designates nothing.
    public let entities: [EntityReference]

    /// Describes an alias as the store holds it.
    public init(name: String, type: String, stamp: Stamp?, observers: Int, entities: [EntityReference]) {
        self.name = name
        self.type = type
        self.stamp = stamp
        self.observers = observers
        self.entities = entities
    }

    /// One line, such as `"current" (Book) stamp none, 0 observers, holds Book(1)`.
    public var description: String {
        let holds = entities.isEmpty ? "holds nothing" : "holds " + entities.map(\.description).joined(separator: ", ")
        return "\"\(name)\" (\(type)) stamp \(stamp.text), \(observers) observer\(observers == 1 ? "" : "s"), \(holds)"
    }
}
