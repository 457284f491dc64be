/// Deciding what a property holds from the target's own declarations, so that generated code names the one
/// runtime function for it (cheap to type-check) and the generator reports what cannot be kept in sync itself,
/// at the property's line and column. Anything the target does not declare is left to overload resolution.
extension TargetIndex {
    /// Protocols from the standard library and Foundation that never make a type an entity or a wrapper, and
    /// words an inheritance clause may hold beside names (`@unchecked Sendable`, `@retroactive`).
    static let neutralInheritedNames: Set<String> = [
        "Codable", "Decodable", "Encodable", "Equatable", "Hashable", "Comparable", "Sendable", "SendableMetatype",
        "BitwiseCopyable", "Copyable", "Escapable", "CaseIterable", "RawRepresentable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "LosslessStringConvertible", "CustomReflectable", "Error", "LocalizedError",
        "CustomNSError", "CodingKey", "OptionSet", "Strideable", "AnyObject", "StructurallyEquatable",
        "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral",
        "ExpressibleByBooleanLiteral", "ExpressibleByNilLiteral", "ExpressibleByArrayLiteral",
        "ExpressibleByDictionaryLiteral", "ExpressibleByUnicodeScalarLiteral",
        "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByStringInterpolation",
        "unchecked", "retroactive", "preconcurrency", "Swift", "Foundation",
    ]

    /// The names an inheritance clause may hold that never make a type an entity, a wrapper or isolated: the
    /// neutral names and the standard value types (one look-up where two would be made for every name).
    static let neutralOrStandardNames = NameTable(neutralInheritedNames.union(standardValueNames))

    /// What a value of the type named `name` (as written, dots kept) holds, seen from inside `scope` (the
    /// qualified name of the type declaring the property). In a generic scope only standard value types are
    /// decided: a type parameter may shadow any name of the target.
    func holding(ofTypeNamed name: String, in scope: String, isGenericScope: Bool = false) -> Holding {
        let name = TargetIndex.droppingModule(name)
        guard let slot = resolve(name, in: scope) else {
            if TargetIndex.standardValues.contains(name) { return .plain }
            // A type parameter may shadow a dependency's type; a name the target uses itself is its own.
            guard !contextHoldings.isEmpty, !isGenericScope, !namesAnything(name) else { return .unknown }
            return contextHoldings[TargetIndex.contextKey(name, in: scope)] ?? .unknown
        }
        return isGenericScope ? .unknown : declaredTypes[slot].holding
    }

    /// Whether the target declares a type or alias with the last name component of `name`: such a name is the
    /// target's to resolve, never a dependency's.
    func namesAnything(_ name: String) -> Bool {
        simpleNames[TargetIndex.lastComponent(name)] != nil
    }

    /// Where the dependency's type `name`, as written inside `scope` (the type declaring the property), is
    /// recorded in the context tables (see ``ContextClassification``): one entry per type that names it, since
    /// whether it names the dependency's type depends on what the type's file imports.
    static func contextKey(_ name: String, in scope: String) -> String {
        scope + "\u{0}" + name
    }

    /// `Swift.Int` → `Int`, `Foundation.URL` → `URL`: the standard modules' types are known by their names alone.
    static func droppingModule(_ name: String) -> String {
        // Checked by first byte first: almost no name starts with either module.
        switch name.utf8.first {
        case UInt8(ascii: "S") where name.hasPrefix("Swift."): return String(name.dropFirst(6))
        case UInt8(ascii: "F") where name.hasPrefix("Foundation."): return String(name.dropFirst(11))
        default: return name
        }
    }

    /// The slot in ``declaredTypes`` of the type `name` refers to inside `scope`, found the way Swift looks names
    /// up: the innermost enclosing type first, then outwards, then the file level. Nil when the target declares
    /// no such type, or when an alias of that name comes first (the alias may stand for anything).
    func resolve(_ name: String, in scope: String) -> Int? {
        if !TargetIndex.isDotted(name) {
            switch simpleNames[name] {
            case nil: return nil
            case .fileLevelType(let slot)?: return slot
            case .other?: break
            }
        }
        var prefix = Substring(scope)
        while true {
            let candidate = prefix.isEmpty ? name : "\(prefix).\(name)"
            if typeAliases.contains(candidate) { return nil }
            if let slot = slots[candidate] { return slot }
            guard !prefix.isEmpty else { return nil }
            prefix = prefix.utf8.lastIndex(of: ASCII.dot).map { prefix[..<$0] } ?? ""
        }
    }

    /// What a value of the type in `slot` holds, from its annotation and what it inherits: the names of its
    /// inheritance clauses, and, for a protocol or class of the target among them, that one's clause in turn.
    /// (Read in place: passing the `DeclaredType` would copy it out of the array.)
    func inheritedHolding(ofSlot slot: Int) -> Holding {
        guard declaredTypes[slot].kind != .protocol, !declaredTypes[slot].isGeneric else { return .unknown }
        if declaredTypes[slot].annotation == .wrapper { return .wrapper }
        if declaredTypes[slot].annotation == .aggregate { return .aggregate }
        // Values the store never keeps, whatever they conform to: a payload-less enum, an option set.
        if declaredTypes[slot].isPayloadlessEnum || declaredTypes[slot].inheritedNames.contains(where: { $0 == "OptionSet" }) { return .plain }
        // Only the compiler knows which of several declarations it compiles: it decides.
        if declaredTypes[slot].hasSeveralDeclarations { return .unknown }
        // Most clauses name only the store's markers and standard protocols: decided without a work list.
        var (isEntity, isAggregate, isWrapper, isUnknown) = (false, false, false, false)
        var namesOthers = false
        for name in declaredTypes[slot].inheritedNames {
            switch name {
            case "Identifiable": isEntity = true
            case "Aggregate": isAggregate = true
            case "EntityWrapper": isWrapper = true
            default:
                if !TargetIndex.neutralOrStandardNames.contains(name) { namesOthers = true }
            }
        }
        if namesOthers {
            (isEntity, isAggregate, isWrapper, isUnknown) = Self.walkedHolding(of: declaredTypes[slot].inheritedNames) {
                // A protocol or superclass of the target: its own clause counts too.
                inheritanceBySimpleName[$0]
            }
        }
        if declaredTypes[slot].hasMacroAttribute, !isEntity, !isAggregate, !isWrapper {
            // A macro may add conformances: `@Model` adds `Identifiable` (through `PersistentModel`); what any other
            // adds, only the compiler knows, unless the clause lists an entity protocol already (a macro adds only
            // what is missing).
            guard TargetIndex.macroAddsIdentifiable(declaredTypes[slot].attachedMacro) else { return .unknown }
            isEntity = true
        }
        if isWrapper { return .wrapper }
        if isAggregate { return .aggregate }
        if isUnknown { return .unknown }
        return isEntity ? .entity : .plain
    }

    /// What the inherited names say, followed through the protocols and classes whose own inherited names
    /// `inheritedNames(of:)` gives (nil for a name it does not know: anything) with a work list rather than recursion
    /// (a long chain of protocols cannot exhaust the stack). Used for the target's types and for dependencies' alike.
    static func walkedHolding(
        of inheritedNames: Set<String>, inheritedNamesOf inherited: (String) -> Set<String>?
    ) -> (isEntity: Bool, isAggregate: Bool, isWrapper: Bool, isUnknown: Bool) {
        var pending = Array(inheritedNames)
        var seen = Set(pending)
        var (isEntity, isAggregate, isWrapper, isUnknown) = (false, false, false, false)
        while let name = pending.popLast() {
            switch name {
            case "Identifiable": isEntity = true
            case "Aggregate": isAggregate = true
            case "EntityWrapper": isWrapper = true
            default:
                if TargetIndex.neutralOrStandardNames.contains(name) { continue }
                guard let next = inherited(name) else {
                    isUnknown = true
                    continue
                }
                for name in next where seen.insert(name).inserted { pending.append(name) }
            }
        }
        return (isEntity, isAggregate, isWrapper, isUnknown)
    }

    /// What a property of this shape holds, seen from inside `scope`: the holding of its named type, or, for a
    /// generic type the target does not treat as a collection, `.unknown` unless the generator can tell.
    func holding(of shape: TypeShape, in scope: String, isGenericScope: Bool) -> Holding {
        guard let name = shape.name else { return .unknown }
        guard !shape.arguments.isEmpty else { return holding(ofTypeNamed: name, in: scope, isGenericScope: isGenericScope) }
        // A generic type of the target annotated `wrapper` or `aggregate` conforms whatever its arguments: its
        // generated conformance has no conditions. Anything else may conform conditionally.
        guard !isGenericScope else { return .unknown }
        guard let slot = resolve(name, in: scope) else {
            // A dependency's generic wrapper or aggregate conforms unconditionally too (its module generated it).
            switch contextGeneric(name, in: scope) {
            case .wrapper?: return .wrapper
            case .aggregate?: return .aggregate
            default: return .unknown
            }
        }
        switch declaredTypes[slot].annotation {
        case .wrapper?: return .wrapper
        case .aggregate?: return .aggregate
        default: return .unknown
        }
    }

    /// For a generic type applied to arguments (`Lossy<Guild>`): the first argument the generator knows holds
    /// entities, when the generic type itself is not known to keep them in sync (it is not a wrapper or an
    /// aggregate of the target). Such a property holds entities the store cannot reach.
    func entityArgument(of shape: TypeShape, in scope: String) -> (argument: String, holding: Holding)? {
        guard let name = shape.name, !shape.arguments.isEmpty else { return nil }
        if let slot = resolve(name, in: scope) {
            let lists = declaredTypes[slot].inheritedNames
            if declaredTypes[slot].annotation != nil || lists.contains("EntityWrapper") || lists.contains("Aggregate") || lists.contains("Identifiable") {
                return nil
            }
        } else if let generic = contextGeneric(name, in: scope), generic != .plain {
            return nil
        }
        for argument in shape.arguments {
            guard let argument else { continue }
            let holding = holding(ofTypeNamed: argument, in: scope)
            if holding.holdsEntities { return (argument, holding) }
        }
        return nil
    }

    /// Whether a property wrapped by the wrapper type named `name` can be written through, when the target
    /// declares that wrapper: its `wrappedValue` is a `var` or has a setter. Nil when the generator cannot tell.
    func wrapperIsWritable(_ name: String, in scope: String) -> Bool? {
        guard let slot = resolve(name, in: scope), let kind = declaredTypes[slot].wrappedValue else { return nil }
        switch kind {
        case .storedProperty, .settableProperty: return true
        case .getOnlyProperty: return false
        case .other: return nil
        }
    }

    /// Whether the generic type of `shape` is one the target declares (a declared generic type that wraps
    /// entities without being a wrapper is reported by the generator; another module's is left to the compiler).
    func declaresGenericType(of shape: TypeShape, in scope: String) -> Bool {
        guard let name = shape.name else { return false }
        return resolve(name, in: scope) != nil || contextGeneric(name, in: scope) == .plain
    }

    /// What a dependency's generic type `name` holds applied to any arguments, when the generator read it.
    private func contextGeneric(_ name: String, in scope: String) -> Holding? {
        let name = TargetIndex.droppingModule(name)
        guard !contextGenerics.isEmpty, !namesAnything(name) else { return nil }
        return contextGenerics[TargetIndex.contextKey(name, in: scope)]
    }

    /// `@Model` (SwiftData's) makes a class a `PersistentModel`, which is `Identifiable`: an entity.
    static func macroAddsIdentifiable(_ macro: String?) -> Bool {
        macro == "Model"
    }

    /// For a property whose type the target declares (or a dependency read as context) with an attached macro
    /// that may make it an entity, which the generator cannot tell: that type's name and the macro's, for the
    /// generator's own warning where the store could not keep it in sync if it were one. Nil for any other.
    func uncertainMacro(of shape: TypeShape?, in scope: String, isGenericScope: Bool) -> (type: String, macro: String)? {
        guard let name = shape?.name.map(TargetIndex.droppingModule), shape?.arguments.isEmpty ?? false, !isGenericScope else { return nil }
        if let slot = resolve(name, in: scope) {
            guard declaredTypes[slot].holding == .unknown, !declaredTypes[slot].hasSeveralDeclarations, !declaredTypes[slot].isGeneric,
                  let macro = declaredTypes[slot].attachedMacro else { return nil }
            return (TargetIndex.lastComponent(name), macro)
        }
        guard !contextMacros.isEmpty, !namesAnything(name), let macro = contextMacros[TargetIndex.contextKey(name, in: scope)] else { return nil }
        return (TargetIndex.lastComponent(name), macro)
    }
}
