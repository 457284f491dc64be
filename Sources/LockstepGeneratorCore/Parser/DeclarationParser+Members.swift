/// Stored properties.
extension DeclarationParser {
    /// One name bound by a `var`/`let` declaration, before filtering.
    private struct Binding {
        var name: String?
        var token: Token
        var shape: TypeShape?
        var kind = DeclaredMember.Kind.storedProperty
        var hasValue = false
    }

    mutating func parseVariable(modifiers: DeclarationModifiers, leading: [Int]) {
        let isLet = tokens[index].keyword == .let
        let isIgnored = resolve(leading, target: .property) == .ignore
        // The scope's fields one by one: a copy of the whole scope retains its strings and arrays.
        let scopeTypeIndex = scopes[scopes.count - 1].typeIndex
        let scopeIsCompared = scopes[scopes.count - 1].isCompared
        let typeIndex = scopes[scopes.count - 1].isAnnotated ? scopeTypeIndex : nil
        index += 1
        // The last declaration's list, emptied and refilled: most declarations bind one name, and a new array
        // for each would be an allocation per property of the target.
        var references = scopes[scopes.count - 1].lastMembers
        scopes[scopes.count - 1].lastMembers = []
        references.removeAll(keepingCapacity: true)
        // Each binding is recorded as soon as it is read (no list of them): what it adds to the type's members,
        // comparison and items does not depend on the bindings after it.
        while index < tokens.count {
            let token = tokens[index]
            var binding = Binding(name: nil, token: token)
            if isPunctuation(token, ASCII.openParen) {
                skipBalanced()
            } else if token.kind == .identifier {
                binding.name = text(token)
                index += 1
            } else {
                break
            }
            var hasValue = false
            let typeStart = index + 1
            if index < tokens.count, isPunctuation(tokens[index], ASCII.colon) {
                index += 1
                skipType()
                if scopeTypeIndex != nil, index > typeStart { binding.shape = shape(from: typeStart, to: index) }
            }
            if index < tokens.count, isPunctuation(tokens[index], ASCII.equal) {
                index += 1
                hasValue = true
                let valueStart = index
                skipExpression()
                // `var count = 0`: a lone literal's type is the standard one it defaults to, a plain value.
                if binding.shape == nil, scopeTypeIndex != nil, index == valueStart + 1 { binding.shape = literalShape(tokens[valueStart]) }
            }
            binding.hasValue = hasValue
            if !hasValue, index < tokens.count, isPunctuation(tokens[index], ASCII.openBrace) {
                binding.kind = accessorKind(at: index)
                skipBody()
            }
            // What a synthesized `==` compares: every type name in the types and values of stored properties.
            if let typeIndex = scopeTypeIndex, !modifiers.isStatic, binding.kind == .storedProperty {
                recordComparedNames(from: typeStart - 1, to: index, in: typeIndex)
                if scopeIsCompared, !modifiers.isLazy {
                    recordCompared(binding, isLet: isLet, isIgnored: isIgnored, modifiers: modifiers, in: typeIndex, references: &references)
                }
            }
            // A type member may share its name with an instance member, so it clashes with no accessor.
            // A `let` cannot be written: for a wrapper's `wrappedValue`, that decides whether a wrapped property can.
            let recordedKind = isLet && binding.kind == .storedProperty ? .getOnlyProperty : binding.kind
            if binding.name != nil, !modifiers.isStatic { recordMember(binding.token, recordedKind) }
            if let typeIndex, !isIgnored, !modifiers.isStatic, !modifiers.isLazy, !modifiers.isUnavailable,
               binding.kind == .storedProperty {
                recordProperty(binding, isLet: isLet, modifiers: modifiers, in: typeIndex, references: &references)
            }
            guard index < tokens.count, isPunctuation(tokens[index], ASCII.comma) else { break }
            index += 1
        }
        let endLine = index > 0 ? lastLine(of: tokens[index - 1]) : 1
        scopes[scopes.count - 1].lastMembers = references
        scopes[scopes.count - 1].lastMemberEndLine = endLine
    }

    /// Adds a stored property of an annotated type to its items (what its extension is generated from), or the
    /// warning that says why generated code cannot reach it.
    private mutating func recordProperty(_ binding: Binding, isLet: Bool, modifiers: DeclarationModifiers, in typeIndex: Int,
                                         references: inout [ParserScope.MemberReference]) {
        let position = SourcePosition(line: binding.token.line, column: binding.token.column)
        let silence = "mark it '// lockstep: ignore'"
        guard let name = binding.name else {
            deferWarning(&references, "tuple pattern cannot be kept in sync by generated code; declare one property per name or \(silence)", position)
            return
        }
        if let access = modifiers.access, access == .private || access == .fileprivate {
            deferWarning(&references, "property '\(name)' is \(access == .private ? "private" : "fileprivate") and cannot be kept in sync by generated code; make it internal or \(silence)", position)
            return
        }
        if let contextAccess, !isVisible(modifiers) {
            deferWarning(&references, "property '\(name)' is not visible outside its module and cannot be kept in sync by generated code in the module that annotates its type; make it \(contextAccess == .package ? "package or public" : "public")", position)
            return
        }
        let restricted = modifiers.setterAccess.map { $0 == .private || $0 == .fileprivate } ?? false
        references.append(.member(model.types[typeIndex].items.count))
        model.types[typeIndex].items.append(.property(PropertyDeclaration(
            name: name, position: position, hasRestrictedSetter: !isLet && restricted,
            shape: binding.shape, wrapper: modifiers.hasCustomAttribute ? modifiers.customAttributeName : nil,
            isDeprecated: modifiers.isDeprecated)))
    }

    /// Adds a stored property to what the structural comparison of the type at `typeIndex` reads; one it cannot
    /// name from another file (private, a tuple pattern, unavailable) leaves the type without one.
    private mutating func recordCompared(_ binding: Binding, isLet: Bool, isIgnored: Bool, modifiers: DeclarationModifiers, in typeIndex: Int,
                                         references: inout [ParserScope.MemberReference]) {
        // Private, or isolated on its own (a nonisolated comparison could not read it).
        let isHidden = !isVisible(modifiers)
        let isIsolated = modifiers.isOtherActorIsolated || (modifiers.isMainActor && !scopes[scopes.count - 1].isMainActor)
        guard let name = binding.name, !isHidden, !isIsolated, !modifiers.isUnavailable else {
            model.types[typeIndex].hidesStoredState = true
            return
        }
        references.append(.compared(model.types[typeIndex].comparedMembers.count))
        model.types[typeIndex].comparedMembers.append(.property(ComparedProperty(
            name: name, isLet: isLet, hasInitialValue: binding.hasValue, isDeprecated: modifiers.isDeprecated,
            shape: binding.shape, position: SourcePosition(line: binding.token.line, column: binding.token.column), isIgnored: isIgnored)))
    }

    /// What the `{` at `position` after a property makes it: stored when it opens `willSet`/`didSet`
    /// observers (attributes before them allowed), settable when its accessors include a `set`, get-only
    /// otherwise.
    private func accessorKind(at position: Int) -> DeclaredMember.Kind {
        var next = position + 1
        while next + 1 < tokens.count, isPunctuation(tokens[next], ASCII.at) { next += 2 }
        guard next < tokens.count else { return .getOnlyProperty }
        if tokens[next].keyword == .willSet || tokens[next].keyword == .didSet { return .storedProperty }
        var hasSetter = false
        _ = scanEnd(from: position + 1, over: .code, boundaries: false) { accessor in
            if tokens[accessor].keyword == .set { hasSetter = true }
            return false
        }
        return hasSetter ? .settableProperty : .getOnlyProperty
    }

    mutating func deferWarning(_ references: inout [ParserScope.MemberReference], _ message: String, _ position: SourcePosition) {
        references.append(.deferredWarning(deferredWarnings.count))
        deferredWarnings.append(DeferredWarning(message: message, position: position))
    }

    /// Adds a member to the enclosing type's ``TypeDeclaration/members`` if generated code could clash with it.
    ///
    /// Only names that can clash with generated members are kept: `id`, `wrappedValue` and the two protocol
    /// requirements anywhere, and
    /// every name in enums and extensions (where case accessors could clash). Recording every property of
    /// every struct was a measurable share of the run time on large corpora.
    mutating func recordMember(_ token: Token, _ kind: DeclaredMember.Kind) {
        guard let typeIndex = scopes[scopes.count - 1].typeIndex else { return }
        let scopeKind = scopes[scopes.count - 1].kind
        // `id` too: an aggregate without one cannot be Identifiable, which the generator reports itself; and
        // `wrappedValue`, which tells whether a property wrapper can be written through.
        if scopeKind != .enum, scopeKind != .extension {
            // By length first: this runs for every property of the target, and most names are none of these.
            let mayClash = switch token.end - token.start {
            case 2: spells(token, "id")
            case 12: spells(token, "wrappedValue")
            case 22: spells(token, "nestedEntitiesKeyPaths")
            case 23: spells(token, "wrappedEntitiesKeyPaths")
            default: false
            }
            guard mayClash else { return }
        }
        let name = bareText(token)
        guard model.types[typeIndex].members[name] == nil else { return }
        model.types[typeIndex].members[name] = DeclaredMember(
            kind: kind, path: model.path, position: SourcePosition(line: token.line, column: token.column))
    }
}
