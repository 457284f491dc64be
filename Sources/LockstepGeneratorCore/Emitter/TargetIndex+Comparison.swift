/// Which types get a generated structural comparison (``ComparisonEmitter``), and how an immutable class is
/// rebuilt. Only what the generator can see whole is compared property by property: everything else is left to
/// the store's bitwise comparison (the same bits are the same value; any difference notifies), which never drops
/// a write.
extension TargetIndex {
    /// How generated code keeps a class's entities in sync.
    enum ClassSync {
        /// Through this initializer, which takes every stored property (in `properties`, declaration order).
        case rebuild(InitializerDeclaration, properties: [ComparedProperty])
        /// It cannot: why.
        case problem(SyncProblem.Reason)

        /// Why it cannot, if it cannot.
        var problem: SyncProblem.Reason? {
            if case .problem(let reason) = self { return reason }
            return nil
        }
    }

    /// Whether `type` can get a generated `StructurallyComparable` conformance: a struct, enum or immutable final
    /// class that generated code can extend, whose stored properties (or cases) it can all name. (One whose `==`
    /// is structural already gets `StructurallyEquatable` instead: see ``Comparison/trusted``.)
    func generatesComparison(for type: borrowing TypeDeclaration, slot: Int) -> Bool {
        guard canConform(type, slot: slot), !type.hidesStoredState else { return false }
        switch type.kind {
        case .struct:
            guard type.isMainActor else { return true }
            // A nonisolated comparison may read a main-actor struct's property only when its type is Sendable: the
            // generator knows that of standard values and of the target's own structs and enums.
            return type.comparedMembers.allSatisfy { member in
                guard case .property(let property) = member else { return true }
                guard let shape = property.shape, let name = shape.name else { return false }
                return ([name] + shape.arguments).allSatisfy { $0.map { isKnownValue($0, in: type.qualifiedName) } ?? false }
            }
        case .enum:
            return type.comparedMembers.contains { if case .enumCase = $0 { true } else { false } }
        case .class:
            return isImmutableClass(type)
        case .actor, .protocol, .extension:
            return false
        }
    }

    /// How an annotated class keeps its entities in sync: a final class whose stored properties are all `let`s
    /// without initial values, with no superclass, is rebuilt through an initializer taking exactly them.
    func classSync(of type: TypeDeclaration) -> ClassSync {
        guard isImmutableClass(type) else { return .problem(.sharedClass) }
        if let name = type.inheritedNames.sorted().first(where: { !isKnownProtocol($0) }) { return .problem(.classInheritance(name)) }
        var properties: [ComparedProperty] = []
        for member in type.comparedMembers {
            guard case .property(let property) = member else { return .problem(.classWithoutInitializer) }
            guard !property.hasInitialValue, !property.isDeprecated else { return .problem(.classWithoutInitializer) }
            properties.append(property)
        }
        let names = properties.map { Identifier.bare($0.name) }.sorted()
        let initializer = slots[type.qualifiedName].flatMap { slot in
            declaredTypes[slot].initializers.first { initializer in initializer.labels.map(Identifier.bare).sorted() == names }
        }
        guard let initializer else { return .problem(.classWithoutInitializer) }
        return .rebuild(initializer, properties: properties)
    }

    /// A final class whose stored properties are all `let`s another file can read (what it inherits is checked
    /// apart: by ``canConform(_:slot:)`` for comparisons, by ``classSync(of:)`` for rebuilds).
    private func isImmutableClass(_ type: borrowing TypeDeclaration) -> Bool {
        guard type.kind == .class, type.isFinal, !type.isMainActor, !type.hidesStoredState else { return false }
        return type.comparedMembers.allSatisfy { member in
            guard case .property(let property) = member else { return true }
            return property.isLet
        }
    }

    /// Whether generated code can add a conformance to `type`: visible from another file, declared once, with
    /// no macro (which may add members or conformances), no structural comparison of its own, not nested in a
    /// generic context, and conforming only to protocols that isolate nothing (a type conforming to another
    /// module's protocol may be inferred to be main-actor isolated, as a SwiftUI `View` is).
    func canConform(_ type: borrowing TypeDeclaration, slot: Int) -> Bool {
        guard type.access.isVisibleFromOtherFiles, !type.isInGenericContext, !declaredTypes[slot].hasSeveralDeclarations, !declaredTypes[slot].hasMacroAttribute,
              !declaredTypes[slot].declaresStructuralComparison else { return false }
        // One pass over the names, the excluded ones compared as literals: cheaper than a look-up of each in the set.
        return declaredTypes[slot].inheritedNames.allSatisfy { name in
            switch name {
            // It compares already.
            case "StructurallyComparable", "StructurallyEquatable": return false
            // Listed only to be suppressed (`~Copyable`): the protocols require copyable, escapable values. Coding
            // keys are never stored: comparing them would only cost build time.
            case "Copyable", "Escapable", "CodingKey": return false
            default: return isKnownProtocol(name)
            }
        }
    }

    /// A protocol (or inheritance-clause word) known to neither isolate a type nor be a superclass.
    private func isKnownProtocol(_ name: String) -> Bool {
        name == "Identifiable" || TargetIndex.neutralOrStandardNames.contains(name) || name == "Aggregate" || name == "EntityWrapper"
            || plainProtocolNames.contains(name)
    }

    /// The standard-library and Foundation types the runtime declares `StructurallyEquatable`.
    private static let comparableStandardNames = NameTable([
        "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "Date", "URL", "UUID", "Data", "Decimal",
    ])

    /// Whether a value of `shape`, seen from `scope`, is known to be `StructurallyComparable`: a standard value or
    /// a type of the target that compares structurally, alone, optional, in arrays or as a dictionary's values (a
    /// set's elements must be standard values, which the runtime trusts with `==`). In a generic scope only
    /// standard values are known: a type parameter may shadow any name of the target.
    func comparesStructurally(_ shape: TypeShape?, in scope: String, isGenericScope: Bool) -> Bool {
        guard let shape, let written = shape.name, shape.arguments.isEmpty else { return false }
        let name = TargetIndex.droppingModule(written)
        guard let slot = resolve(name, in: scope) else { return TargetIndex.comparableStandardNames.contains(name) }
        return shape.container != .set && !isGenericScope && declaredTypes[slot].comparison?.isStatic == true
    }

    /// A standard value, or a struct or enum of the target: what a main-actor struct's comparison may read.
    private func isKnownValue(_ name: String, in scope: String) -> Bool {
        if TargetIndex.standardValues.contains(name) { return true }
        guard let slot = resolve(name, in: scope) else { return false }
        return declaredTypes[slot].kind == .struct || declaredTypes[slot].kind == .enum
    }

    /// The target's protocols that are not main-actor isolated and inherit only known protocols, found by
    /// withdrawing the others until nothing changes. One that refines a comparison protocol is withdrawn too: a
    /// type conforming to it compares already.
    func plainProtocols() -> Set<String> {
        var plain: Set<String> = []
        for slot in declaredTypes.indices
        where declaredTypes[slot].kind == .protocol && !declaredTypes[slot].isMainActor && !declaredTypes[slot].hasSeveralDeclarations {
            plain.insert(TargetIndex.lastComponent(declaredTypes[slot].qualifiedName))
        }
        var changed = true
        while changed {
            changed = false
            for name in plain {
                let inherited = inheritanceBySimpleName[name] ?? []
                let known = inherited.allSatisfy { plain.contains($0) || TargetIndex.neutralInheritedNames.contains($0)
                    || $0 == "Identifiable" || $0 == "Aggregate" || $0 == "EntityWrapper" }
                    && !inherited.contains("StructurallyEquatable") && !inherited.contains("StructurallyComparable")
                if !known {
                    plain.remove(name)
                    changed = true
                }
            }
        }
        return plain
    }
}
