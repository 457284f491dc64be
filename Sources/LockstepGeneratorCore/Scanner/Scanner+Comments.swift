extension Scanner {
    /// The prefix that turns a line comment into an annotation.
    private static let marker = Array("lockstep:".utf8)

    /// Skips a `//` comment, recording it when its text starts with `lockstep:`.
    mutating func scanLineComment() {
        let start = index
        index += 2
        // `///` doc comments are annotations too.
        while index < bytes.count, bytes[index] == ASCII.slash { index += 1 }
        while index < bytes.count, bytes[index] == ASCII.space || bytes[index] == ASCII.tab { index += 1 }
        var matched = true
        for (offset, expected) in Scanner.marker.enumerated() where index + offset >= bytes.count || bytes[index + offset] != expected {
            matched = false
            break
        }
        let textStart = index + Scanner.marker.count
        while index < bytes.count, bytes[index] != ASCII.newline { index += 1 }
        guard matched, textStart <= index else { return }
        var lower = textStart
        var upper = index
        while lower < upper, ASCII.isBlank(bytes[lower]) { lower += 1 }
        while upper > lower, ASCII.isBlank(bytes[upper - 1]) { upper -= 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
        annotations.append(AnnotationComment(
            text: text, line: line, column: start - lineStart + 1,
            nextTokenIndex: tokens.count, isTrailing: lineHasToken))
    }

    /// Skips a `/* … */` comment; Swift block comments nest, so a depth counter (not recursion) tracks them.
    mutating func scanBlockComment() {
        let startLine = line
        let startColumn = index - lineStart + 1
        index += 2
        var depth = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.star, peek(1) == ASCII.slash {
                index += 2
                depth -= 1
                if depth == 0 { return }
            } else if byte == ASCII.slash, peek(1) == ASCII.star {
                index += 2
                depth += 1
            } else {
                if byte == ASCII.newline { newline(at: index) }
                index += 1
            }
        }
        sink.error("unterminated block comment", line: startLine, column: startColumn)
    }
}
