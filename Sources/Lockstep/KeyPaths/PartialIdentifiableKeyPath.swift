/// A key path from `Root` to something that holds entities: an `Identifiable` or ``Aggregate`` value, an
/// optional one, a collection of them, or an ``EntityWrapper`` (alone, optional or in a collection).
///
/// Aggregates list these in ``Aggregate/nestedEntitiesKeyPaths``:
///
/// ```swift
/// var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
///     [.init(\.author), .init(\.books), .init(wrapper: \.media)]
/// }
/// ```
///
/// Writable key paths are accepted, and key paths to `let` (or `private(set)`) stored properties of structs: the
/// store writes updated entities back through them, into its own copy of the value.
public struct PartialIdentifiableKeyPath<Root> {
    /// Stores every entity at this key path of `root`, copies back the stored values where they differ
    /// (stale writes), and records the slots in `scope`.
    @usableFromInline let normalize: (inout Root, inout NormalizeScope<Root>) -> Void

    @inlinable
    init(normalize: @escaping (inout Root, inout NormalizeScope<Root>) -> Void) {
        self.normalize = normalize
    }

    /// The record `shape` builds for the property at a writable key path. A plain stored property is written at
    /// its offset: a key path write costs several times more, on every change that reaches the parent. Observed
    /// properties and enum wrappers' case accessors have no offset, and are written through the key path.
    @inlinable
    init<Shape: EntityShape>(_ keyPath: WritableKeyPath<Root, Shape.Value>, as shape: Shape) {
        if let property = StoredProperty(keyPath) {
            self = shape.record(at: property)
        } else {
            self = shape.record(at: keyPath)
        }
    }

    // MARK: Entities

    /// Creates an instance referencing an `Identifiable` property.
    @inlinable
    public init<T: Identifiable>(_ keyPath: WritableKeyPath<Root, T>) {
        self.init(keyPath, as: SingleShape(PlainEntity.self))
    }

    /// Creates an instance referencing an ``Aggregate`` property.
    @inlinable
    public init<T: Aggregate>(_ keyPath: WritableKeyPath<Root, T>) {
        self.init(keyPath, as: SingleShape(AggregateEntity.self))
    }

    /// Creates an instance referencing an optional `Identifiable` property.
    @inlinable
    public init<T: Identifiable>(_ keyPath: WritableKeyPath<Root, T?>) {
        self.init(keyPath, as: OptionalShape(PlainEntity.self))
    }

    /// Creates an instance referencing an optional ``Aggregate`` property.
    @inlinable
    public init<T: Aggregate>(_ keyPath: WritableKeyPath<Root, T?>) {
        self.init(keyPath, as: OptionalShape(AggregateEntity.self))
    }

    /// Creates an instance referencing a collection of `Identifiable` values, such as `[Book]`.
    @inlinable
    public init<C: MutableCollection>(_ keyPath: WritableKeyPath<Root, C>) where C.Element: Identifiable, C.Index: Hashable {
        self.init(keyPath, as: CollectionShape(PlainEntity.self))
    }

    /// Creates an instance referencing a collection of ``Aggregate`` values.
    @inlinable
    public init<C: MutableCollection>(_ keyPath: WritableKeyPath<Root, C>) where C.Element: Aggregate, C.Index: Hashable {
        self.init(keyPath, as: CollectionShape(AggregateEntity.self))
    }

    /// Creates an instance referencing an optional collection of `Identifiable` values, such as `[Book]?`.
    @inlinable
    public init<C: MutableCollection>(_ keyPath: WritableKeyPath<Root, C?>) where C.Element: Identifiable, C.Index: Hashable {
        self.init(keyPath, as: UnwrappedShape(CollectionShape(PlainEntity.self)))
    }

    /// Creates an instance referencing an optional collection of ``Aggregate`` values.
    @inlinable
    public init<C: MutableCollection>(_ keyPath: WritableKeyPath<Root, C?>) where C.Element: Aggregate, C.Index: Hashable {
        self.init(keyPath, as: UnwrappedShape(CollectionShape(AggregateEntity.self)))
    }

    // MARK: Read-only stored properties

    // Key paths to `let` properties (and other read-only stored properties) of structs: the store writes into its
    // own copy of the value at the property's offset (see `StoredProperty`).

    /// Creates an instance referencing an `Identifiable` value in a `let` (or `private(set)`) stored property of a
    /// struct, such as `\.account` for `let account: Account`.
    ///
    /// - Precondition: `keyPath` is a stored property of a struct. A property of a class cannot be kept in sync
    ///   this way (its instance is shared): use a struct, or a `var` of the class.
    @inlinable
    public init<T: Identifiable>(_ keyPath: KeyPath<Root, T>) {
        self = SingleShape(PlainEntity.self).record(at: StoredProperty(requiring: keyPath))
    }

    /// Creates an instance referencing an ``Aggregate`` in a `let` stored property of a struct.
    ///
    /// - Precondition: `keyPath` is a stored property of a struct.
    @inlinable
    public init<T: Aggregate>(_ keyPath: KeyPath<Root, T>) {
        self = SingleShape(AggregateEntity.self).record(at: StoredProperty(requiring: keyPath))
    }

    /// Creates an instance referencing an optional `Identifiable` value in a `let` stored property of a struct.
    ///
    /// - Precondition: `keyPath` is a stored property of a struct.
    @inlinable
    public init<T: Identifiable>(_ keyPath: KeyPath<Root, T?>) {
        self = OptionalShape(PlainEntity.self).record(at: StoredProperty(requiring: keyPath))
    }

    /// Creates an instance referencing an optional ``Aggregate`` in a `let` stored property of a struct.
    ///
    /// - Precondition: `keyPath` is a stored property of a struct.
    @inlinable
    public init<T: Aggregate>(_ keyPath: KeyPath<Root, T?>) {
        self = OptionalShape(AggregateEntity.self).record(at: StoredProperty(requiring: keyPath))
    }

    /// Creates an instance referencing a collection of `Identifiable` values in a `let` stored property of a
    /// struct, such as `let media: [Attachment]`.
    ///
    /// - Precondition: `keyPath` is a stored property of a struct.
    @inlinable
    public init<C: MutableCollection>(_ keyPath: KeyPath<Root, C>) where C.Element: Identifiable, C.Index: Hashable {
        self = CollectionShape(PlainEntity.self).record(at: StoredProperty(requiring: keyPath))
    }

    /// Creates an instance referencing a collection of ``Aggregate``s in a `let` stored property of a struct.
    ///
    /// - Precondition: `keyPath` is a stored property of a struct.
    @inlinable
    public init<C: MutableCollection>(_ keyPath: KeyPath<Root, C>) where C.Element: Aggregate, C.Index: Hashable {
        self = CollectionShape(AggregateEntity.self).record(at: StoredProperty(requiring: keyPath))
    }

    /// Creates an instance referencing an optional collection of `Identifiable` values in a `let` stored property
    /// of a struct, such as `let media: [Attachment]?`.
    ///
    /// - Precondition: `keyPath` is a stored property of a struct.
    @inlinable
    public init<C: MutableCollection>(_ keyPath: KeyPath<Root, C?>) where C.Element: Identifiable, C.Index: Hashable {
        self = UnwrappedShape(CollectionShape(PlainEntity.self)).record(at: StoredProperty(requiring: keyPath))
    }

    /// Creates an instance referencing an optional collection of ``Aggregate``s in a `let` stored property of a
    /// struct.
    ///
    /// - Precondition: `keyPath` is a stored property of a struct.
    @inlinable
    public init<C: MutableCollection>(_ keyPath: KeyPath<Root, C?>) where C.Element: Aggregate, C.Index: Hashable {
        self = UnwrappedShape(CollectionShape(AggregateEntity.self)).record(at: StoredProperty(requiring: keyPath))
    }
}
