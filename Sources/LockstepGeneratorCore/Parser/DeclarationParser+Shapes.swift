/// Reading a stored property's type into its ``TypeShape``: the layers around the named type, and the type a lone
/// literal gives a property declared without one.
extension DeclarationParser {
    /// The type a lone literal gives a property declared without one (`= 0` is an `Int`, `= 0.5` a `Double`,
    /// `= ""` a `String`, `= true` a `Bool`); nil for anything else.
    func literalShape(_ token: Token) -> TypeShape? {
        switch token.kind {
        case .string:
            // A regex literal (`/…/`, `#/…/#`) is read as a string token too: only a quote makes a `String`.
            var position = Int(token.start)
            while position < bytes.count, bytes[position] == UInt8(ascii: "#") { position += 1 }
            return position < bytes.count && bytes[position] == UInt8(ascii: "\"") ? TypeShape(name: "String") : nil
        case .number:
            let spelled = text(token).lowercased()
            let isHex = spelled.hasPrefix("0x")
            return TypeShape(name: spelled.contains(".") || spelled.contains(isHex ? "p" : "e") ? "Double" : "Int")
        case .identifier where spells(token, "true") || spells(token, "false"): return TypeShape(name: "Bool")
        default: return nil
        }
    }

    /// The shape of the type in tokens `start..<end`: optionals, arrays, `Set`s and `Dictionary`s are peeled
    /// off one layer per iteration (a hostile `[[[[…` cannot exhaust the stack) down to a dotted name, with its
    /// generic arguments when it has some.
    func shape(from start: Int, to end: Int) -> TypeShape {
        var (start, end) = (start, end)
        var shape = TypeShape(name: nil)
        var outermost = true
        while true {
            let unwrapped = withoutOptionality(from: start, to: end)
            if unwrapped < end {
                // `??`, or an optional inside a collection, has no entity shape the store keeps.
                if outermost { shape.isOptional = true }
                if !outermost || end - unwrapped > 1 { shape.hasInnerOptional = true }
                end = unwrapped
            }
            outermost = false
            guard end > start else { return shape }
            let first = tokens[start]
            if isPunctuation(first, ASCII.openBracket), isPunctuation(tokens[end - 1], ASCII.closeBracket) {
                var colon: Int?
                let inner = scanEnd(from: start + 1, over: .types, boundaries: false) { position in
                    if colon == nil, isPunctuation(tokens[position], ASCII.colon) { colon = position }
                    return false
                }
                guard inner == end - 1 else { return shape }
                if let colon {
                    if shape.container == .none { shape.container = .dictionary }
                    (start, end) = (colon + 1, end - 1)
                } else {
                    shape.arrayDepth += 1
                    (start, end) = (start + 1, end - 1)
                }
                continue
            }
            guard first.kind == .identifier else { return shape }
            guard let less = genericArgumentsStart(from: start, to: end) else {
                shape.name = dottedName(from: start, to: end)
                return shape
            }
            let arguments = genericArguments(from: less + 1, to: end - 1)
            if less == start + 1, arguments.count == 1, spells(first, "Optional") {
                if shape.arrayDepth == 0, shape.container == .none, !shape.isOptional { shape.isOptional = true } else { shape.hasInnerOptional = true }
                (start, end) = arguments[0]
                continue
            }
            if less == start + 1, arguments.count == 1, spells(first, "Array") || spells(first, "ContiguousArray") {
                shape.arrayDepth += 1
                if spells(first, "ContiguousArray") { shape.hasContiguousArray = true }
                (start, end) = arguments[0]
                continue
            }
            if less == start + 1, arguments.count == 1, spells(first, "Set") {
                if shape.container == .none { shape.container = .set }
                (start, end) = arguments[0]
                continue
            }
            if less == start + 1, arguments.count == 2, spells(first, "Dictionary") {
                if shape.container == .none { shape.container = .dictionary }
                (start, end) = arguments[1]
                continue
            }
            shape.name = dottedName(from: start, to: less)
            shape.arguments = arguments.map { dottedName(from: $0.start, to: withoutOptionality(from: $0.start, to: $0.end)) }
            return shape
        }
    }

    /// The `<` that opens the generic arguments of the dotted name starting at `start`, when they close at
    /// `end` (`Lossy<Guild>`, `Mastodon.Box<A, B>`); nil for a plain name or anything else.
    private func genericArgumentsStart(from start: Int, to end: Int) -> Int? {
        guard isPunctuation(tokens[end - 1], ASCII.greater) else { return nil }
        var position = start
        while position + 1 < end, isPunctuation(tokens[position + 1], ASCII.dot) { position += 2 }
        guard position + 1 < end, tokens[position].kind == .identifier, isPunctuation(tokens[position + 1], ASCII.less) else { return nil }
        let close = scanEnd(from: position + 2, over: .types, boundaries: false) { _ in false }
        return close == end - 1 ? position + 1 : nil
    }

    /// The token ranges of the comma-separated types in `start..<end`.
    private func genericArguments(from start: Int, to end: Int) -> [(start: Int, end: Int)] {
        var arguments: [(start: Int, end: Int)] = []
        var argumentStart = start
        _ = scanEnd(from: start, over: .types, boundaries: false) { position in
            guard position < end else { return true }
            if isPunctuation(tokens[position], ASCII.comma) {
                arguments.append((argumentStart, position))
                argumentStart = position + 1
            }
            return false
        }
        if argumentStart < end { arguments.append((argumentStart, end)) }
        return arguments
    }

    /// `A.B.C` as written (backticks dropped) when tokens `start..<end` are identifiers joined by dots, else nil.
    private func dottedName(from start: Int, to end: Int) -> String? {
        guard end > start else { return nil }
        // Most names are written without spaces or backticks (`Account`, `Mastodon.Status`): one decode of the
        // bytes they span, rather than a string grown piece by piece.
        var position = start
        var isPlain = true
        while position < end {
            let token = tokens[position]
            guard token.kind == .identifier else { return nil }
            if bytes[token.start] == ASCII.backtick || (position > start && tokens[position - 1].end != token.start) { isPlain = false }
            position += 1
            if position < end {
                guard isPunctuation(tokens[position], ASCII.dot) else { return nil }
                if tokens[position - 1].end != tokens[position].start { isPlain = false }
                position += 1
            }
        }
        if isPlain {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[tokens[start].start..<tokens[end - 1].end]), as: UTF8.self)
        }
        // Checked above: an identifier at every other token, a dot at each of the others.
        var name = ""
        for position in start..<end {
            name += (position - start) % 2 == 0 ? bareText(tokens[position]) : "."
        }
        return name
    }

    /// `end` moved back over trailing `?` and `!`.
    private func withoutOptionality(from start: Int, to end: Int) -> Int {
        var end = end
        while end > start, isPunctuation(tokens[end - 1], ASCII.question) || isPunctuation(tokens[end - 1], ASCII.exclamation) {
            end -= 1
        }
        return end
    }
}
