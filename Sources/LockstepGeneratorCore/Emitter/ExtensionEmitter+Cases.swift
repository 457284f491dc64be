/// The wrapper enum's side of ``ExtensionEmitter``: a statement per case accessor, the generator's warnings about
/// cases, and the accessors it writes for the cases the enum does not declare itself.
extension ExtensionEmitter {
    /// The statements for the wrapped cases: through the generated accessor, or the enum's own one.
    func caseLines(_ diagnostics: inout [Diagnostic]) -> [Conditional<KeyPathLine>] {
        var lines: [Conditional<KeyPathLine>] = []
        for item in wrappedCases() {
            switch item {
            case .directive(let directive): lines.append(.directive(directive))
            case .content(let enumCase): for line in self.lines(for: enumCase, &diagnostics) { lines.append(.content(line)) }
            }
        }
        return lines
    }

    func lines(for enumCase: EnumCaseDeclaration, _ diagnostics: inout [Diagnostic]) -> [KeyPathLine] {
        // Decided by what an alias of the target stands for, unless it is optional: the accessor, typed with the
        // alias, would then be a double optional, which only overload resolution handles.
        var enumCase = enumCase
        if !type.isGeneric, let expanded = index.expandingAliases(enumCase.payload, in: type.qualifiedName),
           !expanded.isOptional || enumCase.payload.isOptional {
            enumCase.payload = expanded
        }
        var line = KeyPathLine(name: enumCase.name, action: .add(function: "add"), path: path, line: enumCase.position.line,
                               column: enumCase.position.column, isDeprecated: enumCase.isDeprecated)
        var accessor = enumCase.payload
        accessor.isOptional = true
        let holding = holding(enumCase.payload)
        if let member = summary.members[Identifier.bare(enumCase.name)] {
            // The enum's own accessor: a get-only one cannot be written through, so say so where it is declared.
            guard member.kind == .getOnlyProperty else { return [line] }
            if holding == .plain { return [] }
            if holding.holdsEntities {
                report(.getOnlyAccessor, holding, name: enumCase.name, at: member.position, in: member.path, &diagnostics)
                return []
            }
            if let uncertain = index.uncertainMacro(of: enumCase.payload, in: type.qualifiedName, isGenericScope: type.isGeneric) {
                report(.uncertain(type: uncertain.type, macro: uncertain.macro, .getOnlyAccessor), .entity, name: enumCase.name,
                       at: member.position, in: member.path, &diagnostics)
                return []
            }
            let problem = SyncProblem(typeName: type.qualifiedName, property: enumCase.name, reason: .getOnlyAccessor, holding: .unknown)
            line.action = .shim(Shim(problem: problem))
            (line.path, line.line, line.column) = (member.path, member.position.line, member.position.column)
            return [line]
        }
        // A payload whose macro may make it an entity, in a shape the store could not keep one in sync in: said by
        // the generator, not by the runtime's deprecated overloads from generated code.
        if holding == .unknown, let uncertain = index.uncertainMacro(of: enumCase.payload, in: type.qualifiedName, isGenericScope: type.isGeneric),
           case .report(let reason, _) = PropertyPlan.known(.entity, accessor) {
            report(.uncertain(type: uncertain.type, macro: uncertain.macro, reason), .entity, name: enumCase.name, at: enumCase.position, in: path,
                   isCase: true, &diagnostics)
            return []
        }
        let (statement, shim) = opaqueContainerPlan(enumCase.payload)
            ?? (holding == .plain ? .skip : holding == .unknown ? PropertyPlan.unknown(accessor) : PropertyPlan.known(holding, accessor), nil)
        switch statement {
        case .add(let function):
            line.action = .add(function: function)
        case .report(let reason, let holding):
            report(reason, holding, name: enumCase.name, at: enumCase.position, in: path, isCase: true, &diagnostics)
            return []
        case .skip:
            return []
        }
        // The accessor is offered; should it hold what the store cannot reach, the compiler says so there.
        guard let shim else { return [line] }
        var warning = line
        warning.action = .shim(Shim(problem: SyncProblem(
            typeName: type.qualifiedName, property: enumCase.name, reason: shim, holding: .unknown, isCase: true)))
        return [line, warning]
    }

    /// Cases with several associated values are reported when one of them may hold an entity.
    func reportMultiPayloadCases(_ diagnostics: inout [Diagnostic]) {
        for item in type.items {
            guard case .multiPayloadCase(let enumCase) = item, !enumCase.isIgnored else { continue }
            guard enumCase.payloads.contains(where: { holding($0) != .plain }) else { continue }
            diagnostics.append(Diagnostic(
                path: path, line: enumCase.position.line, column: enumCase.position.column, severity: .warning,
                message: "case '\(Identifier.bare(enumCase.name))' of '\(type.qualifiedName)' has \(enumCase.payloads.count) associated values and cannot be kept in sync by generated code; wrap them in one type or mark it '// lockstep: ignore'"))
        }
    }

    /// The cases that get a statement: not ignored, and not clashing with a member that is no property (those
    /// are reported by ``ClashCheck``).
    func wrappedCases() -> [Conditional<EnumCaseDeclaration>] {
        type.items.compactMap { item -> Conditional<EnumCaseDeclaration>? in
            switch item {
            case .directive(let directive): return .directive(directive)
            case .property, .multiPayloadCase: return nil
            case .enumCase(let enumCase):
                guard !enumCase.isIgnored else { return nil }
                if case .other? = summary.members[Identifier.bare(enumCase.name)]?.kind { return nil }
                return .content(enumCase)
            }
        }
    }

    // MARK: - Case accessors

    /// The wrapped cases the target does not declare an accessor for, with the `#if` lines around them.
    func accessorCases() -> [Conditional<EnumCaseDeclaration>] {
        ConditionalPruner.prune(wrappedCases().filter { item in
            guard case .content(let enumCase) = item else { return true }
            return summary.members[Identifier.bare(enumCase.name)] == nil
        })
    }

    /// `var book: Book?` for every one of `cases`, with a getter that is nil in other cases and a setter that
    /// ignores nil and never switches the case (an entity update must not turn a `.game` into a `.book`).
    func caseAccessors(_ cases: [Conditional<EnumCaseDeclaration>], into out: inout SourceText) {
        var needsSeparator = false
        for item in cases {
            switch item {
            case .directive(let directive):
                if directive.kind == .if, needsSeparator { out += "\n" }
                if directive.kind != .endif { needsSeparator = false }
                out += "    "
                out.append(directive.text)
                out += "\n"
            case .content(let enumCase):
                if needsSeparator { out += "\n" }
                SourceLocation.appendLine(path: path, line: enumCase.position.line, indent: "    ", to: &out)
                accessor(enumCase, into: &out)
                needsSeparator = true
            }
        }
        SourceLocation.appendReset(indent: "    ", to: &out)
    }

    func accessor(_ enumCase: EnumCaseDeclaration, into out: inout SourceText) {
        // Appended piece by piece: an interpolation builds a string of its own first, for every case.
        let name = enumCase.name
        if enumCase.isDeprecated { out += "    @available(*, deprecated)\n" }
        out += "    "
        out.append(access)
        out.append(isolation)
        out += "var "
        out.append(name)
        out += ": "
        out.append(index.qualifying(enumCase.accessorType, in: type.qualifiedName))
        out += " {\n        get {\n            if case ."
        out.append(name)
        out += "(let value) = self { return value }\n            return nil\n        }\n        set {\n            guard let newValue, case ."
        out.append(name)
        out += " = self else { return }\n            self = ."
        out.append(name)
        out += "("
        if let label = enumCase.label {
            out.append(label)
            out += ": "
        }
        out += "newValue)\n        }\n    }\n"
    }
}
