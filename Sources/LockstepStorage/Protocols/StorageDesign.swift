/// What every storage has: a name, for logs and for telling storages apart in a composition.
public protocol StorageDesign {
    /// A name for the storage. Compositions name themselves after their parts (`front<->back`), and
    /// `renaming(to:)` gives a storage another name.
    var storageName: String { get }
}

extension StorageDesign {
    /// The type's name, when the storage gives none.
    public var storageName: String {
        String(describing: Self.self)
    }
}
