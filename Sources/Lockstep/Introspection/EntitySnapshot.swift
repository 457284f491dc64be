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
        var line = "\(entity) stamp \(stamp.map { "\($0)" } ?? "none"), \(observers) observer\(observers == 1 ? "" : "s")"
        if !parents.isEmpty {
            line += ", held by " + parents.map(\.description).joined(separator: ", ")
        }
        return line
    }
}
