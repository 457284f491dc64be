/// Type declarations and extensions: name, inheritance clause, access, and entering the body.
extension DeclarationParser {
    mutating func parseType(modifiers: DeclarationModifiers, leading: [Int]) {
        let kind = TypeKind(tokens[index].keyword) ?? .struct
        index += 1
        guard index < tokens.count, tokens[index].kind == .identifier else {
            report(leading, target: .type(kind))
            skipStatement()
            return
        }
        let nameToken = tokens[index]
        var name = text(nameToken)
        index += 1
        let isGeneric = index < tokens.count && isPunctuation(tokens[index], ASCII.less)
        if kind == .extension {
            // `extension Outer.Inner`, possibly `extension Array<Int>`: keep the dotted path only.
            while index < tokens.count {
                if isPunctuation(tokens[index], ASCII.less) {
                    skipAngles()
                } else if index + 1 < tokens.count, isPunctuation(tokens[index], ASCII.dot), tokens[index + 1].kind == .identifier {
                    name += "." + text(tokens[index + 1])
                    index += 2
                } else {
                    break
                }
            }
        }
        var constraints = isGeneric && kind != .extension ? genericParameters(from: index) : [:]
        let (headerEnd, inherited, whereConstraints, hasWhereClause) = typeHeader()
        index = headerEnd
        constraints.merge(whereConstraints) { $0.union($1) }
        let scope = scopes[scopes.count - 1]
        let position = SourcePosition(line: nameToken.line, column: nameToken.column)
        var annotation = resolve(leading, target: .type(kind))
        let declared = modifiers.access ?? scope.memberDefaultAccess
        // A member is never more visible than what encloses it (`private` at file level means fileprivate).
        let access = max(declared, scope.ceiling)
        let qualifiedName = kind == .extension || scope.path.isEmpty ? name : scope.path + "." + name
        if annotation == nil, kind != .extension, let keyword = extensionAnnotations[qualifiedName] { annotation = keyword }
        if annotation != nil, !access.isVisibleFromOtherFiles {
            let level = access == .private ? "private" : "fileprivate"
            sink.error("type '\(qualifiedName)' is \(level); code generated in another file cannot extend it, so make it internal (or wider) or remove the annotation",
                       line: position.line, column: position.column)
            annotation = nil
        }
        if annotation != nil, modifiers.isMainActor, kind == .class {
            // Generated members of a main-actor struct or enum are `nonisolated`; a class's properties stay
            // isolated, and a nonisolated witness cannot form key paths to them: no code would compile.
            sink.error("class '\(qualifiedName)' is isolated to the main actor, so a nonisolated 'Aggregate' conformance cannot read its properties; make it a struct, or remove '@MainActor' or the annotation",
                       line: position.line, column: position.column)
            annotation = nil
        }
        if annotation == .aggregate, kind == .class, !modifiers.isFinal {
            // `Aggregate` uses `Self` in a property type, which only a final class can satisfy.
            sink.error("class '\(qualifiedName)' must be final to conform to Aggregate, whose requirement uses 'Self'; mark it 'final'",
                       line: position.line, column: position.column)
            annotation = nil
        }
        recordMember(nameToken, .other("a nested type"))
        let typeIndex = model.types.count
        var declaration = TypeDeclaration(
            kind: kind, name: name, qualifiedName: qualifiedName, access: access, annotation: annotation,
            inheritedNames: inherited, position: position)
        declaration.isGeneric = isGeneric
        declaration.genericConstraints = constraints
        declaration.isMainActor = modifiers.isMainActor
        declaration.isDeprecated = modifiers.isDeprecated
        declaration.hasMacroAttribute = modifiers.mayAddConformances
        declaration.attachedMacro = modifiers.conformingMacro
        declaration.isFinal = modifiers.isFinal
        declaration.isInGenericContext = scope.isGenericContext
        declaration.availability = scope.availability + modifiers.availability
        // Isolated to another global actor: a nonisolated comparison could not read it.
        declaration.hidesStoredState = modifiers.isOtherActorIsolated
        if let annotation, let first = leading.first(where: { annotationKeywords[$0] == annotation }) {
            declaration.annotationPosition = SourcePosition(line: annotations[first].line, column: annotations[first].column)
            declaration.listedProperties = annotationLists[first]
        }
        model.types.append(declaration)
        model.items.append(.type(typeIndex))
        guard index < tokens.count, isPunctuation(tokens[index], ASCII.openBrace) else { return }
        guard scopes.count <= DeclarationParser.maximumTypeNesting else {
            // Qualified names grow with depth, so unbounded nesting would cost quadratic time and memory.
            if !reportedNestingLimit {
                reportedNestingLimit = true
                sink.warning("types nested more than \(DeclarationParser.maximumTypeNesting) levels deep are not scanned; annotations inside them are ignored",
                             line: position.line, column: position.column)
            }
            skipBody()
            return
        }
        index += 1
        let memberDefault: AccessLevel = kind == .extension ? (modifiers.access.map { $0 == .private ? .fileprivate : $0 } ?? .internal) : .internal
        scopes.append(ParserScope(
            typeIndex: typeIndex, path: qualifiedName, kind: kind,
            memberDefaultAccess: memberDefault,
            ceiling: kind == .extension ? max(modifiers.access ?? .open, scope.ceiling) : access,
            isAnnotated: annotation != nil, isCompared: kind == .struct || kind == .class || kind == .enum,
            isMainActor: modifiers.isMainActor, isGenericContext: scope.isGenericContext || isGeneric || hasWhereClause,
            availability: declaration.availability))
    }

    /// Scans generic parameters, the inheritance clause and `where` clause from `index` up to the body's `{`,
    /// returning where that is, the identifiers of the inheritance clause and the constraints the `where` clause
    /// puts on plain names (`where Element: Identifiable`), and whether there is a `where` clause at all. Not
    /// `mutating`: a closure in a mutating method that calls methods of `self` copies the whole parser per call.
    private func typeHeader() -> (end: Int, inherited: Set<String>, constraints: [String: Set<String>], hasWhereClause: Bool) {
        var inherited: Set<String> = []
        var constraints: [String: Set<String>] = [:]
        var inInheritance = false
        var sawWhere = false
        var constrained: String?
        var previous: Int?
        let end = scanEnd(from: index, over: .types) { position in
            defer { previous = position }
            let token = tokens[position]
            if isPunctuation(token, ASCII.openBrace) { return true }
            if isPunctuation(token, ASCII.colon) {
                // Constraints after `where` are not conformances.
                inInheritance = !sawWhere
                // `where T: …` constrains a parameter; `where T.Element: …` does not.
                if sawWhere, let previous, tokens[previous].kind == .identifier, previous == 0 || !isPunctuation(tokens[previous - 1], ASCII.dot) {
                    constrained = bareText(tokens[previous])
                }
            } else if token.keyword == .where {
                sawWhere = true
                inInheritance = false
            } else if isPunctuation(token, ASCII.comma) || isPunctuation(token, ASCII.equal) {
                if sawWhere { constrained = nil }
            } else if inInheritance, token.kind == .identifier {
                inherited.insert(bareText(token))
            } else if let name = constrained, token.kind == .identifier {
                constraints[name, default: []].insert(bareText(token))
            }
            return false
        }
        return (end, inherited, constraints, sawWhere)
    }

    /// The constraints written on each generic parameter in the `<…>` at `start` (`<Element: Codable &
    /// Identifiable>` → `Element: [Codable, Identifiable]`), last name components only; `index` does not move.
    private func genericParameters(from start: Int) -> [String: Set<String>] {
        var constraints: [String: Set<String>] = [:]
        var parameter: String?
        var afterColon = false
        _ = scanEnd(from: start + 1, over: .types, boundaries: false) { position in
            let token = tokens[position]
            if isPunctuation(token, ASCII.comma) {
                (parameter, afterColon) = (nil, false)
            } else if isPunctuation(token, ASCII.colon) {
                afterColon = true
            } else if token.kind == .identifier {
                let name = bareText(token)
                if !afterColon, parameter == nil {
                    parameter = name
                    constraints[name] = []
                } else if afterColon, let parameter {
                    constraints[parameter, default: []].insert(name)
                }
            }
            return false
        }
        return constraints
    }
}
