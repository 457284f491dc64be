/// Rendering ``ExtensionEmitter``'s extensions: the conformance, the witness and its statements, each mapped by
/// `#sourceLocation` to the line of what it is about.
extension ExtensionEmitter {
    // MARK: - Rendering
    //
    // Everything is appended to one string per type: the generator writes as much code as it reads, and
    // building each line as a string of its own cost more than reading the models.

    /// Appends the extension(s): the conformance with the accessors of `accessors` and the requirement opened by
    /// `witness` around the body of `lines` (nil when the type declares the requirement itself), and the
    /// deprecated members' witness.
    func assemble(conformance: String, accessors: [Conditional<EnumCaseDeclaration>], lines: [Conditional<KeyPathLine>]?,
                  witness: String, into text: inout SourceText) -> Output? {
        let addsConformance = !summary.inheritedNames.contains(conformance)
        let hasAccessors = accessors.contains { $0.isContent }
        let writesWitness = lines != nil
        guard addsConformance || hasAccessors || writesWitness else { return nil }
        // Deprecated members are read from a witness of their own (see `FileEmitter`); most types have none.
        let lines = lines ?? []
        let hasDeprecated = lines.contains { $0.isDeprecatedContent }
        var attribute = ""
        for availability in type.availability {
            attribute += availability
            attribute += "\n"
        }
        if type.isDeprecated { attribute += "@available(*, deprecated)\n" }
        text.append(attribute)
        text += "extension "
        text.append(type.qualifiedName)
        if addsConformance {
            text += type.isFromOtherPackage ? ": @retroactive " : ": "
            text.append(conformance)
        }
        text += " {\n"
        if hasAccessors { caseAccessors(accessors, into: &text) }
        if writesWitness {
            if hasAccessors { text += "\n" }
            text.append(witness)
            let current = hasDeprecated ? ConditionalPruner.prune(lines.filter { !$0.isDeprecatedContent }) : ConditionalPruner.prune(lines)
            body(current, callsDeprecated: hasDeprecated, into: &text)
            text += "    }\n"
        }
        text += "}\n"
        if hasDeprecated {
            let deprecated = ConditionalPruner.prune(lines.filter { !$0.isContent || $0.isDeprecatedContent })
            text += "\n"
            text.append(attribute)
            text.append("extension \(type.qualifiedName): _LockstepDeprecatedMembers {\n")
            text += "    @available(*, deprecated)\n"
            text.append("    \(isolation)static func lockstepAddDeprecatedMembers<Root>(to collector: inout EntityKeyPathCollector<Root, \(root)>) {\n")
            statements(deprecated, into: &text)
            text += "    }\n}\n"
        }
        return Output(usesDeprecatedMembers: hasDeprecated)
    }

    /// A witness body: a collector filled by the statements, or, when nothing is ever added, the statements
    /// and `return []` (a never-mutated `var collector` would be a warning in every user's build).
    func body(_ lines: [Conditional<KeyPathLine>], callsDeprecated: Bool, into out: inout SourceText) {
        let adds = lines.contains { item in
            if case .content(let line) = item, case .add = line.action { return true }
            return false
        }
        guard adds || callsDeprecated else {
            statements(lines, into: &out)
            out += "        return []\n"
            return
        }
        if type.annotation == .wrapper {
            out += "        var collector = EntityKeyPathCollector(relativeTo: parent)\n"
        } else {
            out.append("        var collector = EntityKeyPathCollector<\(root), \(root)>()\n")
        }
        statements(lines, into: &out)
        if callsDeprecated { out.append("        _lockstepAddDeprecatedMembers(of: \(root).self, to: &collector)\n") }
        out += "        return collector.keyPaths\n"
    }

    /// The statements with their `#if` lines, each mapped by `#sourceLocation` to the line of what it is about.
    /// A statement about the line right after the previous one's needs no new `#sourceLocation`: the compiler
    /// counts on from there (most properties are declared on consecutive lines).
    func statements(_ lines: [Conditional<KeyPathLine>], into out: inout SourceText) {
        var next: (path: String, line: Int)?
        for item in lines {
            switch item {
            case .directive(let directive):
                // Still inside the last `#sourceLocation`, if any: the next statement sets its own line.
                out += "        "
                out.append(directive.text)
                out += "\n"
                if next != nil { next = ("", 0) }
            case .content(let line):
                switch line.action {
                case .add(let function):
                    if next?.path != line.path || next?.line != line.line {
                        SourceLocation.appendLine(path: line.path, line: line.line, indent: "        ", to: &out)
                    }
                    next = (line.path, line.line + 1)
                    out += "        collector."
                    out.append(function)
                    out += "(\\."
                    out.append(line.name)
                    if let rebuild = line.rebuild {
                        out += ") { "
                        out.append(rebuild)
                        out += " }\n"
                    } else {
                        out += ")\n"
                    }
                case .shim(let shim):
                    if next != nil { SourceLocation.appendReset(indent: "        ", to: &out) }
                    shimStatement(shim, line, into: &out)
                    next = nil
                }
            }
        }
        if next != nil { SourceLocation.appendReset(indent: "        ", to: &out) }
    }

    /// A block that declares the warning's overloads as local functions named like the property, then calls
    /// them at the property's own line, its name at the property name's column: the compiler's warning then
    /// points where the user looks. (A local function shadows the member of the same name in its block.)
    func shimStatement(_ shim: Shim, _ line: KeyPathLine, into out: inout SourceText) {
        let name = line.name
        out += "        do {\n"
        out.append("            func \(name)<T>(_: T) {}\n")
        for contents in shim.contents {
            out.append("            @available(*, deprecated, message: \"\(shim.message)\")\n")
            out.append("            func \(name)(_: PropertyContents.\(contents.rawValue)) {}\n")
        }
        SourceLocation.appendLine(path: line.path, line: line.line, indent: "", to: &out)
        out.append(String(repeating: " ", count: max(line.column - 1, 0)))
        out.append("\(name)(EntityKeyPathCollector<\(root), \(root)>.contents(of: \\.\(name)))\n")
        SourceLocation.appendReset(indent: "", to: &out)
        out += "        }\n"
    }
}
