/// Finds the properties a generated comparison would compare bit by bit although their type is one the generator
/// can see: a struct or enum (with associated values) of the target, or of a dependency read as context, that
/// gets no comparison of its own (it hides stored state, carries a macro, conforms to another module's
/// protocol…) and whose `==` the store does not trust (it is not `Equatable`, or it is `Identifiable`, whose `==`
/// may compare the id only). Such a value decoded again never has the same bits (a `String` or an array in it
/// has a new buffer), so storing unchanged data notifies: each property is reported at its line and column,
/// with the one-line fix.
///
/// Not reported: classes (their bits are their identity, which is what a shared reference compares), enums
/// without associated values (the same case is the same bits), generic scopes (a type parameter may shadow any
/// name), types whose conformances only the compiler knows (a macro, several `#if` declarations, another
/// module's protocol), and another module's types, which only the compiler can see whole.
enum BitwiseCheck {
    static func diagnostics(_ models: [SourceFileModel], index: TargetIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (modelIndex, model) in models.enumerated() {
            for typeIndex in model.types.indices where !model.types[typeIndex].isGeneric {
                guard let slot = index.declarationSlots[modelIndex][typeIndex], index.declaredTypes[slot].comparison?.isStatic == true else { continue }
                let type = model.types[typeIndex]
                for member in type.comparedMembers {
                    guard case .property(let property) = member, let shape = property.shape, let written = shape.name,
                          let held = index.resolve(TargetIndex.droppingModule(written), in: type.qualifiedName),
                          let fix = fix(forSlot: held, index: index) else { continue }
                    let heldName = index.declaredTypes[held].qualifiedName
                    diagnostics.append(Diagnostic(
                        path: type.declarationPath ?? model.path, line: property.position.line, column: property.position.column, severity: .warning,
                        message: "\(type.qualifiedName).\(Identifier.bare(property.name)) is compared bit by bit: \(heldName) gets no generated comparison and its '==' is not trusted, so storing it again decoded afresh notifies although nothing changed; \(fix)"))
                }
            }
        }
        return diagnostics
    }

    /// The one-line fix for a property of the type in `slot`, or nil when its comparison holds.
    private static func fix(forSlot slot: Int, index: TargetIndex) -> String? {
        // Most properties' types compare: the type is copied out of the index only for the others.
        guard index.declaredTypes[slot].comparison == nil else { return nil }
        let held = index.declaredTypes[slot]
        // The compiler alone knows what a macro adds, which of several declarations it compiles, and what another
        // module's protocol (or one of the target refining a comparison protocol) brings: those are not reported.
        guard !held.declaresStructuralComparison, !held.isGeneric, !held.hasMacroAttribute, !held.hasSeveralDeclarations,
              held.kind == .struct || (held.kind == .enum && !held.isPayloadlessEnum) else { return nil }
        let names = held.inheritedNames
        guard names.allSatisfy({ name in
            name != "StructurallyEquatable" && (TargetIndex.neutralOrStandardNames.contains(name) || name == "Identifiable"
                || index.plainProtocolNames.contains(name))
        }) else { return nil }
        let isEquatable = names.contains("Equatable") || names.contains("Hashable")
        let isIdentifiable = names.contains("Identifiable") || held.holding == .entity
        if isEquatable && !isIdentifiable { return nil }
        let name = held.qualifiedName
        return isEquatable
            ? "if its '==' compares every property, declare 'extension \(name): StructurallyEquatable {}'"
            : "declare it 'Equatable' (a synthesized '==' compares every property, and the store trusts it)"
    }
}
