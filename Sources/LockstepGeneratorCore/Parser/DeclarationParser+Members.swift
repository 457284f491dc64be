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
                skipExpression()
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

    /// The shape of the type in tokens `start..<end`: optionals, arrays, `Set`s and `Dictionary`s are peeled
    /// off one layer per iteration (a hostile `[[[[…` cannot exhaust the stack) down to a dotted name, with its
    /// generic arguments when it has some.
    func shape(from start: Int, to end: Int) -> TypeShape {
        var (start, end) = (start, end)
        var shape = TypeShape(name: nil)
        var outermost = true
        while true {
            let unwrapped = withoutOptionality(from: start, to: end)
            if unwrapped < end {
                // `??`, or an optional inside a collection, has no entity shape the store keeps.
                if outermost { shape.isOptional = true }
                if !outermost || end - unwrapped > 1 { shape.hasInnerOptional = true }
                end = unwrapped
            }
            outermost = false
            guard end > start else { return shape }
            let first = tokens[start]
            if isPunctuation(first, ASCII.openBracket), isPunctuation(tokens[end - 1], ASCII.closeBracket) {
                var colon: Int?
                let inner = scanEnd(from: start + 1, over: .types, boundaries: false) { position in
                    if colon == nil, isPunctuation(tokens[position], ASCII.colon) { colon = position }
                    return false
                }
                guard inner == end - 1 else { return shape }
                if let colon {
                    if shape.container == .none { shape.container = .dictionary }
                    (start, end) = (colon + 1, end - 1)
                } else {
                    shape.arrayDepth += 1
                    (start, end) = (start + 1, end - 1)
                }
                continue
            }
            guard first.kind == .identifier else { return shape }
            guard let less = genericArgumentsStart(from: start, to: end) else {
                shape.name = dottedName(from: start, to: end)
                return shape
            }
            let arguments = genericArguments(from: less + 1, to: end - 1)
            if less == start + 1, arguments.count == 1, spells(first, "Optional") {
                if shape.arrayDepth == 0, shape.container == .none, !shape.isOptional { shape.isOptional = true } else { shape.hasInnerOptional = true }
                (start, end) = arguments[0]
                continue
            }
            if less == start + 1, arguments.count == 1, spells(first, "Array") || spells(first, "ContiguousArray") {
                shape.arrayDepth += 1
                if spells(first, "ContiguousArray") { shape.hasContiguousArray = true }
                (start, end) = arguments[0]
                continue
            }
            if less == start + 1, arguments.count == 1, spells(first, "Set") {
                if shape.container == .none { shape.container = .set }
                (start, end) = arguments[0]
                continue
            }
            if less == start + 1, arguments.count == 2, spells(first, "Dictionary") {
                if shape.container == .none { shape.container = .dictionary }
                (start, end) = arguments[1]
                continue
            }
            shape.name = dottedName(from: start, to: less)
            shape.arguments = arguments.map { dottedName(from: $0.start, to: withoutOptionality(from: $0.start, to: $0.end)) }
            return shape
        }
    }

    /// The `<` that opens the generic arguments of the dotted name starting at `start`, when they close at
    /// `end` (`Lossy<Guild>`, `Mastodon.Box<A, B>`); nil for a plain name or anything else.
    private func genericArgumentsStart(from start: Int, to end: Int) -> Int? {
        guard isPunctuation(tokens[end - 1], ASCII.greater) else { return nil }
        var position = start
        while position + 1 < end, isPunctuation(tokens[position + 1], ASCII.dot) { position += 2 }
        guard position + 1 < end, tokens[position].kind == .identifier, isPunctuation(tokens[position + 1], ASCII.less) else { return nil }
        let close = scanEnd(from: position + 2, over: .types, boundaries: false) { _ in false }
        return close == end - 1 ? position + 1 : nil
    }

    /// The token ranges of the comma-separated types in `start..<end`.
    private func genericArguments(from start: Int, to end: Int) -> [(start: Int, end: Int)] {
        var arguments: [(start: Int, end: Int)] = []
        var argumentStart = start
        _ = scanEnd(from: start, over: .types, boundaries: false) { position in
            guard position < end else { return true }
            if isPunctuation(tokens[position], ASCII.comma) {
                arguments.append((argumentStart, position))
                argumentStart = position + 1
            }
            return false
        }
        if argumentStart < end { arguments.append((argumentStart, end)) }
        return arguments
    }

    /// `A.B.C` as written (backticks dropped) when tokens `start..<end` are identifiers joined by dots, else nil.
    private func dottedName(from start: Int, to end: Int) -> String? {
        guard end > start else { return nil }
        // Most names are written without spaces or backticks (`Account`, `Mastodon.Status`): one decode of the
        // bytes they span, rather than a string grown piece by piece.
        var position = start
        var isPlain = true
        while position < end {
            let token = tokens[position]
            guard token.kind == .identifier else { return nil }
            if bytes[token.start] == ASCII.backtick || (position > start && tokens[position - 1].end != token.start) { isPlain = false }
            position += 1
            if position < end {
                guard isPunctuation(tokens[position], ASCII.dot) else { return nil }
                if tokens[position - 1].end != tokens[position].start { isPlain = false }
                position += 1
            }
        }
        if isPlain {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[tokens[start].start..<tokens[end - 1].end]), as: UTF8.self)
        }
        // Checked above: an identifier at every other token, a dot at each of the others.
        var name = ""
        for position in start..<end {
            name += (position - start) % 2 == 0 ? bareText(tokens[position]) : "."
        }
        return name
    }

    /// `end` moved back over trailing `?` and `!`.
    private func withoutOptionality(from start: Int, to end: Int) -> Int {
        var end = end
        while end > start, isPunctuation(tokens[end - 1], ASCII.question) || isPunctuation(tokens[end - 1], ASCII.exclamation) {
            end -= 1
        }
        return end
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
