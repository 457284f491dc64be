/// Writes the extension for one annotated type, following the runtime contract:
/// `nestedEntitiesKeyPaths` for aggregates, case accessors plus `wrappedEntitiesKeyPaths` for wrappers.
///
/// Every stored property is offered with `collector.add(…)`; the runtime's overloads keep entity shapes
/// and ignore the rest at compile time, so nothing here needs to know the property's type.
struct ExtensionEmitter {
    let type: TypeDeclaration
    let summary: TypeSummary

    private var access: String { type.access.generatedPrefix }

    /// The extension's text (ending in a newline), or `nil` when the type already has everything.
    func emit() -> String? {
        switch type.annotation {
        case .aggregate: return aggregate()
        case .wrapper: return type.kind == .enum ? enumWrapper() : structWrapper()
        case .ignore, nil: return nil
        }
    }

    private func header(_ conformance: String) -> String {
        summary.inheritedNames.contains(conformance) ? "extension \(type.qualifiedName) {\n" : "extension \(type.qualifiedName): \(conformance) {\n"
    }

    private func aggregate() -> String? {
        guard !summary.memberNames.contains("nestedEntitiesKeyPaths") else { return nil }
        // In a class, `Self` is not allowed in a property type even when final; the name means the same.
        let root = type.kind == .class ? type.qualifiedName : "Self"
        var out = header("Aggregate")
        out += "    \(access)var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<\(root)>] {\n"
        out += collectorBody(root: root) { "collector.add(\\.\($0))" }
        out += "    }\n}\n"
        return out
    }

    private func structWrapper() -> String? {
        guard !summary.memberNames.contains("wrappedEntitiesKeyPaths") else { return nil }
        return header("EntityWrapper") + wrapperFunction() + "}\n"
    }

    private func enumWrapper() -> String? {
        let hasFunction = summary.memberNames.contains("wrappedEntitiesKeyPaths")
        var body = ""
        var needsSeparator = false
        var emittedAccessor = false
        let items = ConditionalPruner.prune(type.members.compactMap { member -> Conditional<EnumCaseDeclaration>? in
            switch member {
            case .directive(let directive): return .directive(directive)
            case .enumCase(let enumCase):
                return enumCase.isIgnored || summary.memberNames.contains(bareName(enumCase.name)) ? nil : .content(enumCase)
            case .property: return nil
            }
        })
        for item in items {
            switch item {
            case .directive(let directive):
                if directive.kind == .if, needsSeparator { body += "\n" }
                if directive.kind != .endif { needsSeparator = false }
                body += "    \(directive.text)\n"
            case .content(let enumCase):
                if needsSeparator { body += "\n" }
                body += accessor(enumCase)
                needsSeparator = true
                emittedAccessor = true
            }
        }
        if hasFunction {
            if !emittedAccessor, summary.inheritedNames.contains("EntityWrapper") { return nil }
            return header("EntityWrapper") + body + "}\n"
        }
        if emittedAccessor { body += "\n" }
        return header("EntityWrapper") + body + wrapperFunction() + "}\n"
    }

    /// `var book: Book?` with a getter that is nil in other cases and a setter that ignores nil and never
    /// switches the case (an entity update must not turn a `.game` into a `.book`).
    private func accessor(_ enumCase: EnumCaseDeclaration) -> String {
        let argument = enumCase.label.map { "\($0): newValue" } ?? "newValue"
        return """
                \(access)var \(enumCase.name): \(ExtensionEmitter.optionalType(enumCase.payloadType)) {
                    get {
                        if case .\(enumCase.name)(let value) = self { return value }
                        return nil
                    }
                    set {
                        guard let newValue, case .\(enumCase.name) = self else { return }
                        self = .\(enumCase.name)(\(argument))
                    }
                }

            """
    }

    private func wrapperFunction() -> String {
        var out = "    \(access)func wrappedEntitiesKeyPaths<Root>(relativeTo parent: WritableKeyPath<Root, Self>) -> [PartialIdentifiableKeyPath<Root>] {\n"
        out += collectorBody(root: "Root") { "collector.add(parent.appending(path: \\.\($0)))" }
        out += "    }\n"
        return out
    }

    /// The collector and one `collector.add` line per offered member (properties, or wrapped cases'
    /// accessors), with the type's `#if` lines around them. Nothing to offer returns `[]` directly, since
    /// a never-mutated `var collector` would be a compiler warning in every user's build.
    private func collectorBody(root: String, _ line: (String) -> String) -> String {
        let items = ConditionalPruner.prune(type.members.compactMap { member -> Conditional<String>? in
            switch member {
            case .directive(let directive): return .directive(directive)
            case .property(let property): return property.isIgnored ? nil : .content(property.name)
            case .enumCase(let enumCase): return enumCase.isIgnored ? nil : .content(enumCase.name)
            }
        })
        guard !items.isEmpty else { return "        return []\n" }
        var out = "        var collector = EntityKeyPathCollector<\(root), \(root)>()\n"
        for item in items {
            switch item {
            case .directive(let directive): out += "        \(directive.text)\n"
            case .content(let name): out += "        \(line(name))\n"
            }
        }
        return out + "        return collector.keyPaths\n"
    }

    private func bareName(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count >= 2 ? String(name.dropFirst().dropLast()) : name
    }

    /// The accessor's type: the payload made optional. An already optional payload (`Book?`, `Book!`,
    /// `Optional<Book>`) is not wrapped again — nil then means "other case or no value", and the
    /// runtime's optional overload still sees it. Function, composition and `any`/`some` types need
    /// parentheses before the `?`.
    static func optionalType(_ payload: String) -> String {
        var depth = 0
        var topLevelArrow = false
        var previous: UInt8 = 0
        for byte in payload.utf8 {
            switch byte {
            case ASCII.openParen, ASCII.openBracket, ASCII.less: depth += 1
            case ASCII.closeParen, ASCII.closeBracket: depth -= 1
            case ASCII.greater: if previous == ASCII.minus { topLevelArrow = topLevelArrow || depth == 0 } else { depth -= 1 }
            default: break
            }
            previous = byte
        }
        if !topLevelArrow {
            if payload.hasSuffix("?") || (payload.hasPrefix("Optional<") && payload.hasSuffix(">")) { return payload }
            if payload.hasSuffix("!") { return String(payload.dropLast()) + "?" }
        }
        let needsParentheses = topLevelArrow || payload.contains("&") || payload.hasPrefix("any ") || payload.hasPrefix("some ")
        return needsParentheses ? "(\(payload))?" : "\(payload)?"
    }
}
