/// What one file says about a type across its declaration and all its extensions in that file, so
/// "already conforms" and "already declares the member" see `extension T: Aggregate { … }` too.
struct TypeSummary {
    var inheritedNames: Set<String> = []
    var memberNames: Set<String> = []

    /// Summaries keyed by qualified name, over every declaration and extension of `model`.
    static func summaries(of model: SourceFileModel) -> [String: TypeSummary] {
        var result: [String: TypeSummary] = [:]
        for type in model.types {
            result[type.qualifiedName, default: TypeSummary()].inheritedNames.formUnion(type.inheritedNames)
            result[type.qualifiedName, default: TypeSummary()].memberNames.formUnion(type.memberNames)
        }
        return result
    }
}
