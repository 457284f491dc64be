/// Stored properties and enum cases.
extension DeclarationParser {
    /// One name bound by a `var`/`let` declaration, before filtering.
    private struct Binding {
        var name: String?
        var token: Token
        var isComputed: Bool
    }

    mutating func parseVariable(modifiers: DeclarationModifiers, leading: [Int]) {
        let isLet = tokens[index].keyword == .let
        let isIgnored = resolve(leading, target: .property) == .ignore
        index += 1
        var bindings: [Binding] = []
        while index < tokens.count {
            let token = tokens[index]
            var binding = Binding(name: nil, token: token, isComputed: false)
            if isPunctuation(token, ASCII.openParen) {
                skipBalanced()
            } else if token.kind == .identifier {
                binding.name = text(token)
                index += 1
            } else {
                break
            }
            var hasValue = false
            if index < tokens.count, isPunctuation(tokens[index], ASCII.colon) {
                index += 1
                skipType()
            }
            if index < tokens.count, isPunctuation(tokens[index], ASCII.equal) {
                index += 1
                hasValue = true
                skipExpression()
            }
            if !hasValue, index < tokens.count, isPunctuation(tokens[index], ASCII.openBrace) {
                // Only `willSet`/`didSet` blocks keep a property stored; anything else is a getter.
                binding.isComputed = !opensObservers(at: index)
                skipBody()
            }
            bindings.append(binding)
            guard index < tokens.count, isPunctuation(tokens[index], ASCII.comma) else { break }
            index += 1
        }
        let endLine = index > 0 ? lastLine(of: tokens[index - 1]) : 1
        let scope = scopes[scopes.count - 1]
        var references: [ParserScope.MemberReference] = []
        for binding in bindings {
            if binding.name != nil { recordMemberName(binding.token) }
            guard scope.isAnnotated, let typeIndex = scope.typeIndex, !isIgnored, !modifiers.isStatic,
                  !modifiers.isLazy, !binding.isComputed else { continue }
            let position = SourcePosition(line: binding.token.line, column: binding.token.column)
            let silence = "mark it '// lockstep: ignore'"
            guard let name = binding.name else {
                deferWarning(&references, "tuple pattern cannot be kept in sync by generated code; declare one property per name or \(silence)", position)
                continue
            }
            if let access = modifiers.access, access == .private || access == .fileprivate {
                deferWarning(&references, "property '\(name)' is \(access == .private ? "private" : "fileprivate") and cannot be kept in sync by generated code; make it internal or \(silence)", position)
            } else if !isLet, let setter = modifiers.setterAccess, setter == .private || setter == .fileprivate {
                deferWarning(&references, "property '\(name)' has a \(setter == .private ? "private" : "fileprivate") setter and cannot be kept in sync by generated code; make the setter internal or \(silence)", position)
            } else {
                references.append(.member(model.types[typeIndex].members.count))
                model.types[typeIndex].members.append(.property(PropertyDeclaration(
                    name: name, position: position, isLet: isLet, isIgnored: false)))
            }
        }
        scopes[scopes.count - 1].lastMembers = references
        scopes[scopes.count - 1].lastMemberEndLine = endLine
    }

    /// Whether the `{` at `position` opens `willSet`/`didSet` observers (attributes before them allowed).
    private func opensObservers(at position: Int) -> Bool {
        var next = position + 1
        while next + 1 < tokens.count, isPunctuation(tokens[next], ASCII.at) { next += 2 }
        guard next < tokens.count else { return false }
        return tokens[next].keyword == .willSet || tokens[next].keyword == .didSet
    }

    private mutating func deferWarning(_ references: inout [ParserScope.MemberReference], _ message: String, _ position: SourcePosition) {
        references.append(.deferredWarning(deferredWarnings.count))
        deferredWarnings.append(DeferredWarning(message: message, position: position))
    }

    /// `case a(Book), b(item: Game), c, d(Int, String) = …` inside an enum.
    mutating func parseCase(leading: [Int]) {
        let isIgnored = resolve(leading, target: .enumCase) == .ignore
        index += 1
        let scope = scopes[scopes.count - 1]
        var references: [ParserScope.MemberReference] = []
        while index < tokens.count, tokens[index].kind == .identifier {
            let nameToken = tokens[index]
            let name = text(nameToken)
            index += 1
            // Case names are not recorded as members: the accessor deliberately shares the case's name.
            var elements: [Range<Int>] = []
            if index < tokens.count, isPunctuation(tokens[index], ASCII.openParen) {
                elements = payloadElements()
            }
            if index < tokens.count, isPunctuation(tokens[index], ASCII.equal) {
                index += 1
                skipExpression()
            }
            if scope.isAnnotated, let typeIndex = scope.typeIndex, !isIgnored, !elements.isEmpty {
                let position = SourcePosition(line: nameToken.line, column: nameToken.column)
                if elements.count == 1 {
                    references.append(.member(model.types[typeIndex].members.count))
                    model.types[typeIndex].members.append(.enumCase(enumCase(name, elements[0], position)))
                } else {
                    deferWarning(&references, "case '\(name)' has \(elements.count) associated values and cannot be kept in sync by generated code; wrap them in one type or mark it '// lockstep: ignore'", position)
                }
            }
            guard index < tokens.count, isPunctuation(tokens[index], ASCII.comma) else { break }
            index += 1
        }
        scopes[scopes.count - 1].lastMembers = references
        scopes[scopes.count - 1].lastMemberEndLine = index > 0 ? tokens[index - 1].line : 1
    }

    /// From the `(` of an associated-value list, returns each element's token range and moves past `)`.
    private mutating func payloadElements() -> [Range<Int>] {
        var elements: [Range<Int>] = []
        index += 1
        var elementStart = index
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch bytes[token.start] {
                case ASCII.openParen, ASCII.openBracket, ASCII.openBrace, ASCII.less:
                    depth += 1
                case ASCII.greater where isArrowTip(token):
                    break
                case ASCII.closeParen where depth == 0:
                    if index > elementStart { elements.append(elementStart..<index) }
                    index += 1
                    return elements
                case ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace, ASCII.greater:
                    depth = max(0, depth - 1)
                case ASCII.comma where depth == 0:
                    elements.append(elementStart..<index)
                    elementStart = index + 1
                default:
                    break
                }
            } else if depth == 0, token.startsLine, token.kind == .directive {
                break
            }
            index += 1
        }
        return elements
    }

    /// Builds the case model from its single payload element: `Type`, `label: Type`, `_ label: Type`,
    /// or any of them with a default value.
    private func enumCase(_ name: String, _ element: Range<Int>, _ position: SourcePosition) -> EnumCaseDeclaration {
        var typeStart = element.lowerBound
        var label: String?
        if element.count >= 3, tokens[typeStart].kind == .identifier, isPunctuation(tokens[typeStart + 1], ASCII.colon) {
            label = text(tokens[typeStart])
            typeStart += 2
        } else if element.count >= 4, tokens[typeStart].kind == .identifier, tokens[typeStart + 1].kind == .identifier,
                  isPunctuation(tokens[typeStart + 2], ASCII.colon) {
            label = text(tokens[typeStart])
            typeStart += 3
        }
        if label == "_" { label = nil }
        var typeEnd = typeStart
        var depth = 0
        while typeEnd < element.upperBound {
            let token = tokens[typeEnd]
            if token.kind == .punctuation {
                let byte = bytes[token.start]
                if byte == ASCII.openParen || byte == ASCII.openBracket || byte == ASCII.less { depth += 1 }
                if byte == ASCII.closeParen || byte == ASCII.closeBracket || (byte == ASCII.greater && !isArrowTip(token)) { depth -= 1 }
                if byte == ASCII.equal, depth == 0 { break }
            }
            typeEnd += 1
        }
        return EnumCaseDeclaration(name: name, label: label, payloadType: joinedText(from: typeStart, to: typeEnd),
                                   position: position, isIgnored: false)
    }
}
