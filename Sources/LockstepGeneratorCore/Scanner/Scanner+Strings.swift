extension Scanner {
    /// One level of string-literal nesting: either inside a literal's text, or inside a `\( … )`
    /// interpolation of one (which may itself contain strings, comments, parentheses and braces).
    private enum Frame {
        case text(hashes: Int, multiline: Bool)
        case interpolation(depth: Int)
    }

    /// Scans a whole string literal starting at `index` (a `"` or the first `#` of a raw string) and
    /// emits one opaque `.string` token, so nothing inside it is ever read as code or annotation.
    mutating func scanStringToken() {
        let start = index
        let startLine = line
        let startColumn = index - lineStart + 1
        let startsLine = !lineHasToken
        var stack: [Frame] = [openLiteral()]
        while let top = stack.last, index < bytes.count {
            let byte = bytes[index]
            switch top {
            case .text(let hashes, let multiline):
                if byte == ASCII.backslash, hasHashes(hashes, at: index + 1) {
                    let after = index + 1 + hashes
                    if after < bytes.count, bytes[after] == ASCII.openParen {
                        stack.append(.interpolation(depth: 1))
                        index = after + 1
                    } else {
                        // An escape: skip the escaped byte too so `\"` does not end the literal.
                        index = after
                        if index < bytes.count {
                            if bytes[index] == ASCII.newline { newline(at: index) }
                            index += 1
                        }
                    }
                } else if byte == ASCII.quote, closes(multiline: multiline, hashes: hashes) {
                    index += (multiline ? 3 : 1) + hashes
                    stack.removeLast()
                } else if byte == ASCII.newline {
                    if !multiline {
                        // A single-line literal cannot span lines: the compiler ends it here too, so scanning
                        // resumes with the next line.
                        unreadable.append(UnreadableConstruct(what: "string literal", line: startLine, column: startColumn))
                        add(.string, .notKeyword, start: start, line: startLine, column: startColumn, startsLine: startsLine)
                        return
                    }
                    newline(at: index)
                    index += 1
                } else {
                    index += 1
                }
            case .interpolation(let depth):
                if byte == ASCII.openParen {
                    stack[stack.count - 1] = .interpolation(depth: depth + 1)
                    index += 1
                } else if byte == ASCII.closeParen {
                    index += 1
                    if depth == 1 {
                        stack.removeLast()
                    } else {
                        stack[stack.count - 1] = .interpolation(depth: depth - 1)
                    }
                } else if byte == ASCII.quote || (byte == ASCII.pound && startsRawString()) {
                    stack.append(openLiteral())
                } else if byte == ASCII.slash, peek(1) == ASCII.slash {
                    while index < bytes.count, bytes[index] != ASCII.newline { index += 1 }
                } else if byte == ASCII.slash, peek(1) == ASCII.star {
                    scanBlockComment()
                } else {
                    if byte == ASCII.newline { newline(at: index) }
                    index += 1
                }
            }
        }
        if !stack.isEmpty {
            unreadable.append(UnreadableConstruct(what: "string literal", line: startLine, column: startColumn))
        }
        add(.string, .notKeyword, start: start, line: startLine, column: startColumn, startsLine: startsLine)
    }

    /// Consumes an opening delimiter (`#…"` or `#…"""`) at `index` and returns its frame.
    private mutating func openLiteral() -> Frame {
        var hashes = 0
        while index < bytes.count, bytes[index] == ASCII.pound {
            hashes += 1
            index += 1
        }
        // Positioned on the opening quote. With `#`s, `"""` opens a multi-line literal only when nothing but
        // blanks follows it on its line, as in the compiler: `#"""#` is a one-line string holding `"`.
        if peek(1) == ASCII.quote, peek(2) == ASCII.quote, hashes == 0 || onlyBlanksToEndOfLine(from: index + 3) {
            index += 3
            return .text(hashes: hashes, multiline: true)
        }
        index += 1
        return .text(hashes: hashes, multiline: false)
    }

    private func onlyBlanksToEndOfLine(from offset: Int) -> Bool {
        var position = offset
        while position < bytes.count, bytes[position] != ASCII.newline {
            if !ASCII.isBlank(bytes[position]) { return false }
            position += 1
        }
        return true
    }

    /// Whether the `#` at `index` begins a raw string (`#"`, `##"`…).
    private func startsRawString() -> Bool {
        var offset = index
        while offset < bytes.count, bytes[offset] == ASCII.pound { offset += 1 }
        return offset < bytes.count && bytes[offset] == ASCII.quote
    }

    private func hasHashes(_ count: Int, at offset: Int) -> Bool {
        guard offset + count <= bytes.count else { return false }
        var position = offset
        while position < offset + count {
            if bytes[position] != ASCII.pound { return false }
            position += 1
        }
        return true
    }

    /// Whether the quote at `index` closes a literal with this delimiter.
    private func closes(multiline: Bool, hashes: Int) -> Bool {
        if multiline {
            guard peek(1) == ASCII.quote, peek(2) == ASCII.quote else { return false }
            return hasHashes(hashes, at: index + 3)
        }
        return hasHashes(hashes, at: index + 1)
    }
}
