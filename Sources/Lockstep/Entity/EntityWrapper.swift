/// A value that is not an entity itself but holds entities, typically an enum whose cases carry them.
///
/// A wrapper describes its entities relative to the key path its parent keeps it at, so that the store can
/// write updated entities back into the right case or property.
///
/// ```swift
/// enum Media: EntityWrapper {
///     case book(Book), game(Game)
///
///     var book: Book? {
///         get { if case .book(let book) = self { book } else { nil } }
///         set { if case .book = self, let newValue { self = .book(newValue) } }
///     }
///     var game: Game? { ... }
///
///     func wrappedEntitiesKeyPaths<Root>(relativeTo parent: WritableKeyPath<Root, Self>) -> [PartialIdentifiableKeyPath<Root>] {
///         [.init(parent.appending(path: \.book)), .init(parent.appending(path: \.game))]
///     }
/// }
/// ```
///
/// Annotating the enum with `// lockstep: wrapper` generates the accessors and the list.
public protocol EntityWrapper: _EntityContainer {
    /// The key paths, starting at `Root`, of every entity this wrapper holds when it is kept at `parent`.
    func wrappedEntitiesKeyPaths<Root>(relativeTo parent: WritableKeyPath<Root, Self>) -> [PartialIdentifiableKeyPath<Root>]
}
