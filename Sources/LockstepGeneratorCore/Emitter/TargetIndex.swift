/// Facts about the whole target (every input file), gathered once before any code is generated: the merged
/// summaries of annotated types, every type it declares with what it conforms to (see `TargetIndex+Holding`),
/// and how each type is compared (see `TargetIndex+Comparison`).
struct TargetIndex {
    /// Summaries keyed by qualified name, only for names some annotated type has.
    private(set) var summaries: [String: TypeSummary] = [:]
    /// Every type the target declares (not protocols' associated types), merged with its extensions, with what
    /// the index decided about it, in the order first declared. A type is found by name once, through ``slots``;
    /// everything known about it is then one array element away.
    private(set) var declaredTypes: [DeclaredType] = []
    /// Where each qualified name's type is in ``declaredTypes``.
    private(set) var slots: [String: Int] = [:]
    /// The slot of each declaration of the models the index was built from, by model and position (nil for an
    /// extension): the emitters read it rather than look each type up by name again.
    private(set) var declarationSlots: [[Int?]] = []
    /// Qualified names of the target's `typealias`es and `associatedtype`s.
    private(set) var typeAliases: Set<String> = []
    /// What each non-generic `typealias` declared once stands for (see `TargetIndex+Aliases`).
    private(set) var aliasShapes: [String: TypeShape] = [:]
    /// The inheritance clauses of the target's protocols and classes by last name component, for the names
    /// only one declaration of the target has: what a type that lists them inherits in turn.
    private(set) var inheritanceBySimpleName: [String: Set<String>] = [:]
    /// The simple names of the target's protocols that isolate nothing and inherit only such protocols: a
    /// type conforming to them is not inferred to be isolated to an actor.
    private(set) var plainProtocolNames: Set<String> = []
    /// The last name component of every type and alias the target declares, with whether it names one type at
    /// file level and nothing else: such a name resolves to that type from any scope, and a name without a dot
    /// that is none of them resolves to nothing, both with this one look-up (most property types are standard
    /// ones or the target's own file-level types).
    private(set) var simpleNames = NameTable<SimpleName>()
    /// Some input imports Lockstep with an explicit access level: every generated file must spell one too.
    private(set) var lockstepLevelIsExplicit = false
    /// What the types of the source modules the target depends on hold, for the names the target's properties
    /// use (see ``ContextTypes/holdings(ofNamesUsedBy:index:read:)``): classified like the target's own.
    private(set) var contextHoldings: [String: Holding] = [:]
    /// For those of them with an attached macro that may make them entities, the macro's name (as for the
    /// target's, see ``uncertainMacro(of:in:isGenericScope:)``).
    private(set) var contextMacros: [String: String] = [:]
    /// What the dependencies' generic types hold applied to any arguments (see ``ContextClassification``).
    private(set) var contextGenerics: [String: Holding] = [:]

    /// What the types of the dependencies read as context hold, for the names the target's properties use: each
    /// table is keyed by the type that uses the name and the name as written (see ``contextKey(_:in:)``).
    struct ContextClassification {
        /// What a value of each type holds.
        var holdings: [String: Holding] = [:]
        /// The attached macro of the types that may be entities through it alone.
        var macros: [String: String] = [:]
        /// For generic types, what they hold applied to any arguments.
        var generics: [String: Holding] = [:]
    }

    /// How a type compares structurally (see ``DeclaredType/comparison``).
    enum Comparison {
        /// Its synthesized `Equatable` conformance compares only standard values and values whose own `==` is
        /// synthesized too: it adopts `StructurallyEquatable`, which trusts that `==`.
        case trusted
        /// It gets a generated `StructurallyComparable` conformance (see ``generatesComparison(for:slot:)``).
        case generated
        /// Its `==` is trusted as for ``trusted``, and it has no identity (not `Identifiable`, or an enum without
        /// associated values, whose same case is the same bits): the store's run-time rule trusts that `==`
        /// already (`Equatable` and not `Identifiable`), so nothing is generated for it. A conformance, even
        /// without a body, costs every file the compiler emits it in two conformance descriptors, two witness
        /// tables and their accessors: a model layer's value types made it a third of the generated code's build.
        case trustedAtRunTime

        /// A `StructurallyComparable` conformance the compiler sees: what a call with a single candidate needs.
        var isStatic: Bool { self != .trustedAtRunTime }
    }

    /// What a simple name stands for in the target (see ``simpleNames``).
    enum SimpleName {
        /// One type declared at file level, in this slot of ``declaredTypes``, and no other type or alias of
        /// that name.
        case fileLevelType(slot: Int)
        /// Several types or aliases, or a nested one: which one a use means depends on its scope.
        case other
    }

    /// Standard library and Foundation value types, which are never entities.
    static let standardValueNames: Set<String> = [
        "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Float", "Double", "CGFloat", "Decimal", "Date", "URL", "UUID", "Data",
    ]
    /// ``standardValueNames`` as a table: they are looked up for most properties of a target.
    static let standardValues = NameTable(standardValueNames)

    // The loops below read each `TypeDeclaration` and `DeclaredType` in place (`model.types[index].field`) rather
    // than binding it with `for type in`: a bound copy retains every one of its many fields, for each type of
    // the target.
    init(_ models: [SourceFileModel]) {
        for model in models {
            for index in model.types.indices where model.types[index].annotation != nil {
                summaries[model.types[index].qualifiedName] = TypeSummary()
            }
        }
        var handWritten: Set<String> = []
        var extensions: [(model: Int, type: Int)] = []
        var declarationCounts: [String: Int] = [:]
        // Sized at once: growing a table hashes every name in it again.
        let typeCount = models.reduce(0) { $0 + $1.types.count }
        slots.reserveCapacity(typeCount)
        declaredTypes.reserveCapacity(typeCount)
        declarationCounts.reserveCapacity(typeCount)
        simpleNames = NameTable(minimumCapacity: typeCount)
        // The slot of each declaration is found by name once, here, rather than by every decision below and every
        // emitter (a look-up in a table of every type of the target misses the cache).
        declarationSlots.reserveCapacity(models.count)
        for (modelIndex, model) in models.enumerated() {
            declarationSlots.append(Array(repeating: nil, count: model.types.count))
            handWritten.formUnion(model.equalityOperandNames)
            typeAliases.formUnion(model.typeAliases)
            for (name, shape) in model.aliasShapes { aliasShapes[name] = aliasShapes[name] == nil ? shape : TypeShape(name: nil) }
            if !lockstepLevelIsExplicit { lockstepLevelIsExplicit = model.imports.contains(where: ImportSet.spellsLevelForLockstep) }
            for index in model.types.indices {
                let simpleName = TargetIndex.lastComponent(model.types[index].name)
                if model.types[index].declaresEquality { handWritten.insert(simpleName) }
                let qualifiedName = model.types[index].qualifiedName
                if !summaries.isEmpty, summaries[qualifiedName] != nil { summaries[qualifiedName]?.add(model.types, at: index) }
                if model.types[index].kind == .extension {
                    extensions.append((modelIndex, index))
                    continue
                }
                declarationCounts[simpleName, default: 0] += 1
                // Declared again (in another `#if` branch): which one is compiled is the compiler's to know.
                if let slot = slots[qualifiedName] {
                    declaredTypes[slot].hasSeveralDeclarations = true
                    declarationSlots[modelIndex][index] = slot
                } else {
                    slots[qualifiedName] = declaredTypes.count
                    declarationSlots[modelIndex][index] = declaredTypes.count
                    declaredTypes.append(DeclaredType(model.types, at: index))
                }
            }
        }
        for (modelIndex, index) in extensions {
            guard let slot = slots[models[modelIndex].types[index].qualifiedName] else { continue }
            declaredTypes[slot].add(models[modelIndex].types, at: index)
        }
        for slot in declaredTypes.indices where declaredTypes[slot].kind == .protocol || declaredTypes[slot].kind == .class {
            let simpleName = TargetIndex.lastComponent(declaredTypes[slot].qualifiedName)
            if declarationCounts[simpleName] == 1 { inheritanceBySimpleName[simpleName] = declaredTypes[slot].inheritedNames }
        }
        plainProtocolNames = plainProtocols()
        for slot in declaredTypes.indices {
            let name = declaredTypes[slot].qualifiedName
            let simpleName = TargetIndex.lastComponent(name)
            simpleNames[simpleName] = simpleNames[simpleName] == nil && simpleName == name ? .fileLevelType(slot: slot) : .other
        }
        for name in typeAliases { simpleNames[TargetIndex.lastComponent(name)] = .other }
        // The decisions read what is settled above, never what they write; they are made by a static function on
        // a copy, released before they are written: asked of `self` while it is being built, each call would copy
        // the whole index, and writing while a copy lives would copy every declared type.
        let (holdings, comparisons) = TargetIndex.decisions(of: self, models: models, handWritten: handWritten)
        for slot in declaredTypes.indices {
            declaredTypes[slot].holding = holdings[slot]
            declaredTypes[slot].comparison = comparisons[slot]
        }
    }

    /// What every declared type of `index` holds, and how it compares (see ``DeclaredType/holding`` and
    /// ``DeclaredType/comparison``), by slot: only the types that can reach the store compare (see
    /// `TargetIndex+Reachability`).
    private static func decisions(of index: TargetIndex, models: [SourceFileModel], handWritten: Set<String>)
        -> (holdings: [Holding], comparisons: [Comparison?]) {
        let holdings = index.declaredTypes.indices.map(index.inheritedHolding(ofSlot:))
        let reachable = index.reachableSlots(models, holdings: holdings)
        var comparisons = [Comparison?](repeating: nil, count: index.declaredTypes.count)
        for slot in index.trustedEquality(models, handWritten: handWritten) where reachable[slot] {
            comparisons[slot] = holdings[slot] == .plain ? .trustedAtRunTime : .trusted
        }
        for (modelIndex, model) in models.enumerated() {
            for position in model.types.indices {
                guard let slot = index.declarationSlots[modelIndex][position], reachable[slot], comparisons[slot] == nil,
                      index.generatesComparison(for: model.types[position], slot: slot) else { continue }
                comparisons[slot] = .generated
            }
        }
        return (holdings, comparisons)
    }

    /// Records what the dependencies' types hold (see ``contextHoldings``): read after the index is built, since
    /// only the names the target does not declare are looked up there.
    mutating func classifyContextTypes(_ classified: ContextClassification) {
        (contextHoldings, contextMacros, contextGenerics) = (classified.holdings, classified.macros, classified.generics)
    }

    /// `typeText` as written inside `scope` (a nested type), made valid in an extension of `scope`: such an
    /// extension does not see the types nested in `scope`'s enclosing types, so a name that is one of them is
    /// qualified (`Status` → `Mastodon.Status` for `extension Mastodon.Reblog`).
    func qualifying(_ typeText: String, in scope: String) -> String {
        // Most types are declared at file level: nothing encloses them.
        guard TargetIndex.isDotted(scope) else { return typeText }
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
            if !word.isEmpty, !afterDot, slots["\(scope).\(word)"] == nil,
               let outer = enclosing.first(where: { slots["\($0).\(word)"] != nil }) {
                result += outer + "."
            }
            result += word + String(character)
            word = ""
            afterDot = character == "."
        }
        return String(result.dropLast())
    }

    /// Whether `name` has a dot (`Outer.Inner`).
    static func isDotted(_ name: String) -> Bool {
        // Searched in the contiguous bytes: `contains` on the UTF-8 view steps through its generic indices.
        var name = name
        return name.withUTF8 { $0.contains(ASCII.dot) }
    }

    /// `Outer.Inner` → `Inner`. Most names have no dot: they are returned as they are, without allocating.
    static func lastComponent(_ name: String) -> String {
        // Searched in the contiguous bytes: `lastIndex(of:)` on the UTF-8 view steps through its generic indices.
        var name = name
        let start = name.withUTF8 { bytes in bytes.lastIndex(of: ASCII.dot).map { $0 + 1 } }
        guard let start else { return name }
        return String(name.utf8.dropFirst(start))!
    }

    /// The slots of the types whose `==` is structural already, so that `StructurallyEquatable` (which trusts it) is their
    /// comparison: it is synthesized (they list `Equatable` or `Hashable`, or are enums without associated
    /// values, and no declaration in the target writes their `==`), they are no classes and not generic (a type
    /// parameter's `==` is unknown), and everything they compare is a standard value or, in turn, such a type of
    /// the target. A hand-written `==` (API models compare by id) must never let the store drop a write; neither
    /// may another module's type, whose `==` the generator cannot read. Measured: a conformance without a body
    /// costs the build a quarter of what a generated comparison does.
    private func trustedEquality(_ models: [SourceFileModel], handWritten: Set<String>) -> [Int] {
        var candidates: [(model: Int, type: Int, slot: Int, simpleName: String, names: [String])] = []
        var synthesized: Set<String> = []
        for (modelIndex, model) in models.enumerated() {
            for index in model.types.indices where model.types[index].kind == .struct || model.types[index].kind == .enum {
                guard let slot = declarationSlots[modelIndex][index], !declaredTypes[slot].hasSeveralDeclarations, !declaredTypes[slot].isGeneric,
                      // Compared as literals: a clause lists a few names, and a set look-up hashes the name.
                      declaredTypes[slot].inheritedNames.contains(where: { $0 == "Equatable" || $0 == "Hashable" })
                        || (declaredTypes[slot].isPayloadlessEnum && model.types[index].comparedMembers.contains { if case .enumCase = $0 { true } else { false } })
                else { continue }
                let simpleName = TargetIndex.lastComponent(model.types[index].name)
                guard !handWritten.contains(simpleName), !model.types[index].declaresEquality else { continue }
                // Standard names are trusted for good, and the parser leaves them out: only the others are looked
                // at again below.
                candidates.append((modelIndex, index, slot, simpleName, model.types[index].comparedNames))
                synthesized.insert(simpleName)
            }
        }
        // Trust is withdrawn until nothing changes: each pass withdraws at least one more candidate's or stops, so
        // this runs at most once per candidate.
        var changed = true
        while changed {
            changed = false
            candidates.removeAll { candidate in
                guard !candidate.names.allSatisfy(synthesized.contains) else { return false }
                synthesized.remove(candidate.simpleName)
                changed = true
                return true
            }
        }
        return candidates.compactMap { candidate in
            canConform(models[candidate.model].types[candidate.type], slot: candidate.slot) ? candidate.slot : nil
        }
    }

    /// The standard generic types and module names a synthesized `==` may compare through, trusted like standard
    /// values.
    static let trustedModuleNames: Set<String> = ["Optional", "Array", "ContiguousArray", "Set", "Dictionary", "Swift", "Foundation"]

    /// Every standard name a synthesized `==` compares structurally, which the parser leaves out of
    /// ``TypeDeclaration/comparedNames`` (it spells them out byte by byte, `DeclarationParser.spellsStandardName`).
    static let structurallyEqualStandardNames = standardValueNames.union(trustedModuleNames)
}
