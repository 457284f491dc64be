/// Stored properties.
extension DeclarationParser {
    /// One name bound by a `var`/`let` declaration, before filtering.
    private struct Binding {
        var name: String?
        var token: Token
        var shape: TypeShape?
        var kind = DeclaredMember.Kind.storedProperty
    }

    mutating func parseVariable(modifiers: DeclarationModifiers, leading: [Int]) {
        let isLet = tokens[index].keyword == .let
        let isIgnored = resolve(leading, target: .property) == .ignore
        let scope = scopes[scopes.count - 1]
        let typeIndex = scope.isAnnotated ? scope.typeIndex : nil
        index += 1
        var bindings: [Binding] = []
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
                if typeIndex != nil, index > typeStart { binding.shape = shape(from: typeStart, to: index) }
            }
            if index < tokens.count, isPunctuation(tokens[index], ASCII.equal) {
                index += 1
                hasValue = true
                skipExpression()
            }
            if !hasValue, index < tokens.count, isPunctuation(tokens[index], ASCII.openBrace) {
                binding.kind = accessorKind(at: index)
                skipBody()
            }
            // What a synthesized `==` compares: every type name in the types and values of stored properties.
            if let typeIndex, !modifiers.isStatic, binding.kind == .storedProperty {
                recordComparedNames(from: typeStart - 1, to: index, in: typeIndex)
            }
            bindings.append(binding)
            guard index < tokens.count, isPunctuation(tokens[index], ASCII.comma) else { break }
            index += 1
        }
        let endLine = index > 0 ? lastLine(of: tokens[index - 1]) : 1
        var references: [ParserScope.MemberReference] = []
        for binding in bindings {
            // A type member may share its name with an instance member, so it clashes with no accessor.
            if binding.name != nil, !modifiers.isStatic { recordMember(binding.token, binding.kind) }
            guard let typeIndex, !isIgnored, !modifiers.isStatic, !modifiers.isLazy, !modifiers.isUnavailable,
                  binding.kind == .storedProperty else { continue }
            let position = SourcePosition(line: binding.token.line, column: binding.token.column)
            let silence = "mark it '// lockstep: ignore'"
            guard let name = binding.name else {
                deferWarning(&references, "tuple pattern cannot be kept in sync by generated code; declare one property per name or \(silence)", position)
                continue
            }
            if let access = modifiers.access, access == .private || access == .fileprivate {
                deferWarning(&references, "property '\(name)' is \(access == .private ? "private" : "fileprivate") and cannot be kept in sync by generated code; make it internal or \(silence)", position)
                continue
            }
            let restricted = modifiers.setterAccess.map { $0 == .private || $0 == .fileprivate } ?? false
            references.append(.member(model.types[typeIndex].items.count))
            model.types[typeIndex].items.append(.property(PropertyDeclaration(
                name: name, position: position, isLet: isLet, hasRestrictedSetter: !isLet && restricted,
                shape: binding.shape, isWrapped: modifiers.hasWrapperAttribute,
                isDeprecated: modifiers.isDeprecated)))
        }
        scopes[scopes.count - 1].lastMembers = references
        scopes[scopes.count - 1].lastMemberEndLine = endLine
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

    /// The shape of the type in tokens `start..<end`: optionals are looked through everywhere, arrays only
    /// for a named element, and `Set`/`Dictionary` count only as the property's own type. Peels one layer per
    /// iteration instead of recursing, so a hostile `[[[[…` cannot exhaust the stack.
    private func shape(from start: Int, to end: Int) -> TypeShape {
        var start = start
        var end = end
        var inCollection = false
        while true {
            end = withoutOptionality(from: start, to: end)
            guard end > start else { return .other }
            let first = tokens[start]
            if isPunctuation(first, ASCII.openBracket), isPunctuation(tokens[end - 1], ASCII.closeBracket) {
                var colon: Int?
                let inner = scanEnd(from: start + 1, over: .types, boundaries: false) { position in
                    if colon == nil, isPunctuation(tokens[position], ASCII.colon) { colon = position }
                    return false
                }
                guard inner == end - 1 else { return .other }
                if let colon { return inCollection ? .other : .dictionary(value: simpleName(from: colon + 1, to: end - 1)) }
                (start, end, inCollection) = (start + 1, end - 1, true)
                continue
            }
            guard first.kind == .identifier else { return .other }
            if start + 1 < end, isPunctuation(tokens[start + 1], ASCII.less), isPunctuation(tokens[end - 1], ASCII.greater) {
                if spells(first, "Optional") || spells(first, "Array") {
                    inCollection = inCollection || spells(first, "Array")
                    (start, end) = (start + 2, end - 1)
                    continue
                }
                guard !inCollection else { return .other }
                if spells(first, "Set") { return .set(element: simpleName(from: start + 2, to: end - 1)) }
                if spells(first, "Dictionary") {
                    let comma = scanEnd(from: start + 2, over: .types, boundaries: false) { isPunctuation(tokens[$0], ASCII.comma) }
                    return .dictionary(value: comma < end - 1 ? simpleName(from: comma + 1, to: end - 1) : nil)
                }
                return .other
            }
            return simpleName(from: start, to: end).map(TypeShape.named) ?? .other
        }
    }

    /// `end` moved back over trailing `?` and `!`.
    private func withoutOptionality(from start: Int, to end: Int) -> Int {
        var end = end
        while end > start, isPunctuation(tokens[end - 1], ASCII.question) || isPunctuation(tokens[end - 1], ASCII.exclamation) {
            end -= 1
        }
        return end
    }

    /// The last component of `A.B.C` (identifiers joined by dots, optional or not) in tokens `start..<end`, or nil
    /// for any other type.
    private func simpleName(from start: Int, to end: Int) -> String? {
        let end = withoutOptionality(from: start, to: end)
        guard end > start else { return nil }
        var position = start
        while position < end {
            guard tokens[position].kind == .identifier else { return nil }
            position += 1
            if position < end {
                guard isPunctuation(tokens[position], ASCII.dot) else { return nil }
                position += 1
            }
        }
        return Identifier.bare(text(tokens[end - 1]))
    }

    /// Adds the identifiers of tokens `start..<end` that may name types to what the type's synthesized `==`
    /// compares: all but those starting with a lower-case ASCII letter, which by Swift's conventions are labels,
    /// properties and keywords (and skipping them halves the work on large targets).
    mutating func recordComparedNames(from start: Int, to end: Int, in typeIndex: Int) {
        for position in start..<end where tokens[position].kind == .identifier {
            let first = bytes[tokens[position].start]
            if first < 0x61 || first > 0x7A { model.types[typeIndex].comparedNames.append(text(tokens[position])) }
        }
    }

    mutating func deferWarning(_ references: inout [ParserScope.MemberReference], _ message: String, _ position: SourcePosition) {
        references.append(.deferredWarning(deferredWarnings.count))
        deferredWarnings.append(DeferredWarning(message: message, position: position))
    }

    /// Adds a member to the enclosing type's ``TypeDeclaration/members`` if generated code could clash with it.
    ///
    /// Only names that can clash with generated members are kept: the two protocol requirements anywhere, and
    /// every name in enums and extensions (where case accessors could clash). Recording every property of
    /// every struct was a measurable share of the run time on large corpora.
    mutating func recordMember(_ token: Token, _ kind: DeclaredMember.Kind) {
        let scope = scopes[scopes.count - 1]
        guard let typeIndex = scope.typeIndex else { return }
        let mayClash = scope.kind == .enum || scope.kind == .extension
            || spells(token, "nestedEntitiesKeyPaths") || spells(token, "wrappedEntitiesKeyPaths")
        guard mayClash else { return }
        let name = Identifier.bare(text(token))
        guard model.types[typeIndex].members[name] == nil else { return }
        model.types[typeIndex].members[name] = DeclaredMember(
            kind: kind, path: model.path, position: SourcePosition(line: token.line, column: token.column))
    }
}
