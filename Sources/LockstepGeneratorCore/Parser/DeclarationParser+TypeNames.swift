/// The type names a declaration mentions, recorded as the parser passes them: what a synthesized `==` compares
/// (``TypeDeclaration/comparedNames``), and what a type alias stands for (``SourceFileModel/aliasedNames``), which
/// decide which types are trusted with `==` and which can reach the store.
extension DeclarationParser {
    /// Reads a `typealias` or `associatedtype` whose keyword is at `index`, and moves past it. Its name is recorded
    /// so that a property typed with it is never taken for the type the alias shadows; the names after it, so
    /// that a comparison reaches what it stands for through a property typed with it.
    mutating func parseAlias() {
        // An `associatedtype`'s default is no alias: the conforming type decides.
        let isTypealias = tokens[index].keyword == .typealias
        index += 1
        // A keyword starting the next line (`typealias` cut off while being typed) is the next declaration, not a name:
        // left for the caller to read.
        guard index < tokens.count, tokens[index].kind == .identifier, !isBoundary(tokens[index]) else {
            skipStatement()
            return
        }
        let nameIndex = index
        let name = bareText(tokens[nameIndex])
        let path = scopes[scopes.count - 1].path
        let qualifiedName = path.isEmpty ? name : path + "." + name
        model.typeAliases.append(qualifiedName)
        skipStatement()
        model.aliasedNames[name, default: []].append(contentsOf: typeNames(from: nameIndex + 1, to: index))
        // `typealias Tags = Set<Tag>`: what it stands for (a generic alias, `<T>` before `=`, is left alone).
        if isTypealias, nameIndex + 2 < index, isPunctuation(tokens[nameIndex + 1], ASCII.equal) {
            // Declared again (in another `#if` branch): which one is compiled is the compiler's to know.
            model.aliasShapes[qualifiedName] = model.aliasShapes[qualifiedName] == nil ? shape(from: nameIndex + 2, to: index) : TypeShape(name: nil)
        }
    }

    /// Adds the identifiers of tokens `start..<end` that may name types of the target to what the type's
    /// synthesized `==` compares: all but those starting with a lower-case ASCII letter, which by Swift's
    /// conventions are labels, properties and keywords (and skipping them halves the work on large targets), and
    /// the standard names a synthesized `==` compares structurally (most property types are one).
    mutating func recordComparedNames(from start: Int, to end: Int, in typeIndex: Int) {
        // Read into a value first: passing a part of `model` inout to a method of `self` made the compiler copy the
        // whole parser for the call, and then every type's declaration on the next change of `model.types`.
        let names = typeNames(from: start, to: end)
        guard !names.isEmpty else { return }
        model.types[typeIndex].comparedNames.append(contentsOf: names)
    }

    /// The identifiers of tokens `start..<end` that may name types of the target (see
    /// ``recordComparedNames(from:to:in:)`` for which).
    func typeNames(from start: Int, to end: Int) -> [String] {
        var names: [String] = []
        for position in start..<end where tokens[position].kind == .identifier {
            let first = bytes[tokens[position].start]
            guard first < 0x61 || first > 0x7A, !spellsStandardName(tokens[position]) else { continue }
            names.append(text(tokens[position]))
        }
        return names
    }

    /// Whether the token spells one of ``TargetIndex/structurallyEqualStandardNames``, compared byte by byte:
    /// it runs for most type names of the target, before any `String` is made.
    func spellsStandardName(_ token: Token) -> Bool {
        switch token.end - token.start {
        case 3: return spells(token, "Int") || spells(token, "URL") || spells(token, "Set")
        case 4:
            return spells(token, "Bool") || spells(token, "Int8") || spells(token, "UInt") || spells(token, "Date")
                || spells(token, "UUID") || spells(token, "Data")
        case 5:
            return spells(token, "Int16") || spells(token, "Int32") || spells(token, "Int64") || spells(token, "UInt8")
                || spells(token, "Float") || spells(token, "Array") || spells(token, "Swift")
        case 6:
            return spells(token, "String") || spells(token, "UInt16") || spells(token, "UInt32") || spells(token, "UInt64")
                || spells(token, "Double")
        case 7: return spells(token, "CGFloat") || spells(token, "Decimal")
        case 8: return spells(token, "Optional")
        case 9: return spells(token, "Substring") || spells(token, "Character")
        case 10: return spells(token, "Dictionary") || spells(token, "Foundation")
        case 15: return spells(token, "ContiguousArray")
        default: return false
        }
    }
}
