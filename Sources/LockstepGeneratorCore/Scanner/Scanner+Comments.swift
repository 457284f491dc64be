extension Scanner {
    /// The prefix that turns a comment into an annotation.
    private static let marker = Array("lockstep:".utf8)
    /// The same prefix without its colon, for recognising near misses.
    private static let markerWord = Array("lockstep".utf8)

    /// Skips a `//` comment, recording it when its text is an annotation.
    mutating func scanLineComment() {
        let start = index
        let isTrailing = lineHasToken
        index += 2
        // `///` doc comments are annotations too.
        while index < bytes.count, bytes[index] == ASCII.slash { index += 1 }
        let textStart = index
        while index < bytes.count, bytes[index] != ASCII.newline { index += 1 }
        recordAnnotation(textStart..<index, line: line, column: start - lineStart + 1, isTrailing: isTrailing)
    }

    /// Skips a `/* … */` comment; Swift block comments nest, so a depth counter (not recursion) tracks them.
    /// A one-line block comment whose whole text is an annotation is one.
    mutating func scanBlockComment() {
        let startLine = line
        let startColumn = index - lineStart + 1
        let isTrailing = lineHasToken
        index += 2
        let textStart = index
        var depth = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.star, peek(1) == ASCII.slash {
                index += 2
                depth -= 1
                if depth == 0 {
                    if line == startLine {
                        recordAnnotation(textStart..<index - 2, line: startLine, column: startColumn, isTrailing: isTrailing)
                    }
                    return
                }
            } else if byte == ASCII.slash, peek(1) == ASCII.star {
                index += 2
                depth += 1
            } else {
                if byte == ASCII.newline { newline(at: index) }
                index += 1
            }
        }
        unreadable.append(UnreadableConstruct(what: "block comment", line: startLine, column: startColumn))
    }

    /// Records the comment text in `range` as an annotation when it is `lockstep: <text>`, or a near miss of one:
    /// another letter case, no colon, or blanks around the colon, followed by exactly one keyword.
    private mutating func recordAnnotation(_ range: Range<Int>, line: Int, column: Int, isTrailing: Bool) {
        var lower = range.lowerBound
        var upper = range.upperBound
        // Doc-comment decoration (`/** … */`) and blanks around the text.
        while lower < upper, ASCII.isBlank(bytes[lower]) || bytes[lower] == ASCII.star { lower += 1 }
        while upper > lower, ASCII.isBlank(bytes[upper - 1]) || bytes[upper - 1] == ASCII.star { upper -= 1 }
        // Cheap rejection first: nearly every comment is prose that does not start with an `l`.
        guard upper - lower >= Scanner.markerWord.count, bytes[lower] | 0x20 == Scanner.marker[0] else { return }
        if matches(Scanner.marker, at: lower, caseSensitive: true) {
            let text = trimmedText(lower + Scanner.marker.count..<upper)
            annotations.append(AnnotationComment(
                text: text, line: line, column: column, nextTokenIndex: tokens.count, isTrailing: isTrailing))
            return
        }
        guard matches(Scanner.markerWord, at: lower, caseSensitive: false) else { return }
        var rest = lower + Scanner.markerWord.count
        while rest < upper, ASCII.isBlank(bytes[rest]) { rest += 1 }
        if rest < upper, bytes[rest] == ASCII.colon { rest += 1 }
        // `lockstepaggregate` is one word, not an annotation.
        guard rest > lower + Scanner.markerWord.count else { return }
        let keyword = trimmedText(rest..<upper).lowercased()
        // Only an exact keyword makes a near miss: prose such as "// Lockstep: the store…" stays prose.
        guard AnnotationKeyword(rawValue: keyword) != nil else { return }
        annotations.append(AnnotationComment(
            text: keyword, line: line, column: column, nextTokenIndex: tokens.count, isTrailing: isTrailing,
            nearMiss: trimmedText(lower..<upper)))
    }

    private func matches(_ word: [UInt8], at offset: Int, caseSensitive: Bool) -> Bool {
        guard offset + word.count <= bytes.count else { return false }
        for (position, expected) in word.enumerated() {
            let byte = bytes[offset + position]
            if caseSensitive ? byte != expected : byte | 0x20 != expected { return false }
        }
        return true
    }

    /// The text of `range` without leading and trailing blanks.
    private func trimmedText(_ range: Range<Int>) -> String {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, ASCII.isBlank(bytes[lower]) { lower += 1 }
        while upper > lower, ASCII.isBlank(bytes[upper - 1]) { upper -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
    }
}
