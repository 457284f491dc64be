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
        // No prefix: `Base` is `Root`, so both key path types are the same type.
        prefix?.appending(path: keyPath) ?? keyPath as! WritableKeyPath<Root, T>
    }

    /// Adds the record `shape` builds for the property at `keyPath`, or nothing where the store cannot write. A
    /// writable key path goes through ``PartialIdentifiableKeyPath/init(_:as:)``: it is checked for at run time
    /// only with `checkWritable` (overload resolution has told the rest apart by the key path's static type).
    /// Otherwise a stored property of a struct is written at its offset; a property of a class or a computed
    /// property without a setter adds nothing, and the generator diagnoses it where the property is declared.
    @inlinable
    mutating func addRecord<Shape: EntityShape>(_ keyPath: KeyPath<Base, Shape.Value>, as shape: Shape, checkWritable: Bool) {
        if checkWritable, let writable = keyPath as? WritableKeyPath<Base, Shape.Value> {
            collected.append(PartialIdentifiableKeyPath(rooted(writable), as: shape))
        } else if let property = StoredProperty(keyPath) {
            if let prefix {
                collected.append(shape.record(at: ComposedAccess(prefix, property)))
            } else {
                // No prefix: `Base` is `Root`, so both property types are the same type.
                collected.append(shape.record(at: property as! StoredProperty<Root, Shape.Value>))
            }
        }
    }

    /// Adds the wrapper record `make` builds from a writable key path to the property at `keyPath`: `keyPath`
    /// itself when it is writable (checked for at run time only with `checkWritable`), otherwise one formed
    /// through `Base`'s stored-property subscript (`Base` is an aggregate or a wrapper in generated code).
    @inlinable
    mutating func addWrapperRecord<T>(
        _ keyPath: KeyPath<Base, T>,
        checkWritable: Bool,
        _ make: (WritableKeyPath<Root, T>) -> PartialIdentifiableKeyPath<Root>
    ) {
        let writable = checkWritable ? keyPath as? WritableKeyPath<Base, T> : nil
        guard let writable = writable ?? StoredProperty(keyPath)?.writableKeyPath else { return }
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
