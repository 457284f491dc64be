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
    /// Merges what the declaration or extension `type` says (its first declaration of a member wins).
    mutating func add(_ type: borrowing TypeDeclaration) {
        inheritedNames.formUnion(type.inheritedNames)
        members.merge(type.members) { first, _ in first }
        declaresEquality = declaresEquality || type.declaresEquality
        isMainActor = isMainActor || type.isMainActor
    }
}
