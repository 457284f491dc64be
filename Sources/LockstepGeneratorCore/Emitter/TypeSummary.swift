/// What one file says about a type across its declaration and all its extensions in that file, so
/// "already conforms" and "already declares the member" see `extension T: Aggregate { … }` too.
struct TypeSummary {
    var inheritedNames: Set<String> = []
    var memberNames: Set<String> = []

    /// Summaries keyed by qualified name, over every declaration and extension of `model`
    /// (only for names some annotated type has).
    static func summaries(of model: SourceFileModel) -> [String: TypeSummary] {
        // Only annotated types are ever looked up; skipping the others keeps large corpora cheap.
        var result: [String: TypeSummary] = [:]
        for type in model.types where type.annotation != nil {
            result[type.qualifiedName] = TypeSummary()
        }
        for type in model.types where result[type.qualifiedName] != nil {
            result[type.qualifiedName, default: TypeSummary()].inheritedNames.formUnion(type.inheritedNames)
            result[type.qualifiedName, default: TypeSummary()].memberNames.formUnion(type.memberNames)
        }
        return result
    }
}
