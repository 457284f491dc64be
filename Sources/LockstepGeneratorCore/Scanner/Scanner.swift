/// Turns source bytes into ``Token``s and ``AnnotationComment``s.
///
/// Works on UTF-8 bytes, never on `Character`s: every byte that matters to Swift's syntax is ASCII, and
/// grapheme breaking would make scanning a large corpus many times slower. Non-ASCII bytes (including
/// invalid UTF-8) are treated as identifier bytes, which is what Swift does for valid Unicode
/// identifiers and harmless otherwise.
///
/// Every loop is iterative and advances at least one byte per iteration; nesting (block comments,
/// string interpolation) uses explicit counters and stacks, so hostile inputs cannot overflow the stack
/// or hang the scanner.
struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var line = 1
    var lineStart = 0
    /// Whether a token has been produced on the current line (makes comments trailing).
    var lineHasToken = false
    var tokens: [Token] = []
    var annotations: [AnnotationComment] = []
    var unreadable: [UnreadableConstruct] = []
    let keywords = KeywordTable.shared

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        tokens.reserveCapacity(bytes.count / 8)
    }

    /// Scans everything; never fails: what it cannot read is listed in the result.
    mutating func scan() -> ScanResult {
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case ASCII.space, ASCII.tab, ASCII.carriageReturn, 0x0B, 0x0C, 0:
                // Indentation comes in runs: skipped here rather than one byte per turn of the loop.
                index += 1
                while index < count, bytes[index] == ASCII.space { index += 1 }
            case ASCII.newline:
                newline(at: index)
                index += 1
            case ASCII.slash where peek(1) == ASCII.slash:
                scanLineComment()
            case ASCII.slash where peek(1) == ASCII.star:
                scanBlockComment()
            case ASCII.slash:
                if let mustBeRegex = slashMayStartRegex(), scanRegexLiteral(hashes: 0, mustBeRegex: mustBeRegex) { continue }
                index += 1
                add(.punctuation, .notKeyword, start: index - 1)
            case ASCII.quote:
                scanStringToken()
            case ASCII.pound:
                scanPound()
            case ASCII.backtick:
                scanBacktickIdentifier()
            case _ where ASCII.isIdentifierStart(byte):
                let start = index
                while index < count, ASCII.isIdentifierContinue(bytes[index]) { index += 1 }
                add(.identifier, keywords.keyword(bytes, start, index), start: start)
            case _ where ASCII.isDigit(byte):
                let start = index
                index += 1
                while index < count {
                    let next = bytes[index]
                    if ASCII.isIdentifierContinue(next) || (next == ASCII.dot && index + 1 < count && ASCII.isDigit(bytes[index + 1])) {
                        index += 1
                    } else {
                        break
                    }
                }
                add(.number, .notKeyword, start: start)
            default:
                index += 1
                add(.punctuation, .notKeyword, start: index - 1)
            }
        }
        return ScanResult(tokens: tokens, annotations: annotations, unreadable: unreadable)
    }

    // MARK: - Helpers

    func peek(_ offset: Int) -> UInt8 {
        let position = index + offset
        return position < bytes.count ? bytes[position] : 0
    }

    /// Records that the byte at `offset` is a newline (strings and comments call this too).
    mutating func newline(at offset: Int) {
        line += 1
        lineStart = offset + 1
        lineHasToken = false
    }

    /// Appends a token from `start` to `index`. Tokens spanning lines (strings) pass the line, column
    /// and line-start flag they had at their first byte.
    mutating func add(_ kind: TokenKind, _ keyword: Keyword, start: Int, line startLine: Int? = nil, column: Int? = nil, startsLine: Bool? = nil) {
        tokens.append(Token(
            kind: kind, keyword: keyword, startsLine: startsLine ?? !lineHasToken,
            start: start, end: index,
            line: startLine ?? line, column: column ?? (start - lineStart + 1)))
        lineHasToken = true
    }

    private mutating func scanBacktickIdentifier() {
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != ASCII.backtick, bytes[index] != ASCII.newline { index += 1 }
        if index < bytes.count, bytes[index] == ASCII.backtick { index += 1 }
        add(.identifier, .notKeyword, start: start)
    }

    /// `#if`-family directives become one token spanning the rest of the line (minus any comment), so the
    /// condition is copied verbatim; `#"` starts a raw string; any other `#name` is a pound token.
    private mutating func scanPound() {
        let start = index
        var hashes = 0
        while index + hashes < bytes.count, bytes[index + hashes] == ASCII.pound { hashes += 1 }
        let afterHashes = index + hashes
        if afterHashes < bytes.count, bytes[afterHashes] == ASCII.quote {
            scanStringToken()
            return
        }
        // `#/…/#` can only be an extended regex literal.
        if afterHashes < bytes.count, bytes[afterHashes] == ASCII.slash, scanRegexLiteral(hashes: hashes, mustBeRegex: true) {
            return
        }
        guard hashes == 1, afterHashes < bytes.count, ASCII.isIdentifierStart(bytes[afterHashes]) else {
            index += 1
            add(.punctuation, .notKeyword, start: start)
            return
        }
        index = afterHashes
        while index < bytes.count, ASCII.isIdentifierContinue(bytes[index]) { index += 1 }
        let directive: Keyword
        switch keywords.keyword(bytes, afterHashes, index) {
        case .directiveIf: directive = .directiveIf
        case .directiveElseif: directive = .directiveElseif
        case .directiveElse: directive = .directiveElse
        case .directiveEndif: directive = .directiveEndif
        default:
            add(.pound, .notKeyword, start: start)
            return
        }
        // The condition runs to the end of the line or to a comment; trailing blanks are dropped.
        var end = index
        while index < bytes.count, bytes[index] != ASCII.newline {
            if bytes[index] == ASCII.slash, peek(1) == ASCII.slash || peek(1) == ASCII.star { break }
            index += 1
            if bytes[index - 1] != ASCII.space, bytes[index - 1] != ASCII.tab, bytes[index - 1] != ASCII.carriageReturn {
                end = index
            }
        }
        let stop = index
        index = end
        add(.directive, directive, start: start)
        index = stop
    }
}
