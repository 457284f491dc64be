/// Which types of the target can reach the store, and so get a structural comparison: a comparison costs the
/// build type-checking time, and one for a request or response type that is never stored is paid for nothing.
///
/// The roots are the types a value of which may be stored by itself, or that hold entities: every
/// `Identifiable` type (the generator cannot see `store.store(entity:)` calls, and any `Identifiable` value may be
/// stored), every aggregate and wrapper, annotated or conforming, and every type whose conformances the generator
/// cannot tell (a macro, several declarations, a protocol of another module, which may refine `Identifiable`).
/// From the roots, every type of the target named by the type or the initial value of a stored property, or by a
/// case's payload, is reached in turn, through optionals, collections, generic arguments, tuples, closures and
/// the target's type aliases: a name is followed to every type of the target that has it as its last component
/// (never fewer types than the compiler would find). A type reached by no path gets no comparison; if one of
/// its values ever reached the store (inside another module's type), the store would compare it as it compares
/// another module's values: by `==` when it is `Equatable` and not `Identifiable`, bitwise otherwise.
extension TargetIndex {
    /// Whether each slot's type can reach the store (see above), given what each type holds.
    /// (Read in place: the models and types are never copied out of their arrays.)
    func reachableSlots(_ models: [SourceFileModel], holdings: [Holding]) -> [Bool] {
        var reached = [Bool](repeating: false, count: declaredTypes.count)
        var pending: [Int] = []
        for slot in declaredTypes.indices where isStoreRoot(slot, holding: holdings[slot]) {
            reached[slot] = true
            pending.append(slot)
        }
        guard pending.count < declaredTypes.count else { return reached }
        var declarations = [[(model: Int, type: Int)]](repeating: [], count: declaredTypes.count)
        for (model, modelSlots) in declarationSlots.enumerated() {
            for (type, slot) in modelSlots.enumerated() {
                if let slot { declarations[slot].append((model, type)) }
            }
        }
        // A name that stands for one file-level type is resolved by `simpleNames`; the nested ones are listed here.
        var nestedSlots: [String: [Int]] = [:]
        for slot in declaredTypes.indices where TargetIndex.isDotted(declaredTypes[slot].qualifiedName) {
            nestedSlots[TargetIndex.lastComponent(declaredTypes[slot].qualifiedName), default: []].append(slot)
        }
        var aliasedNames: [String: [String]] = [:]
        for model in models where !model.aliasedNames.isEmpty {
            aliasedNames.merge(model.aliasedNames) { $0 + $1 }
        }
        var followedAliases: Set<String> = []
        while let slot = pending.popLast() {
            for (model, type) in declarations[slot] {
                var names = models[model].types[type].comparedNames
                while let name = names.popLast() {
                    if let aliased = aliasedNames[name], followedAliases.insert(name).inserted { names += aliased }
                    for next in typeSlots(named: name, nested: nestedSlots) where !reached[next] {
                        reached[next] = true
                        pending.append(next)
                    }
                }
            }
        }
        return reached
    }

    /// The slots of every type of the target whose last name component is `name`.
    private func typeSlots(named name: String, nested: [String: [Int]]) -> [Int] {
        switch simpleNames[name] {
        case nil: return []
        case .fileLevelType(let slot)?: return [slot]
        case .other?: return (slots[name].map { [$0] } ?? []) + (nested[name] ?? [])
        }
    }

    /// Whether a value of the type in `slot` may be stored by itself or holds what the store keeps in sync, or
    /// the generator cannot tell (see above). A generic type's holding is never decided (its conformances may be
    /// conditional): one is a root when its clause names anything beyond the standard protocols.
    private func isStoreRoot(_ slot: Int, holding: Holding) -> Bool {
        guard declaredTypes[slot].kind != .protocol else { return false }
        if declaredTypes[slot].annotation != nil || declaredTypes[slot].inheritedNames.contains("Identifiable") { return true }
        guard declaredTypes[slot].isGeneric else { return holding != .plain }
        return declaredTypes[slot].inheritedNames.contains { !TargetIndex.neutralOrStandardNames.contains($0) }
            || declaredTypes[slot].hasMacroAttribute || declaredTypes[slot].hasSeveralDeclarations
    }
}
