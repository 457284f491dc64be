/// Builds a list of ``PartialIdentifiableKeyPath``s from every stored property of a type, keeping only the
/// ones that hold entities. This is what `lockstep-gen` emits, so that it can offer every property without
/// knowing their types:
///
/// ```swift
/// var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
///     var collector = EntityKeyPathCollector<Self, Self>()
///     collector.add(\.author)      // Author: Identifiable, kept
///     collector.add(\.media)       // let media: [Attachment]: kept, written in place
///     collector.add(\.updatedAt)   // Date, dropped at compile time
///     return collector.keyPaths
/// }
/// ```
///
/// Overload resolution on the key path's static type picks the entity shape; anything else resolves to the
/// overload that does nothing. Properties are read from `Base` values; the key paths produced start at `Root`:
/// an aggregate collects its own properties (`Root` and `Base` are the aggregate), a wrapper collects its
/// properties relative to where its parent keeps it (``init(relativeTo:)``).
///
/// `let` and `private(set)` stored properties of structs are kept in sync like `var` ones: the store owns its
/// copy of every value and writes into it at the property's offset. Entities that cannot be kept in sync (`Set`s
/// and `Dictionary`s of entities) resolve to deprecated overloads, so the compiler warns on that line.
public struct EntityKeyPathCollector<Root, Base> {
    @usableFromInline
    var collected: [PartialIdentifiableKeyPath<Root>] = []

    /// Where `Base` values sit inside `Root` values; nil when `Base` is `Root` (then the two are the same type,
    /// which the generic signature cannot say).
    @usableFromInline
    let prefix: WritableKeyPath<Root, Base>?

    /// The entity key paths added so far, in order.
    public var keyPaths: [PartialIdentifiableKeyPath<Root>] { collected }

    /// Creates an empty collector of a type's own properties, for ``Aggregate/nestedEntitiesKeyPaths``.
    @inlinable
    public init() where Base == Root {
        prefix = nil
    }

    /// Creates an empty collector of the properties of a value kept at `parent`, for
    /// ``EntityWrapper/wrappedEntitiesKeyPaths(relativeTo:)``.
    @inlinable
    public init(relativeTo parent: WritableKeyPath<Root, Base>) {
        prefix = parent
    }

    // MARK: Building key paths from Root

    /// `keyPath`, starting at `Root`.
    @inlinable
    func rooted<T>(_ keyPath: WritableKeyPath<Base, T>) -> WritableKeyPath<Root, T> {
        guard let prefix else {
            // No prefix: `Base` is `Root`, so both key path types are the same type.
            return (keyPath as! WritableKeyPath<Root, T>)
        }
        return prefix.appending(path: keyPath)
    }

    /// Adds the key path `make` builds for the stored property at `keyPath`, starting at `Root`; adds nothing when
    /// `keyPath` is not a stored property of a struct (a property of a class, or a computed property without a
    /// setter), which the generator diagnoses where it declares such properties.
    @inlinable
    mutating func addStored<T>(
        _ keyPath: KeyPath<Base, T>,
        _ make: (StoredProperty<Root, T>) -> PartialIdentifiableKeyPath<Root>,
        relative: (WritableKeyPath<Root, Base>, StoredProperty<Base, T>) -> PartialIdentifiableKeyPath<Root>
    ) {
        guard let property = StoredProperty(keyPath) else { return }
        guard let prefix else {
            // No prefix: `Base` is `Root`, so both property types are the same type.
            collected.append(make(property as! StoredProperty<Root, T>))
            return
        }
        collected.append(relative(prefix, property))
    }

    /// Adds the key paths of a wrapper kept in the stored property at `keyPath`, through a writable key path formed
    /// by `Base`'s stored-property subscript (`Base` is an aggregate or a wrapper in generated code).
    @inlinable
    mutating func addStoredWrapper<T>(
        _ keyPath: KeyPath<Base, T>,
        _ make: (WritableKeyPath<Root, T>) -> PartialIdentifiableKeyPath<Root>
    ) {
        guard let writable = StoredProperty(keyPath)?.writableKeyPath else { return }
        collected.append(make(rooted(writable)))
    }

    // MARK: Everything else

    /// Ignores a property that holds no entity.
    @inlinable
    public mutating func add<T>(_ keyPath: KeyPath<Base, T>) {}
}

// Entities the store cannot keep in sync, whatever the property: the compiler warns where generated code
// offers them (the generated file points that warning at the property's own line).
extension EntityKeyPathCollector {
    /// Warns about a `Set` of entities: a set has no stable positions to write updates into.
    @available(*, deprecated, message: "a Set of entities cannot be kept in sync: use an Array, or mark the property '// lockstep: ignore'")
    @inlinable
    public mutating func add<S: SetAlgebra & Collection>(_ keyPath: KeyPath<Base, S>) where S.Element: Identifiable {}

    /// Warns about an optional `Set` of entities.
    @available(*, deprecated, message: "a Set of entities cannot be kept in sync: use an Array, or mark the property '// lockstep: ignore'")
    @inlinable
    public mutating func add<S: SetAlgebra & Collection>(_ keyPath: KeyPath<Base, S?>) where S.Element: Identifiable {}

    /// Warns about a `Dictionary` of entities, which the store does not keep in sync.
    @available(*, deprecated, message: "a Dictionary of entities cannot be kept in sync: use an Array, or mark the property '// lockstep: ignore'")
    @inlinable
    public mutating func add<Key, Value: Identifiable>(_ keyPath: KeyPath<Base, [Key: Value]>) {}

    /// Warns about an optional `Dictionary` of entities.
    @available(*, deprecated, message: "a Dictionary of entities cannot be kept in sync: use an Array, or mark the property '// lockstep: ignore'")
    @inlinable
    public mutating func add<Key, Value: Identifiable>(_ keyPath: KeyPath<Base, [Key: Value]?>) {}
}
