/// An `Identifiable` value that nests other entities.
///
/// When an aggregate is stored, every entity reachable through ``nestedEntitiesKeyPaths`` is stored as its
/// own node, and the aggregate is kept in sync with them: a change to any nested entity is written back into
/// every aggregate that holds it.
///
/// ```swift
/// struct AuthorBooks: Aggregate {
///     var id: Author.ID { author.id }
///     var author: Author
///     var books: [Book]
///
///     var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
///         [.init(\.author), .init(\.books)]
///     }
/// }
/// ```
///
/// Write the list by hand, or annotate the type with `// lockstep: aggregate` and let `LockstepPlugin`
/// generate it. The list must be a pure description of the type: it is read while the store is locked.
public protocol Aggregate: Identifiable, _EntityContainer {
    /// The key paths of every entity (or entity wrapper) this aggregate holds.
    var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { get }
}
