/// Finds out once per type whether its values compare structurally (``StructurallyComparable``), so that storing
/// an unchanged value notifies nobody, without a dynamic cast on every write.
@usableFromInline
enum EqualityWitness {
    /// The structural comparison of `T` when it has one, else nil. A plain `Equatable` conformance is not enough:
    /// a user's `==` may compare ids only, and must not hide a change.
    @usableFromInline
    static func make<T>(for type: T.Type) -> ((T, T) -> Bool)? {
        guard let comparable = type as? any StructurallyComparable.Type else { return nil }
        return comparison(comparable, as: type)
    }

    private static func comparison<C: StructurallyComparable, T>(_ comparable: C.Type, as _: T.Type) -> (T, T) -> Bool {
        { lhs, rhs in StructuralComparison.compare(lhs, rhs, as: comparable) }
    }
}
