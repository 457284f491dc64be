/// Token-level helpers: text extraction and the one skipping loop every skip is made of. Nothing recurses.
extension DeclarationParser {
    @inline(__always)
    func isPunctuation(_ token: Token, _ byte: UInt8) -> Bool {
        token.kind == .punctuation && bytes[token.start] == byte
    }

    /// The token's source text.
    func text(_ token: Token) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
    }

    /// The token's text without backticks (`` `default` `` → `default`, see ``Identifier/bare(_:)``), decoded once
    /// from the source bytes.
    func bareText(_ token: Token) -> String {
        var (start, end) = (token.start, token.end)
        if end - start >= 2, bytes[start] == ASCII.backtick, bytes[end - 1] == ASCII.backtick { (start, end) = (start + 1, end - 1) }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// Whether the token spells exactly `word`, compared byte by byte without building a `String`.
    func spells(_ token: Token, _ word: StaticString) -> Bool {
        guard token.end - token.start == word.utf8CodeUnitCount else { return false }
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for offset in 0..<expected.count where bytes[token.start + offset] != expected[offset] { return false }
        return true
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

    /// How `token` changes the nesting depth of `nesting`: +1 for an opener, -1 for a closer, 0 otherwise.
    @inline(__always)
    private func depthChange(_ token: Token, _ nesting: Nesting) -> Int {
        guard token.kind == .punctuation else { return 0 }
        switch bytes[token.start] {
        case ASCII.openParen: return nesting.contains(.parentheses) ? 1 : 0
        case ASCII.closeParen: return nesting.contains(.parentheses) ? -1 : 0
        case ASCII.openBracket: return nesting.contains(.squareBrackets) ? 1 : 0
        case ASCII.closeBracket: return nesting.contains(.squareBrackets) ? -1 : 0
        case ASCII.openBrace: return nesting.contains(.braces) ? 1 : 0
        case ASCII.closeBrace: return nesting.contains(.braces) ? -1 : 0
        case ASCII.less: return nesting.contains(.angles) ? 1 : 0
        case ASCII.greater: return nesting.contains(.angles) && !isArrowTip(token) ? -1 : 0
        default: return 0
        }
    }

    /// The one skipping loop. From token `start`, steps over tokens while counting the brackets of `nesting`,
    /// and returns the index of the first token that, at depth zero, satisfies `stop`, starts a new declaration
    /// (when `boundaries`), or closes a bracket opened before `start`; `tokens.count` at the end. `stop` sees
    /// every depth-zero token index in order, so it can also collect what it passes.
    func scanEnd(from start: Int, over nesting: Nesting, boundaries: Bool = true, until stop: (Int) -> Bool = { _ in false }) -> Int {
        var depth = 0
        var position = start
        while position < tokens.count {
            let token = tokens[position]
            let change = depthChange(token, nesting)
            if depth == 0 {
                if change < 0 || (boundaries && isBoundary(token)) || stop(position) { return position }
            }
            depth += change
            position += 1
        }
        return position
    }

    /// From an opening `(`, `[` or `{` at `index`, moves past its matching closer (counting all three
    /// kinds together; mismatches in broken code just end at the first return to depth zero or EOF).
    mutating func skipBalanced() {
        index = scanEnd(from: index + 1, over: .code, boundaries: false)
        if index < tokens.count { index += 1 }
    }

    /// From a `<` at `index`, moves past its matching `>` (generic arguments of an attribute or type).
    mutating func skipAngles() {
        index = scanEnd(from: index + 1, over: .angles)
        if index < tokens.count, isPunctuation(tokens[index], ASCII.greater) { index += 1 }
    }

    /// Skips a declaration's remaining tokens up to the next boundary or `;` at depth zero.
    mutating func skipStatement() {
        index = scanEnd(from: index, over: .code) { isPunctuation(tokens[$0], ASCII.semicolon) }
    }

    /// Skips a function / initializer / subscript signature and its body, if it has one (protocol
    /// requirements do not). Only `(`/`[` nest in a signature: a `{` outside them is the body.
    mutating func skipFunction() {
        index = scanEnd(from: index, over: [.parentheses, .squareBrackets]) { position in
            let token = tokens[position]
            return isPunctuation(token, ASCII.openBrace) || isPunctuation(token, ASCII.semicolon) || isPunctuation(token, ASCII.closeBrace)
        }
        if index < tokens.count, isPunctuation(tokens[index], ASCII.openBrace) { skipBody() }
    }

    /// Skips a `{ … }` body the generator never looks into; annotations inside it attach to nothing.
    mutating func skipBody() {
        skipBalanced()
        orphanAnnotations(before: index)
    }

    /// Skips a type annotation (`: [String: Book]`) up to `=`, `,`, `{`, `;`, `}` or the end of the declaration.
    mutating func skipType() {
        index = scanEnd(from: index, over: .types) { position in
            let token = tokens[position]
            guard token.kind == .punctuation else { return false }
            switch bytes[token.start] {
            case ASCII.equal, ASCII.comma, ASCII.openBrace, ASCII.semicolon, ASCII.closeBrace: return true
            default: return false
            }
        }
    }

    /// Skips an initial value or raw value up to a `,` / `;` at depth zero or the end of the declaration.
    /// Braces count as nesting, so trailing closures and `didSet` blocks after a value are consumed.
    mutating func skipExpression() {
        index = scanEnd(from: index, over: .code) { isPunctuation(tokens[$0], ASCII.comma) || isPunctuation(tokens[$0], ASCII.semicolon) }
    }
}
