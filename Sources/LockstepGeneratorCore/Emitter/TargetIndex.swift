/// Facts about the whole target (every input file), gathered once before any code is generated: the merged
/// summaries of annotated types, every type it declares with what it conforms to (see `TargetIndex+Holding`),
/// and how each type is compared (see `TargetIndex+Comparison`).
struct TargetIndex {
    /// Summaries keyed by qualified name, only for names some annotated type has.
    private(set) var summaries: [String: TypeSummary] = [:]
    /// Every type the target declares (not protocols' associated types), by qualified name, merged with its
    /// extensions.
    private(set) var declaredTypes: [String: DeclaredType] = [:]
    /// Qualified names of the target's `typealias`es and `associatedtype`s.
    private(set) var typeAliases: Set<String> = []
    /// The inheritance clauses of the target's protocols and classes by last name component, for the names
    /// only one declaration of the target has: what a type that lists them inherits in turn.
    private(set) var inheritanceBySimpleName: [String: Set<String>] = [:]
    /// Qualified names of the types whose `Equatable` conformance is synthesized and compares only standard
    /// values and values whose own `==` is synthesized too: they adopt `StructurallyEquatable`, which trusts that
    /// `==`, rather than get a generated comparison.
    private(set) var structurallyEquatable: Set<String> = []
    /// Qualified names of the types that get a generated comparison or `StructurallyEquatable`: a property of
    /// one of them compares through a call with a single candidate.
    private(set) var comparableTypes: Set<String> = []
    /// The simple names of the target's protocols that isolate nothing and inherit only such protocols: a
    /// type conforming to them is not inferred to be isolated to an actor.
    private(set) var plainProtocolNames: Set<String> = []
    /// The last name component of every type and alias the target declares: a name without a dot that is none
    /// of them resolves to nothing without walking the scopes (most property types are standard ones).
    private(set) var declaredSimpleNames: Set<String> = []
    /// What a value of each declared type holds (see `TargetIndex+Holding`), decided once per type rather than
    /// once per property that names it.
    private(set) var holdings: [String: Holding] = [:]
    /// Some input imports Lockstep with an explicit access level: every generated file must spell one too.
    private(set) var lockstepLevelIsExplicit = false

    /// Standard library and Foundation value types, which are never entities.
    static let standardValueNames: Set<String> = [
        "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Float", "Double", "CGFloat", "Decimal", "Date", "URL", "UUID", "Data",
    ]

    init(_ models: [SourceFileModel]) {
        for model in models {
            for type in model.types where type.annotation != nil { summaries[type.qualifiedName] = TypeSummary() }
        }
        var handWritten: Set<String> = []
        var extensions: [TypeDeclaration] = []
        var declarationCounts: [String: Int] = [:]
        for model in models {
            handWritten.formUnion(model.equalityOperandNames)
            typeAliases.formUnion(model.typeAliases)
            if !lockstepLevelIsExplicit { lockstepLevelIsExplicit = model.imports.contains(where: ImportSet.spellsLevelForLockstep) }
            for type in model.types {
                let simpleName = TargetIndex.lastComponent(type.name)
                if type.declaresEquality { handWritten.insert(simpleName) }
                if type.kind == .extension {
                    extensions.append(type)
                } else {
                    declarationCounts[simpleName, default: 0] += 1
                    let declared = DeclaredType(
                        kind: type.kind, annotation: type.annotation, inheritedNames: type.inheritedNames,
                        isPayloadlessEnum: type.kind == .enum && !type.hasPayloadCases,
                        hasMacroAttribute: type.hasMacroAttribute, wrappedValue: type.members["wrappedValue"]?.kind,
                        isGeneric: type.isGeneric, isMainActor: type.isMainActor,
                        declaresStructuralComparison: type.declaresStructuralComparison, initializers: type.initializers)
                    // Declared again (in another `#if` branch): which one is compiled is the compiler's to know.
                    if declaredTypes[type.qualifiedName] != nil {
                        declaredTypes[type.qualifiedName]?.hasSeveralDeclarations = true
                    } else {
                        declaredTypes[type.qualifiedName] = declared
                    }
                }
                guard var summary = summaries[type.qualifiedName] else { continue }
                summary.inheritedNames.formUnion(type.inheritedNames)
                summary.members.merge(type.members) { first, _ in first }
                summary.declaresEquality = summary.declaresEquality || type.declaresEquality
                summary.isMainActor = summary.isMainActor || type.isMainActor
                summaries[type.qualifiedName] = summary
            }
        }
        for type in extensions where declaredTypes[type.qualifiedName] != nil {
            let name = type.qualifiedName
            declaredTypes[name]?.inheritedNames.formUnion(type.inheritedNames)
            if type.hasMacroAttribute { declaredTypes[name]?.hasMacroAttribute = true }
            if type.declaresStructuralComparison { declaredTypes[name]?.declaresStructuralComparison = true }
            declaredTypes[name]?.initializers += type.initializers
            if let wrappedValue = type.members["wrappedValue"]?.kind, declaredTypes[name]?.wrappedValue == nil {
                declaredTypes[name]?.wrappedValue = wrappedValue
            }
        }
        for (name, type) in declaredTypes where type.kind == .protocol || type.kind == .class {
            let simpleName = TargetIndex.lastComponent(name)
            if declarationCounts[simpleName] == 1 { inheritanceBySimpleName[simpleName] = type.inheritedNames }
        }
        plainProtocolNames = plainProtocols()
        for name in declaredTypes.keys { declaredSimpleNames.insert(TargetIndex.lastComponent(name)) }
        for name in typeAliases { declaredSimpleNames.insert(TargetIndex.lastComponent(name)) }
        holdings.reserveCapacity(declaredTypes.count)
        for (name, type) in declaredTypes { holdings[name] = inheritedHolding(of: type) }
        structurallyEquatable = trustedEquality(models, handWritten: handWritten)
        for model in models {
            for type in model.types where type.kind != .extension && (structurallyEquatable.contains(type.qualifiedName) || generatesComparison(for: type)) {
                comparableTypes.insert(type.qualifiedName)
            }
        }
    }

    /// `typeText` as written inside `scope` (a nested type), made valid in an extension of `scope`: such an
    /// extension does not see the types nested in `scope`'s enclosing types, so a name that is one of them is
    /// qualified (`Status` → `Mastodon.Status` for `extension Mastodon.Reblog`).
    func qualifying(_ typeText: String, in scope: String) -> String {
        var enclosing: [Substring] = []
        var end = scope.endIndex
        while let dot = scope[..<end].lastIndex(of: ".") {
            enclosing.append(scope[..<dot])
            end = dot
        }
        guard !enclosing.isEmpty else { return typeText }
        var result = ""
        var word = ""
        var afterDot = false
        for character in typeText + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            if !word.isEmpty, !afterDot, declaredTypes["\(scope).\(word)"] == nil,
               let outer = enclosing.first(where: { declaredTypes["\($0).\(word)"] != nil }) {
                result += outer + "."
            }
            result += word + String(character)
            word = ""
            afterDot = character == "."
        }
        return String(result.dropLast())
    }

    /// `Outer.Inner` → `Inner`. Most names have no dot: they are returned as they are, without allocating.
    static func lastComponent(_ name: String) -> String {
        guard let dot = name.utf8.lastIndex(of: ASCII.dot) else { return name }
        return String(name[name.utf8.index(after: dot)...])
    }

    /// The types whose `==` is structural already, so that `StructurallyEquatable` (which trusts it) is their
    /// comparison: it is synthesized (they list `Equatable` or `Hashable`, or are enums without associated
    /// values, and no declaration in the target writes their `==`), they are no classes and not generic (a type
    /// parameter's `==` is unknown), and everything they compare is a standard value or, in turn, such a type of
    /// the target. A hand-written `==` (API models compare by id) must never let the store drop a write; neither
    /// may another module's type, whose `==` the generator cannot read. Measured: a conformance without a body
    /// costs the build a quarter of what a generated comparison does.
    private func trustedEquality(_ models: [SourceFileModel], handWritten: Set<String>) -> Set<String> {
        var candidates: [(type: TypeDeclaration, simpleName: String)] = []
        var synthesized: Set<String> = []
        for model in models {
            for type in model.types where type.kind == .struct || type.kind == .enum {
                guard let declared = declaredTypes[type.qualifiedName], !declared.hasSeveralDeclarations, !declared.isGeneric,
                      declared.inheritedNames.contains("Equatable") || declared.inheritedNames.contains("Hashable")
                        || (declared.isPayloadlessEnum && type.comparedMembers.contains { if case .enumCase = $0 { true } else { false } })
                else { continue }
                let simpleName = TargetIndex.lastComponent(type.name)
                guard !handWritten.contains(simpleName), !type.declaresEquality else { continue }
                candidates.append((type, simpleName))
                synthesized.insert(simpleName)
            }
        }
        let standard: Set<String> = ["Optional", "Array", "ContiguousArray", "Set", "Dictionary", "Swift", "Foundation"]
        // Trust is withdrawn until nothing changes: each pass withdraws at least one more candidate's or stops, so
        // this runs at most once per candidate.
        var changed = true
        while changed {
            changed = false
            candidates.removeAll { candidate in
                let trusted = candidate.type.comparedNames.allSatisfy { name in
                    synthesized.contains(name) || standard.contains(name) || TargetIndex.standardValueNames.contains(name)
                }
                guard !trusted else { return false }
                synthesized.remove(candidate.simpleName)
                changed = true
                return true
            }
        }
        return Set(candidates.lazy.filter { self.canConform($0.type) }.map(\.type.qualifiedName))
    }
}
