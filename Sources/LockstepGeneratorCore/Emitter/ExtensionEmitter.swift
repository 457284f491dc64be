/// Writes the extension for one annotated type, following the runtime contract: `nestedEntitiesKeyPaths` for
/// aggregates, case accessors plus `wrappedEntitiesKeyPaths` for wrappers, `StructurallyEquatable` where the
/// type's `==` is synthesized.
///
/// Every stored property is offered with `collector.add(…)`; the runtime's overloads keep entity shapes and
/// ignore the rest at compile time. Where the store cannot keep a property in sync, a ``Shim`` call makes the
/// compiler warn at the property's own line, and only if the property really holds entities. Every statement
/// is preceded by `#sourceLocation`, so anything the compiler says about it lands on the model's line.
struct ExtensionEmitter {
    let type: TypeDeclaration
    /// The input file, as given: `#sourceLocation` names it.
    let path: String
    let summary: TypeSummary
    let index: TargetIndex

    /// What the extension needs from the rest of the file.
    struct Output {
        /// The extension(s), ending in a newline.
        var text: String
        /// Whether it calls the file's deprecated-members helper.
        var usesDeprecatedMembers: Bool
    }

    private var access: String { type.access.generatedPrefix }
    /// Members of a main-actor struct or enum must be callable from the store's threads.
    private var isolation: String { summary.isMainActor ? "nonisolated " : "" }
    /// In a class, `Self` is not allowed in a property type even when final; the name means the same.
    private var root: String { type.kind == .class ? type.qualifiedName : "Self" }

    /// The extension's text, or `nil` when the type already has everything.
    func emit(shims: inout ShimCatalog) -> Output? {
        switch type.annotation {
        case .aggregate:
            let declared = summary.members["nestedEntitiesKeyPaths"] != nil
            return assemble(conformance: "Aggregate", accessors: "", lines: declared ? nil : propertyLines(), shims: &shims) { body in
                "    \(access)\(isolation)var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<\(root)>] {\n\(body)    }\n"
            }
        case .wrapper:
            let declared = summary.members["wrappedEntitiesKeyPaths"] != nil
            let lines = declared ? nil : type.kind == .enum ? caseLines() : propertyLines()
            let accessors = type.kind == .enum ? caseAccessors() : ""
            return assemble(conformance: "EntityWrapper", accessors: accessors, lines: lines, shims: &shims) { body in
                "    \(access)\(isolation)func wrappedEntitiesKeyPaths<Root>(relativeTo parent: WritableKeyPath<Root, Self>) -> [PartialIdentifiableKeyPath<Root>] {\n\(body)    }\n"
            }
        case .ignore, nil:
            return nil
        }
    }

    // MARK: - What to say about each member

    /// The statements for the stored properties.
    private func propertyLines() -> [Conditional<KeyPathLine>] {
        type.items.flatMap { item -> [Conditional<KeyPathLine>] in
            switch item {
            case .directive(let directive): return [.directive(directive)]
            case .enumCase: return []
            case .property(let property): return lines(for: property).map { .content($0) }
            }
        }
    }

    private func lines(for property: PropertyDeclaration) -> [KeyPathLine] {
        guard !property.isIgnored, !index.holdsPlainValue(property.shape) else { return [] }
        let add = KeyPathLine(name: property.name, action: .add, path: path, line: property.position.line, isDeprecated: property.isDeprecated)
        func shim(_ reason: Shim.Reason) -> KeyPathLine {
            var line = add
            line.action = .shim(Shim(typeName: type.qualifiedName, property: property.name, reason: reason))
            return line
        }
        switch property.shape {
        case .set?: return [shim(.set)]
        case .dictionary?: return [shim(.dictionary)]
        default: break
        }
        if type.kind == .class {
            // Writing into a shared instance races; a class's read-only property cannot be written at all.
            if summary.inheritedNames.contains("Sendable") || summary.isMainActor { return [shim(.sendableClass)] }
            if property.isLet { return [shim(.classConstant)] }
            if property.hasRestrictedSetter { return [shim(.classRestrictedSetter)] }
        }
        return property.isWrapped ? [add, shim(.wrapperWithoutSetter)] : [add]
    }

    /// The statements for the wrapped cases: through the generated accessor, or the enum's own one.
    private func caseLines() -> [Conditional<KeyPathLine>] {
        wrappedCases().map { item in
            switch item {
            case .directive(let directive): return .directive(directive)
            case .content(let enumCase): return .content(line(for: enumCase))
            }
        }
    }

    private func line(for enumCase: EnumCaseDeclaration) -> KeyPathLine {
        var line = KeyPathLine(name: enumCase.name, action: .add, path: path, line: enumCase.position.line, isDeprecated: enumCase.isDeprecated)
        // The enum's own get-only accessor: nothing can be written through it, so say so where it is declared.
        if let member = summary.members[Identifier.bare(enumCase.name)], member.kind == .getOnlyProperty {
            line.action = .shim(Shim(typeName: type.qualifiedName, property: enumCase.name, reason: .getOnlyAccessor))
            (line.path, line.line) = (member.path, member.position.line)
        }
        return line
    }

    /// The cases that get a statement: not ignored, and not clashing with a member that is no property (those
    /// are reported by ``TargetIndex``'s clash check).
    private func wrappedCases() -> [Conditional<EnumCaseDeclaration>] {
        type.items.compactMap { item -> Conditional<EnumCaseDeclaration>? in
            switch item {
            case .directive(let directive): return .directive(directive)
            case .property: return nil
            case .enumCase(let enumCase):
                guard !enumCase.isIgnored else { return nil }
                if case .other? = summary.members[Identifier.bare(enumCase.name)]?.kind { return nil }
                return .content(enumCase)
            }
        }
    }

    // MARK: - Rendering

    /// `var book: Book?` for every wrapped case the target does not declare itself, with a getter that is nil
    /// in other cases and a setter that ignores nil and never switches the case (an entity update must not
    /// turn a `.game` into a `.book`).
    private func caseAccessors() -> String {
        let items = ConditionalPruner.prune(wrappedCases().filter { item in
            guard case .content(let enumCase) = item else { return true }
            return summary.members[Identifier.bare(enumCase.name)] == nil
        })
        var out = ""
        var needsSeparator = false
        for item in items {
            switch item {
            case .directive(let directive):
                if directive.kind == .if, needsSeparator { out += "\n" }
                if directive.kind != .endif { needsSeparator = false }
                out += "    \(directive.text)\n"
            case .content(let enumCase):
                if needsSeparator { out += "\n" }
                out += SourceLocation.line(path: path, line: enumCase.position.line, indent: "    ")
                out += accessor(enumCase)
                needsSeparator = true
            }
        }
        return out.isEmpty ? "" : out + SourceLocation.reset(indent: "    ")
    }

    private func accessor(_ enumCase: EnumCaseDeclaration) -> String {
        let argument = enumCase.label.map { "\($0): newValue" } ?? "newValue"
        let deprecation = enumCase.isDeprecated ? "    @available(*, deprecated)\n" : ""
        return deprecation + """
                \(access)\(isolation)var \(enumCase.name): \(index.qualifying(enumCase.accessorType, in: type.qualifiedName)) {
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

    /// The extension(s): the conformance with `accessors` and the requirement `witness` wraps around the body
    /// of `lines` (nil when the type declares the requirement itself), and the deprecated members' witness.
    private func assemble(conformance: String, accessors: String, lines: [Conditional<KeyPathLine>]?,
                          shims: inout ShimCatalog, witness: (String) -> String) -> Output? {
        var conformances: [String] = []
        if !summary.inheritedNames.contains(conformance) { conformances.append(conformance) }
        if index.structurallyEquatable.contains(type.qualifiedName), !summary.inheritedNames.contains("StructurallyEquatable") {
            conformances.append("StructurallyEquatable")
        }
        let current = ConditionalPruner.prune((lines ?? []).filter { !$0.isDeprecatedContent })
        let deprecated = ConditionalPruner.prune((lines ?? []).filter { !$0.isContent || $0.isDeprecatedContent })
        let hasDeprecated = deprecated.contains { $0.isContent }
        var members = accessors
        if lines != nil {
            if !members.isEmpty { members += "\n" }
            members += witness(body(current, callsDeprecated: hasDeprecated, shims: &shims))
        }
        guard !members.isEmpty || !conformances.isEmpty else { return nil }
        let attribute = type.isDeprecated ? "@available(*, deprecated)\n" : ""
        let clause = conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")
        var text = "\(attribute)extension \(type.qualifiedName)\(clause) {\n\(members)}\n"
        if hasDeprecated {
            text += "\n\(attribute)extension \(type.qualifiedName): _LockstepDeprecatedMembers {\n"
            text += "    @available(*, deprecated)\n"
            text += "    \(isolation)static func lockstepAddDeprecatedMembers<Root>(to collector: inout EntityKeyPathCollector<Root, \(root)>) {\n"
            text += statements(deprecated, shims: &shims) + "    }\n}\n"
        }
        return Output(text: text, usesDeprecatedMembers: hasDeprecated)
    }

    /// A witness body: a collector filled by the statements, or, when nothing is ever added, the statements
    /// and `return []` (a never-mutated `var collector` would be a warning in every user's build).
    private func body(_ lines: [Conditional<KeyPathLine>], callsDeprecated: Bool, shims: inout ShimCatalog) -> String {
        let adds = lines.contains { item in
            if case .content(let line) = item, case .add = line.action { return true }
            return false
        }
        guard adds || callsDeprecated else { return statements(lines, shims: &shims) + "        return []\n" }
        let collector = type.annotation == .wrapper ? "EntityKeyPathCollector(relativeTo: parent)" : "EntityKeyPathCollector<\(root), \(root)>()"
        var out = "        var collector = \(collector)\n" + statements(lines, shims: &shims)
        if callsDeprecated { out += "        _lockstepAddDeprecatedMembers(of: \(root).self, to: &collector)\n" }
        return out + "        return collector.keyPaths\n"
    }

    /// The statements with their `#if` lines, each mapped by `#sourceLocation` to the line of what it is about.
    /// A statement about the line right after the previous one's needs no new `#sourceLocation`: the compiler
    /// counts on from there (most properties are declared on consecutive lines).
    private func statements(_ lines: [Conditional<KeyPathLine>], shims: inout ShimCatalog) -> String {
        var out = ""
        var next: (path: String, line: Int)?
        for item in lines {
            switch item {
            case .directive(let directive):
                out += "        \(directive.text)\n"
                next = nil
            case .content(let line):
                if next?.path != line.path || next?.line != line.line {
                    out += SourceLocation.line(path: line.path, line: line.line, indent: "        ")
                }
                next = (line.path, line.line + 1)
                switch line.action {
                case .add: out += "        collector.add(\\.\(line.name))\n"
                case .shim(let shim): out += "        \(shims.call(shim, root: root))\n"
                }
            }
        }
        return lines.contains { $0.isContent } ? out + SourceLocation.reset(indent: "        ") : out
    }
}
