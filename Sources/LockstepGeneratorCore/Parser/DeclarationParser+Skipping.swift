/// Token-level helpers: text extraction and the iterative skippers that step over code the generator
/// does not need (types, initial values, bodies). None of them recurse.
extension DeclarationParser {
    @inline(__always)
    func isPunctuation(_ token: Token, _ byte: UInt8) -> Bool {
        token.kind == .punctuation && bytes[token.start] == byte
    }

    /// The token's source text.
    func text(_ token: Token) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
    }

    /// Tokens `start..<end` as text, with any run of whitespace, newlines or comments between two tokens
    /// written as one space, so types spanning lines print on one line.
    func joinedText(from start: Int, to end: Int) -> String {
        var result = ""
        var position = start
        while position < end {
            if position > start, tokens[position].start > tokens[position - 1].end { result += " " }
            result += text(tokens[position])
            position += 1
        }
        return result
    }

    /// `` `default` `` → `default`: the name the compiler compares declarations by.
    func bareName(_ name: String) -> String {
        guard name.count >= 2, name.hasPrefix("`"), name.hasSuffix("`") else { return name }
        return String(name.dropFirst().dropLast())
    }

    /// The line a token ends on: multi-line string literals end below where they start, and a trailing
    /// annotation after `"""` belongs to the property the literal initialises.
    func lastLine(of token: Token) -> Int {
        guard token.kind == .string else { return token.line }
        var newlines = 0
        for offset in token.start..<token.end where bytes[offset] == ASCII.newline { newlines += 1 }
        return token.line + newlines
    }

    /// Whether `token` ends the current declaration: it starts a line and begins a new declaration, a
    /// directive, an attribute, or closes the enclosing body. Swift needs no `;`, so this is how the end
    /// of a type or initial value without a terminator is found.
    func isBoundary(_ token: Token) -> Bool {
        guard token.startsLine else { return false }
        switch token.kind {
        case .directive, .pound: return true
        case .identifier: return token.keyword.startsDeclaration
        case .punctuation:
            let byte = bytes[token.start]
            return byte == ASCII.at || byte == ASCII.closeBrace
        case .string, .number: return false
        }
    }

    /// Whether the `>` token is the tip of `->`, which must not close a generic argument list.
    func isArrowTip(_ token: Token) -> Bool {
        token.start > 0 && bytes[token.start - 1] == ASCII.minus
    }

    /// From an opening `(`, `[` or `{` at `index`, moves past its matching closer (counting all three
    /// kinds together; mismatches in broken code just end at the first return to depth zero or EOF).
    mutating func skipBalanced() {
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            guard token.kind == .punctuation else { continue }
            switch bytes[token.start] {
            case ASCII.openParen, ASCII.openBracket, ASCII.openBrace: depth += 1
            case ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace:
                depth -= 1
                if depth <= 0 { return }
            default: break
            }
        }
    }

    /// From a `<` at `index`, moves past its matching `>` (generic arguments of an attribute or type).
    mutating func skipAngles() {
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            if depth > 0, isBoundary(token) { return }
            index += 1
            if isPunctuation(token, ASCII.less) {
                depth += 1
            } else if isPunctuation(token, ASCII.greater), !isArrowTip(token) {
                depth -= 1
                if depth <= 0 { return }
            }
        }
    }

    /// Skips a declaration's remaining tokens up to the next boundary at depth zero.
    mutating func skipStatement() {
        while index < tokens.count {
            let token = tokens[index]
            if isBoundary(token) || isPunctuation(token, ASCII.semicolon) { return }
            if token.kind == .punctuation {
                switch bytes[token.start] {
                case ASCII.openParen, ASCII.openBracket, ASCII.openBrace:
                    skipBalanced()
                    continue
                case ASCII.closeBrace, ASCII.closeParen, ASCII.closeBracket:
                    return
                default: break
                }
            }
            index += 1
        }
    }

    /// Skips a function / initializer / subscript signature and its body, if it has one (protocol
    /// requirements do not). Only `(`/`[` are counted: a `{` outside them is the body.
    mutating func skipFunction() {
        while index < tokens.count {
            let token = tokens[index]
            if isBoundary(token) || isPunctuation(token, ASCII.semicolon) { return }
            if token.kind == .punctuation {
                switch bytes[token.start] {
                case ASCII.openParen, ASCII.openBracket:
                    skipBalanced()
                    continue
                case ASCII.openBrace:
                    skipBody()
                    return
                case ASCII.closeBrace, ASCII.closeParen, ASCII.closeBracket:
                    return
                default: break
                }
            }
            index += 1
        }
    }

    /// Skips a `{ … }` body the generator never looks into; annotations inside it attach to nothing.
    mutating func skipBody() {
        skipBalanced()
        orphanAnnotations(before: index)
    }

    /// Skips a type annotation (`: [String: Book]`) up to `=`, `,`, `{`, or the end of the declaration.
    mutating func skipType() {
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            if depth == 0, isBoundary(token) { return }
            if token.kind == .punctuation {
                switch bytes[token.start] {
                case ASCII.openParen, ASCII.openBracket, ASCII.less:
                    depth += 1
                case ASCII.greater where isArrowTip(token):
                    break
                case ASCII.closeParen, ASCII.closeBracket, ASCII.greater:
                    if depth == 0 { return }
                    depth -= 1
                case ASCII.equal, ASCII.comma, ASCII.openBrace, ASCII.semicolon, ASCII.closeBrace:
                    if depth == 0 { return }
                default: break
                }
            }
            index += 1
        }
    }

    /// Skips an initial value or raw value up to a `,` / `;` at depth zero or the end of the declaration.
    /// Braces count as nesting, so trailing closures and `didSet` blocks after a value are consumed.
    mutating func skipExpression() {
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            if depth == 0, isBoundary(token) { return }
            if token.kind == .punctuation {
                switch bytes[token.start] {
                case ASCII.openParen, ASCII.openBracket, ASCII.openBrace:
                    depth += 1
                case ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace:
                    if depth == 0 { return }
                    depth -= 1
                case ASCII.comma, ASCII.semicolon:
                    if depth == 0 { return }
                default: break
                }
            }
            index += 1
        }
    }
}
