/// A private function a generated file declares to compare two values of a property's type, when that type is
/// known to compare structurally: one candidate for the type checker (where `StructuralComparison.isEqual` offers
/// two), and one per common shape, so that a call site passes the named type's own conformance.
///
/// Passing `lhs.card` (a `Card?`) to a function taking `T` would make the call site look up the conditional
/// conformance of `Optional<Card>`: the compiler emits a cached accessor for it in every file that compares such a
/// property, which made the generated code about a tenth larger. Taking `T?` passes `Card`'s own conformance, a
/// constant.
enum ComparisonHelper: CaseIterable, Comparable {
    /// `T`, and every shape without a helper of its own (`[T?]`, `[String: T]`, `[[T]]`, `ContiguousArray<T>`).
    case value
    /// `T?` (or `T!`).
    case optional
    /// `[T]`.
    case array
    /// `[T]?`.
    case optionalArray

    /// The helper for a value of `shape`, whose named type compares structurally.
    init(_ shape: TypeShape) {
        guard shape.container == .none, !shape.hasInnerOptional, !shape.hasContiguousArray else {
            self = .value
            return
        }
        switch (shape.arrayDepth, shape.isOptional) {
        case (0, false): self = .value
        case (0, true): self = .optional
        case (1, false): self = .array
        case (1, true): self = .optionalArray
        default: self = .value
        }
    }

    /// The function's name.
    var name: String {
        switch self {
        case .value: "_lockstepIsEqual"
        case .optional: "_lockstepIsEqualOptional"
        case .array: "_lockstepIsEqualArray"
        case .optionalArray: "_lockstepIsEqualOptionalArray"
        }
    }

    /// The function's declaration, starting with a blank line. The bodies call the runtime's comparison of the
    /// concrete container (`Optional<T>.isStructurallyEqual`), which the compiler calls directly, with `T`'s own
    /// conformance.
    var declaration: String {
        switch self {
        case .value:
            return """

                /// Compares two values of a type known to compare structurally.
                fileprivate func \(name)<T: StructurallyComparable>(_ lhs: T, _ rhs: T) -> Bool {
                    T.isStructurallyEqual(lhs, rhs)
                }

                """
        case .optional:
            return """

                /// Compares two optionals of a type known to compare structurally.
                fileprivate func \(name)<T: StructurallyComparable>(_ lhs: T?, _ rhs: T?) -> Bool {
                    Optional<T>.isStructurallyEqual(lhs, rhs)
                }

                """
        case .array:
            return """

                /// Compares two arrays of a type known to compare structurally.
                fileprivate func \(name)<T: StructurallyComparable>(_ lhs: [T], _ rhs: [T]) -> Bool {
                    Array<T>.isStructurallyEqual(lhs, rhs)
                }

                """
        case .optionalArray:
            return """

                /// Compares two optional arrays of a type known to compare structurally.
                fileprivate func \(name)<T: StructurallyComparable>(_ lhs: [T]?, _ rhs: [T]?) -> Bool {
                    guard let lhs, let rhs else { return lhs == nil && rhs == nil }
                    return Array<T>.isStructurallyEqual(lhs, rhs)
                }

                """
        }
    }
}
