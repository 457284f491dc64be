/// A type whose `==` compares every stored property, as synthesized `Equatable` does: two values are equal only
/// when nothing in them differs.
///
/// The store uses it to skip a write that changes nothing: storing a value `==` to the stored one notifies
/// nobody. It never relies on a plain `Equatable` conformance for that, because API models often compare by id
/// only (`static func == (l, r) -> Bool { l.id == r.id }`), and such an `==` must not drop a new like count or
/// a rename.
///
/// `lockstep-gen` adds this conformance to an annotated type whose `Equatable` conformance is synthesized. Add
/// it by hand to a type whose hand-written `==` still compares everything:
///
/// ```swift
/// struct Post: Identifiable, StructurallyEquatable {
///     var id: Int
///     var likes: Int
/// }
/// ```
public protocol StructurallyEquatable: Equatable {}

extension Optional: StructurallyEquatable where Wrapped: StructurallyEquatable {}
extension Array: StructurallyEquatable where Element: StructurallyEquatable {}
extension ContiguousArray: StructurallyEquatable where Element: StructurallyEquatable {}
