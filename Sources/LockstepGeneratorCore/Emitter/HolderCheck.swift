/// Finds the structs of the target that hold entities without being annotated: the store would take such a value
/// for a plain one and keep nothing in it in sync, wherever it is stored. Each property that holds entities the
/// generator knows of is reported at its line and column, with the fix: annotate the type, or ignore the
/// property. (What a property of a type from a module the generator cannot read holds only the compiler knows: it
/// is not reported; a dependency read as context is classified like the target.)
enum HolderCheck {
    static func diagnostics(_ models: [SourceFileModel], index: TargetIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (modelIndex, model) in models.enumerated() {
            for typeIndex in model.types.indices where model.types[typeIndex].kind == .struct && model.types[typeIndex].annotation == nil {
                // A type of another module brought in for its comparison is that module's to annotate.
                guard model.types[typeIndex].declarationPath == nil, let slot = index.declarationSlots[modelIndex][typeIndex],
                      index.declaredTypes[slot].holding != .aggregate, index.declaredTypes[slot].holding != .wrapper else { continue }
                let type = model.types[typeIndex]
                for member in type.comparedMembers {
                    guard case .property(let property) = member, !property.isIgnored,
                          let shape = type.isGeneric ? property.shape : index.expandingAliases(property.shape, in: type.qualifiedName) else { continue }
                    let holding = index.holding(of: shape, in: type.qualifiedName, isGenericScope: type.isGeneric)
                    guard holding.holdsEntities else { continue }
                    let name = Identifier.bare(property.name)
                    let fix = index.declaredTypes[slot].holding == .entity ? "'// lockstep: aggregate'" : "'// lockstep: wrapper'"
                    diagnostics.append(Diagnostic(
                        path: model.path, line: property.position.line, column: property.position.column, severity: .warning,
                        message: "\(type.qualifiedName).\(name) holds \(holding.noun), but \(type.qualifiedName) is not annotated, so the store keeps nothing in it in sync; annotate \(type.qualifiedName) \(fix), or mark the property '// lockstep: ignore'"))
                }
            }
        }
        return diagnostics
    }
}
