/// Enum cases and their associated values.
extension DeclarationParser {
    /// One associated value of a case: where its type is, and what the accessor's type needs to know.
    private struct PayloadElement {
        var start: Int
        var end: Int
        /// Where its default value starts (`= …`), if it has one.
        var valueStart: Int?
        /// A `->` or `&` outside brackets, which needs parentheses before a `?` can follow.
        var needsParentheses = false
    }

    /// `case a(Book), b(item: Game), c, d(Int, String) = …` inside an enum.
    mutating func parseCase(modifiers: DeclarationModifiers, leading: [Int]) {
        let isIgnored = resolve(leading, target: .enumCase) == .ignore
        index += 1
        let scope = scopes[scopes.count - 1]
        let typeIndex = scope.isAnnotated ? scope.typeIndex : nil
        var references: [ParserScope.MemberReference] = []
        while index < tokens.count, tokens[index].kind == .identifier {
            let nameToken = tokens[index]
            let name = text(nameToken)
            index += 1
            // Case names are not recorded as members: the accessor deliberately shares the case's name.
            var elements: [PayloadElement] = []
            let payloadStart = index
            if index < tokens.count, isPunctuation(tokens[index], ASCII.openParen) {
                elements = payloadElements()
                if let typeIndex = scope.typeIndex { recordComparedNames(from: payloadStart, to: index, in: typeIndex) }
            }
            if let typeIndex = scope.typeIndex {
                if modifiers.isUnavailable {
                    model.types[typeIndex].hidesStoredState = true
                } else {
                    let payloads = elements.map { shape(from: payloadType($0).start, to: $0.valueStart ?? $0.end) }
                    model.types[typeIndex].comparedMembers.append(
                        .enumCase(name: name, payloads: payloads, isDeprecated: modifiers.isDeprecated))
                }
            }
            if index < tokens.count, isPunctuation(tokens[index], ASCII.equal) {
                index += 1
                skipExpression()
            }
            if let typeIndex = scope.typeIndex, !elements.isEmpty { model.types[typeIndex].hasPayloadCases = true }
            if let typeIndex, !isIgnored, !modifiers.isUnavailable, !elements.isEmpty {
                let position = SourcePosition(line: nameToken.line, column: nameToken.column)
                if elements.count == 1 {
                    references.append(.member(model.types[typeIndex].items.count))
                    model.types[typeIndex].items.append(.enumCase(enumCase(name, elements[0], position, modifiers)))
                } else {
                    // Whether any of them may hold an entity is for the target index to say.
                    references.append(.member(model.types[typeIndex].items.count))
                    model.types[typeIndex].items.append(.multiPayloadCase(MultiPayloadCase(
                        name: name, position: position,
                        payloads: elements.map { shape(from: payloadType($0).start, to: $0.valueStart ?? $0.end) },
                        isIgnored: false)))
                }
            }
            guard index < tokens.count, isPunctuation(tokens[index], ASCII.comma) else { break }
            index += 1
        }
        scopes[scopes.count - 1].lastMembers = references
        scopes[scopes.count - 1].lastMemberEndLine = index > 0 ? tokens[index - 1].line : 1
    }

    /// From the `(` of an associated-value list, returns its elements and moves past the `)`.
    private mutating func payloadElements() -> [PayloadElement] {
        var elements: [PayloadElement] = []
        var current = PayloadElement(start: index + 1, end: index + 1)
        let end = scanEnd(from: index + 1, over: [.code, .angles]) { position in
            let token = tokens[position]
            guard token.kind == .punctuation else { return false }
            switch bytes[token.start] {
            case ASCII.comma:
                current.end = position
                elements.append(current)
                current = PayloadElement(start: position + 1, end: position + 1)
            case ASCII.equal:
                if current.valueStart == nil { current.valueStart = position }
            case ASCII.ampersand:
                current.needsParentheses = true
            case ASCII.greater where isArrowTip(token):
                current.needsParentheses = true
            default:
                break
            }
            return false
        }
        current.end = end
        if current.end > current.start { elements.append(current) }
        index = end
        if index < tokens.count, isPunctuation(tokens[index], ASCII.closeParen) { index += 1 }
        return elements
    }

    /// Builds the case model from its single payload element: `Type`, `label: Type`, `_ label: Type`,
    /// or any of them with a default value.
    private func enumCase(_ name: String, _ element: PayloadElement, _ position: SourcePosition,
                          _ modifiers: DeclarationModifiers) -> EnumCaseDeclaration {
        let end = element.valueStart ?? element.end
        let (label, typeStart) = payloadType(element)
        return EnumCaseDeclaration(
            name: name, label: label, accessorType: accessorType(from: typeStart, to: end, element.needsParentheses),
            payload: shape(from: typeStart, to: end),
            position: position, isDeprecated: modifiers.isDeprecated, isIgnored: false)
    }

    /// An associated value's label (nil for none or `_`) and where its type starts: after `label:` or
    /// `_ label:`.
    private func payloadType(_ element: PayloadElement) -> (label: String?, start: Int) {
        let end = element.valueStart ?? element.end
        let start = element.start
        var label: String?
        var typeStart = start
        if end - start >= 3, tokens[start].kind == .identifier, isPunctuation(tokens[start + 1], ASCII.colon) {
            (label, typeStart) = (text(tokens[start]), start + 2)
        } else if end - start >= 4, tokens[start].kind == .identifier, tokens[start + 1].kind == .identifier,
                  isPunctuation(tokens[start + 2], ASCII.colon) {
            (label, typeStart) = (text(tokens[start]), start + 3)
        }
        return (label == "_" ? nil : label, typeStart)
    }

    /// The payload made optional. An already optional payload (`Book?`, `Book!`, `Optional<Book>`) is not
    /// wrapped again — nil then means "other case or no value", and the runtime's optional overload still
    /// sees it. Function, composition and `any`/`some` types need parentheses before the `?`.
    private func accessorType(from start: Int, to end: Int, _ needsParentheses: Bool) -> String {
        let payload = joinedText(from: start, to: end)
        guard start < end else { return payload }
        let last = tokens[end - 1]
        if !needsParentheses {
            if isPunctuation(last, ASCII.question) { return payload }
            if spells(tokens[start], "Optional"), end - start > 1, isPunctuation(tokens[start + 1], ASCII.less),
               isPunctuation(last, ASCII.greater) {
                return payload
            }
            if isPunctuation(last, ASCII.exclamation) { return String(payload.dropLast()) + "?" }
        }
        let existential = spells(tokens[start], "any") || spells(tokens[start], "some")
        return needsParentheses || existential ? "(\(payload))?" : "\(payload)?"
    }
}
