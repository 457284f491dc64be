// Key paths to `let` properties (and other read-only stored properties) of structs: the store writes into its
// own copy of the value at the property's offset (see `StoredProperty`).
extension PartialIdentifiableKeyPath {
    /// Creates an instance referencing an `Identifiable` value in a `let` (or `private(set)`) stored property of a
    /// struct, such as `\.account` for `let account: Account`.
    ///
    /// - Precondition: `keyPath` is a stored property of a struct. A property of a class cannot be kept in sync
    ///   this way (its instance is shared): use a struct, or a `var` of the class.
    @inlinable
    public init<T: Identifiable>(_ keyPath: KeyPath<Root, T>) {
        self = .single(StoredProperty(requiring: keyPath), store: PlainEntity.self)
    }

    /// Creates an instance referencing an ``Aggregate`` in a `let` stored property of a struct.
    ///
    /// - Precondition: `keyPath` is a stored property of a struct.
    @inlinable
    public init<T: Aggregate>(_ keyPath: KeyPath<Root, T>) {
        self = .single(StoredProperty(requiring: keyPath), store: AggregateEntity.self)
    }

    /// Creates an instance referencing an optional `Identifiable` value in a `let` stored property of a struct.
    ///
    /// - Precondition: `keyPath` is a stored property of a struct.
    @inlinable
    public init<T: Identifiable>(_ keyPath: KeyPath<Root, T?>) {
        self = .optional(StoredProperty(requiring: keyPath), store: PlainEntity.self)
    }

    /// Creates an instance referencing an optional ``Aggregate`` in a `let` stored property of a struct.
    ///
    /// - Precondition: `keyPath` is a stored property of a struct.
    @inlinable
    public init<T: Aggregate>(_ keyPath: KeyPath<Root, T?>) {
        self = .optional(StoredProperty(requiring: keyPath), store: AggregateEntity.self)
    }

    /// Creates an instance referencing a collection of `Identifiable` values in a `let` stored property of a
    /// struct, such as `let media: [Attachment]`.
    ///
    /// - Precondition: `keyPath` is a stored property of a struct.
    @inlinable
    public init<C: MutableCollection>(_ keyPath: KeyPath<Root, C>) where C.Element: Identifiable, C.Index: Hashable {
        self = .collection(StoredProperty(requiring: keyPath), store: PlainEntity.self)
    }

    /// Creates an instance referencing a collection of ``Aggregate``s in a `let` stored property of a struct.
    ///
    /// - Precondition: `keyPath` is a stored property of a struct.
    @inlinable
    public init<C: MutableCollection>(_ keyPath: KeyPath<Root, C>) where C.Element: Aggregate, C.Index: Hashable {
        self = .collection(StoredProperty(requiring: keyPath), store: AggregateEntity.self)
    }

    /// Creates an instance referencing an optional collection of `Identifiable` values in a `let` stored property
    /// of a struct, such as `let media: [Attachment]?`.
    ///
    /// - Precondition: `keyPath` is a stored property of a struct.
    @inlinable
    public init<C: MutableCollection>(_ keyPath: KeyPath<Root, C?>) where C.Element: Identifiable, C.Index: Hashable {
        self = .optionalCollection(StoredProperty(requiring: keyPath), store: PlainEntity.self)
    }

    /// Creates an instance referencing an optional collection of ``Aggregate``s in a `let` stored property of a
    /// struct.
    ///
    /// - Precondition: `keyPath` is a stored property of a struct.
    @inlinable
    public init<C: MutableCollection>(_ keyPath: KeyPath<Root, C?>) where C.Element: Aggregate, C.Index: Hashable {
        self = .optionalCollection(StoredProperty(requiring: keyPath), store: AggregateEntity.self)
    }
}

// Wrappers in `let` properties: ``EntityWrapper/wrappedEntitiesKeyPaths(relativeTo:)`` takes a writable key path,
// so one is formed through the stored-property subscript every aggregate and wrapper has.
extension PartialIdentifiableKeyPath {
    /// Creates an instance referencing an ``EntityWrapper`` in a `let` stored property of an aggregate or wrapper.
    ///
    /// - Precondition: `keyPath` is a stored property of a struct that is an ``Aggregate`` or ``EntityWrapper``.
    @inlinable
    public init<W: EntityWrapper>(wrapper keyPath: KeyPath<Root, W>) {
        self.init(wrapper: Self.writable(keyPath))
    }

    /// Creates an instance referencing an optional ``EntityWrapper`` in a `let` stored property of an aggregate or
    /// wrapper.
    ///
    /// - Precondition: `keyPath` is a stored property of a struct that is an ``Aggregate`` or ``EntityWrapper``.
    @inlinable
    public init<W: EntityWrapper>(wrapper keyPath: KeyPath<Root, W?>) {
        self.init(wrapper: Self.writable(keyPath))
    }

    /// Creates an instance referencing a collection of ``EntityWrapper``s in a `let` stored property of an
    /// aggregate or wrapper.
    ///
    /// - Precondition: `keyPath` is a stored property of a struct that is an ``Aggregate`` or ``EntityWrapper``.
    @inlinable
    public init<C: MutableCollection>(wrapper keyPath: KeyPath<Root, C>) where C.Element: EntityWrapper, C.Index: Hashable {
        self.init(wrapper: Self.writable(keyPath))
    }

    /// Creates an instance referencing an optional collection of ``EntityWrapper``s in a `let` stored property of an
    /// aggregate or wrapper.
    ///
    /// - Precondition: `keyPath` is a stored property of a struct that is an ``Aggregate`` or ``EntityWrapper``.
    @inlinable
    public init<C: MutableCollection>(wrapper keyPath: KeyPath<Root, C?>) where C.Element: EntityWrapper, C.Index: Hashable {
        self.init(wrapper: Self.writable(keyPath))
    }

    @inlinable
    static func writable<T>(_ keyPath: KeyPath<Root, T>) -> WritableKeyPath<Root, T> {
        guard let writable = StoredProperty(requiring: keyPath).writableKeyPath else {
            preconditionFailure("Lockstep can write into the wrapper at \(keyPath) only in an Aggregate or an EntityWrapper")
        }
        return writable
    }
}

// Stored properties of a value kept at `prefix` (a struct wrapper's `let`s, relative to where its parent keeps it).
extension PartialIdentifiableKeyPath {
    @inlinable
    static func single<Base, S: EntityKind>(_ prefix: WritableKeyPath<Root, Base>, _ property: StoredProperty<Base, S.Value>, store: S.Type) -> Self {
        single(NestedStoredProperty(prefix, property), store: S.self)
    }

    @inlinable
    static func optional<Base, S: EntityKind>(_ prefix: WritableKeyPath<Root, Base>, _ property: StoredProperty<Base, S.Value?>, store: S.Type) -> Self {
        optional(NestedStoredProperty(prefix, property), store: S.self)
    }

    @inlinable
    static func collection<Base, C: MutableCollection, S: EntityKind>(
        _ prefix: WritableKeyPath<Root, Base>, _ property: StoredProperty<Base, C>, store: S.Type
    ) -> Self where S.Value == C.Element {
        collection(NestedStoredProperty(prefix, property), store: S.self)
    }

    @inlinable
    static func optionalCollection<Base, C: MutableCollection, S: EntityKind>(
        _ prefix: WritableKeyPath<Root, Base>, _ property: StoredProperty<Base, C?>, store: S.Type
    ) -> Self where S.Value == C.Element {
        optionalCollection(NestedStoredProperty(prefix, property), store: S.self)
    }
}
