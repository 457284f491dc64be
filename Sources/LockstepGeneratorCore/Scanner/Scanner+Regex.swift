// Regex literals, lexed by the compiler's rules (swift-syntax's `RegexLiteralLexer` and its
// `isInRegexLiteralPosition` heuristic): `#/…/#` is always a regex literal; a bare `/…/` is one only where an
// expression may start and the literal reads as one. Getting this right matters because a regex can hold
// quotes, braces and `//` that would otherwise derail scanning (`let r = /"/`).
extension Scanner {
    /// Whether the `/` at `index` may open a bare regex literal: nil when it cannot, otherwise whether it
    /// must (where only an expression can follow, so even a doubtful literal is one).
    func slashMayStartRegex() -> Bool? {
        // The operator the `/` belongs to starts at the first of the operator characters right before it
        // (`!/x/` is a prefix `!` applied to a regex).
        var previous = tokens.count - 1
        var operatorStart = index
        while previous >= 0, tokens[previous].kind == .punctuation, tokens[previous].end == operatorStart,
              Scanner.isOperatorCharacter(bytes[tokens[previous].start]) {
            operatorStart = tokens[previous].start
            previous -= 1
        }
        let before = previous >= 0 ? tokens[previous] : nil
        // Left-bound (`a/b`): a binary or postfix operator, never a regex.
        if let before, before.end == operatorStart, !isOpener(before) { return nil }
        // `func /(…)` and `operator /^/` declare operators.
        if let before, before.keyword == .func || before.keyword == .operator { return nil }
        var operatorEnd = index + 1
        while operatorEnd < bytes.count, Scanner.isOperatorCharacter(bytes[operatorEnd]) { operatorEnd += 1 }
        guard !isRightBound(at: operatorEnd) else { return false }
        // Neither side bound: an infix position, where a regex needs an expression context.
        if let before, before.kind == .punctuation, isBinaryOperator(before) { return true }
        return isRegexPosition(after: before) ? false : nil
    }

    /// Scans a regex literal whose delimiter (`hashes` `#`s, then `/`) starts at `index`. Returns false,
    /// consuming nothing, when it does not read as one and need not be one; otherwise emits one opaque token.
    mutating func scanRegexLiteral(hashes: Int, mustBeRegex: Bool) -> Bool {
        let start = index
        var position = index + hashes + 1
        if hashes == 0, position < bytes.count, ASCII.isBlank(bytes[position]), !mustBeRegex { return false }
        var isMultiline = false
        if hashes > 0 {
            var scan = position
            while scan < bytes.count, bytes[scan] == ASCII.space || bytes[scan] == ASCII.tab { scan += 1 }
            if scan < bytes.count, bytes[scan] == ASCII.newline || bytes[scan] == ASCII.carriageReturn {
                isMultiline = true
                position = scan
            }
        }
        let firstNewline = position
        var groupDepth = 0
        var classDepth = 0
        var lastBlank = -1
        var end: Int?
        while position < bytes.count {
            let byte = bytes[position]
            if byte == ASCII.slash, let closed = closingDelimiterEnd(at: position, hashes: hashes) {
                if hashes == 0 {
                    // `/…//` or `/…/*`: the compiler prefers the comment; a blank before `/` ends no regex.
                    if closed < bytes.count, bytes[closed] == ASCII.slash || bytes[closed] == ASCII.star { break }
                    if lastBlank == position - 1, !mustBeRegex { return false }
                }
                end = closed
                break
            }
            var escaped = false
            var current = byte
            if current == ASCII.backslash {
                escaped = true
                position += 1
                guard position < bytes.count else { break }
                current = bytes[position]
            }
            if current == ASCII.newline || current == ASCII.carriageReturn {
                guard isMultiline else { break }
            } else if escaped {
                // An escaped character is plain text.
            } else if current == ASCII.openParen, classDepth == 0 {
                groupDepth += 1
            } else if current == ASCII.closeParen, classDepth == 0 {
                // An unbalanced `)` means `(a /b) / c`-style division, unless only a regex can be here.
                if groupDepth == 0, !mustBeRegex { return false }
                groupDepth = max(0, groupDepth - 1)
            } else if current == ASCII.openBracket {
                classDepth += 1
            } else if current == ASCII.closeBracket {
                classDepth = max(0, classDepth - 1)
            } else if current == ASCII.space || current == ASCII.tab {
                lastBlank = position
            }
            position += 1
        }
        if end == nil {
            guard mustBeRegex else { return false }
            // Unterminated: the compiler resumes after the first line of the literal, and so does the scanner.
            unreadable.append(UnreadableConstruct(what: "regex literal", line: line, column: start - lineStart + 1))
            if isMultiline {
                end = firstNewline
            } else {
                var lineEnd = start
                while lineEnd < bytes.count, bytes[lineEnd] != ASCII.newline { lineEnd += 1 }
                end = lineEnd
            }
        }
        emitLiteral(from: start, to: end ?? bytes.count)
        return true
    }

    /// Where the closing delimiter of a literal with `hashes` `#`s ends, if the `/` at `offset` closes it.
    private func closingDelimiterEnd(at offset: Int, hashes: Int) -> Int? {
        var position = offset + 1
        var count = 0
        while count < hashes, position < bytes.count, bytes[position] == ASCII.pound {
            count += 1
            position += 1
        }
        return count == hashes ? position : nil
    }

    /// Emits one `.string` token for `start..<end`, counting the lines it spans.
    private mutating func emitLiteral(from start: Int, to end: Int) {
        let startLine = line
        let startColumn = start - lineStart + 1
        let startsLine = !lineHasToken
        index = start
        while index < end {
            if bytes[index] == ASCII.newline { newline(at: index) }
            index += 1
        }
        add(.string, .notKeyword, start: start, line: startLine, column: startColumn, startsLine: startsLine)
    }

    /// Whether what follows an operator ending at `offset` makes the operator right-bound (prefix-like).
    private func isRightBound(at offset: Int) -> Bool {
        guard offset < bytes.count else { return false }
        switch bytes[offset] {
        case ASCII.space, ASCII.tab, ASCII.newline, ASCII.carriageReturn, 0,
             ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace, ASCII.comma, ASCII.semicolon, ASCII.colon:
            return false
        default:
            return true
        }
    }

    /// `(`, `[`, `{`, `,`, `;`, `:`: a token after which the next one is not left-bound.
    private func isOpener(_ token: Token) -> Bool {
        guard token.kind == .punctuation else { return false }
        switch bytes[token.start] {
        case ASCII.openParen, ASCII.openBracket, ASCII.openBrace, ASCII.comma, ASCII.semicolon, ASCII.colon: return true
        default: return false
        }
    }

    /// An operator token standing alone between blanks, or `=`: what precedes it is an operand.
    private func isBinaryOperator(_ token: Token) -> Bool {
        let byte = bytes[token.start]
        if byte == ASCII.equal { return true }
        guard Scanner.isOperatorCharacter(byte), byte != ASCII.exclamation, byte != ASCII.question, byte != ASCII.greater else {
            return false
        }
        return token.start > 0 && ASCII.isBlank(bytes[token.start - 1])
    }

    /// swift-syntax's `isInRegexLiteralPosition`: whether an expression may start after `token`.
    private func isRegexPosition(after token: Token?) -> Bool {
        guard let token else { return true }
        switch token.kind {
        case .identifier:
            // Keywords other than the expression keywords (`self`, `nil`, `true`…, which the table leaves out)
            // introduce an expression; plain identifiers are operands.
            return token.keyword != .notKeyword
        case .directive:
            return true
        case .string, .number, .pound:
            return false
        case .punctuation:
            switch bytes[token.start] {
            case ASCII.less, ASCII.openBrace, ASCII.openParen, ASCII.openBracket, ASCII.semicolon, ASCII.comma, ASCII.colon:
                return true
            case ASCII.exclamation, ASCII.question, ASCII.greater:
                return false
            case let byte:
                return Scanner.isOperatorCharacter(byte)
            }
        }
    }

    /// The ASCII characters Swift operators are made of.
    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case ASCII.slash, ASCII.equal, ASCII.minus, 0x2B, ASCII.exclamation, ASCII.star, 0x25, ASCII.less, ASCII.greater,
             ASCII.ampersand, 0x7C, 0x5E, 0x7E, ASCII.question:
            return true
        default:
            return false
        }
    }
}
