/// Finds `aggregate` annotations that cannot work: an aggregate is an entity, so it needs an `id`. Without one
/// the generated conformance would not compile, and the compiler would say so in generated code; the generator
/// says it at the annotation instead, as an error (a misused annotation).
///
/// It reports only what it can see: no `id` member in any declaration or extension of the type in the target,
/// and nothing in its inheritance clauses that could bring one (`Identifiable`, or any protocol the target
/// does not declare as plain, which might provide `id` in an extension).
enum IdentityCheck {
    static func diagnostics(_ models: [SourceFileModel], index: TargetIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for model in models {
            // By index: a `for type in` binding would copy every type of the target, not only the aggregates.
            for typeIndex in model.types.indices where model.types[typeIndex].annotation == .aggregate {
                let type = model.types[typeIndex]
                // An extension of a type the generator cannot see: only the compiler knows whether it has an `id`.
                guard type.kind != .extension else { continue }
                guard let summary = index.summaries[type.qualifiedName], summary.members["id"] == nil else { continue }
                let couldProvideID = summary.inheritedNames.contains { name in
                    !TargetIndex.neutralOrStandardNames.contains(name)
                }
                guard !couldProvideID else { continue }
                let position = type.annotationPosition ?? type.position
                diagnostics.append(Diagnostic(
                    path: type.annotationPath ?? model.path, line: position.line, column: position.column, severity: .error,
                    message: "'\(type.qualifiedName)' is annotated 'lockstep: aggregate' but has no 'id': an aggregate is an entity the store finds by its id; add an 'id' property and 'Identifiable', or annotate it 'lockstep: wrapper' if it only holds entities"))
            }
        }
        return diagnostics
    }
}
