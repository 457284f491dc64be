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
        let inherited = parseTypeHeader()
        let scope = scopes[scopes.count - 1]
        let position = SourcePosition(line: nameToken.line, column: nameToken.column)
        var annotation = resolve(leading, target: .type(kind))
        let declared = modifiers.access ?? scope.memberDefaultAccess
        // A member is never more visible than what encloses it (`private` at file level means fileprivate).
        let access = max(declared, scope.ceiling)
        let qualifiedName = kind == .extension || scope.path.isEmpty ? name : scope.path + "." + name
        if annotation != nil, !access.isVisibleFromOtherFiles {
            let level = access == .private ? "private" : "fileprivate"
            sink.error("type '\(qualifiedName)' is \(level); code generated in another file cannot extend it, so make it internal (or wider) or remove the annotation",
                       line: position.line, column: position.column)
            annotation = nil
        }
        if annotation != nil, modifiers.isMainActor {
            // A nonisolated witness cannot form key paths to isolated properties, and an isolated one
            // cannot satisfy the runtime's nonisolated requirement: there is no code that compiles.
            sink.error("type '\(qualifiedName)' is isolated to the main actor; the store reads entities from any thread, so it cannot conform to \(annotation == .aggregate ? "Aggregate" : "EntityWrapper"); remove '@MainActor' or the annotation",
                       line: position.line, column: position.column)
            annotation = nil
        }
        if annotation == .aggregate, kind == .class, !modifiers.isFinal {
            // `Aggregate` uses `Self` in a property type, which only a final class can satisfy.
            sink.error("class '\(qualifiedName)' must be final to conform to Aggregate, whose requirement uses 'Self'; mark it 'final'",
                       line: position.line, column: position.column)
            annotation = nil
        }
        recordMemberName(nameToken)
        let typeIndex = model.types.count
        model.types.append(TypeDeclaration(
            kind: kind, name: name, qualifiedName: qualifiedName, access: access, annotation: annotation,
            inheritedNames: inherited, position: position))
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
            isAnnotated: annotation != nil))
    }

    /// Scans generic parameters, the inheritance clause and `where` clause up to the body's `{` (left at
    /// `index`), returning the identifiers of the inheritance clause.
    private mutating func parseTypeHeader() -> Set<String> {
        var inherited: Set<String> = []
        var depth = 0
        var inInheritance = false
        var sawWhere = false
        while index < tokens.count {
            let token = tokens[index]
            if depth == 0, isBoundary(token) { return inherited }
            switch token.kind {
            case .punctuation:
                switch bytes[token.start] {
                case ASCII.openParen, ASCII.openBracket, ASCII.less:
                    depth += 1
                case ASCII.greater where isArrowTip(token):
                    break
                case ASCII.closeParen, ASCII.closeBracket, ASCII.greater:
                    depth = max(0, depth - 1)
                case ASCII.openBrace where depth == 0:
                    return inherited
                case ASCII.colon where depth == 0 && !sawWhere:
                    inInheritance = true
                default:
                    break
                }
            case .identifier:
                if token.keyword == .where {
                    sawWhere = true
                    inInheritance = false
                } else if inInheritance, depth == 0 {
                    inherited.insert(bareName(text(token)))
                }
            default:
                break
            }
            index += 1
        }
        return inherited
    }
}
