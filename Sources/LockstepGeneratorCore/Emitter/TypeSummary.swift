/// What the whole target says about one annotated type, across its declaration and all its extensions in
/// every file, so "already conforms", "already declares the member" and "`==` is hand-written" see them all.
struct TypeSummary {
    /// Every name of every inheritance clause.
    var inheritedNames: Set<String> = []
    /// Every member that generated code could clash with (the first declaration of a name wins).
    var members: [String: DeclaredMember] = [:]
    /// Some declaration or extension declares `static func ==`.
    var declaresEquality = false
    /// Some declaration is isolated to the main actor.
    var isMainActor = false
}

extension TypeSummary {
    /// Merges what the declaration or extension `types[index]` says (its first declaration of a member wins).
    /// Read in place: passing the declaration would copy it out of the array.
    mutating func add(_ types: [TypeDeclaration], at index: Int) {
        inheritedNames.formUnion(types[index].inheritedNames)
        members.merge(types[index].members) { first, _ in first }
        declaresEquality = declaresEquality || types[index].declaresEquality
        isMainActor = isMainActor || types[index].isMainActor
    }
}
