// Entity wrappers: an enum whose cases hold entities, or a struct that groups them. A wrapper lists what it holds
// relative to the writable key path it is given (``EntityWrapper/wrappedEntitiesKeyPaths(relativeTo:)``), so
// these records are built from key paths rather than from an `EntityShape`.
extension PartialIdentifiableKeyPath {
    /// Creates an instance referencing an ``EntityWrapper`` property, such as an enum whose cases hold entities.
    @inlinable
    public init<W: EntityWrapper>(wrapper keyPath: WritableKeyPath<Root, W>) {
        // A wrapper that cannot be removed: what it holds goes with the innermost container that can, if any.
        self.init { root, scope in
            for inner in root[keyPath: keyPath].wrappedEntitiesKeyPaths(relativeTo: keyPath) {
                inner.normalize(&root, &scope)
            }
        }
    }

    /// Creates an instance referencing an optional ``EntityWrapper`` property.
    @inlinable
    public init<W: EntityWrapper>(wrapper keyPath: WritableKeyPath<Root, W?>) {
        self.init { root, scope in
            guard let wrapper = root[keyPath: keyPath] else { return }
            let outer = scope.container
            scope.container = { root in
                root[keyPath: keyPath] = nil
                return true
            }
            defer { scope.container = outer }
            for inner in wrapper.wrappedEntitiesKeyPaths(relativeTo: keyPath.appending(path: \W?.!)) {
                inner.normalize(&root, &scope)
            }
        }
    }

    /// Creates an instance referencing a collection of ``EntityWrapper`` values, such as `[Media]`.
    @inlinable
    public init<C: MutableCollection>(wrapper keyPath: WritableKeyPath<Root, C>) where C.Element: EntityWrapper, C.Index: Hashable {
        self.init { root, scope in
            let wrappers = root[keyPath: keyPath]
            let outer = scope.container
            defer { scope.container = outer }
            for index in wrappers.indices {
                scope.container = { root in
                    ElementRemoval.remove(at: index, from: &root[keyPath: keyPath]) || outer?(&root) == true
                }
                let element = keyPath.appending(path: \C.[index])
                for inner in wrappers[index].wrappedEntitiesKeyPaths(relativeTo: element) {
                    inner.normalize(&root, &scope)
                }
            }
        }
    }

    /// Creates an instance referencing an optional collection of ``EntityWrapper`` values.
    @inlinable
    public init<C: MutableCollection>(wrapper keyPath: WritableKeyPath<Root, C?>) where C.Element: EntityWrapper, C.Index: Hashable {
        let present = PartialIdentifiableKeyPath(wrapper: keyPath.appending(path: \C?.!))
        self.init { root, scope in
            guard root[keyPath: keyPath] != nil else { return }
            present.normalize(&root, &scope)
        }
    }

    // MARK: Read-only stored properties

    // Wrappers in `let` properties: `wrappedEntitiesKeyPaths(relativeTo:)` takes a writable key path, so one is
    // formed through the stored-property subscript every aggregate and wrapper has.

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

    /// The writable key path to the stored property at `keyPath` of an aggregate or wrapper; stops the program
    /// with an explanation when there is none.
    @inlinable
    static func writable<T>(_ keyPath: KeyPath<Root, T>) -> WritableKeyPath<Root, T> {
        guard let writable = StoredProperty(requiring: keyPath).writableKeyPath else {
            preconditionFailure("Lockstep can write into the wrapper at \(keyPath) only in an Aggregate or an EntityWrapper")
        }
        return writable
    }
}
