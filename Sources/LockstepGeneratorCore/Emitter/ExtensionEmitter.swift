/// Writes the extension for one annotated type, following the runtime contract: `nestedEntitiesKeyPaths` for
/// aggregates, case accessors plus `wrappedEntitiesKeyPaths` for wrappers. (Its structural comparison is
/// ``ComparisonEmitter``'s.)
///
/// A class instance is shared, so the store never writes into one: an immutable final class is rebuilt through
/// its initializer (each entity property's call carries the `rebuild` closure), and any other class's entity
/// properties are reported.
///
/// A property whose type the target declares is classified by the generator (see ``Holding``): plain values
/// generate nothing, entities one call to the runtime function for their shape (`addEntity`,
/// `addOptionalWrappers`…), which the compiler resolves without an overload set, and what cannot be kept in sync
/// is reported by the generator at the property's line and column. A type from another module is offered with
/// `collector.add(…)`, whose overloads keep entity shapes and ignore the rest at compile time; where the store
/// could not keep it in sync, a ``Shim`` makes the compiler warn at the property, only if it really holds
/// entities. Every statement is preceded by `#sourceLocation`, so anything the compiler says about it lands on
/// the model's line.
struct ExtensionEmitter {
    let type: TypeDeclaration
    /// The input file, as given: `#sourceLocation` names it.
    let path: String
    let summary: TypeSummary
    let index: TargetIndex
    /// For a class, how its entities are kept in sync: by rebuilding it, or not at all. Decided once: every
    /// property of the class asks.
    private let classSync: TargetIndex.ClassSync?

    init(type: TypeDeclaration, path: String, summary: TypeSummary, index: TargetIndex) {
        self.type = type
        self.path = path
        self.summary = summary
        self.index = index
        classSync = type.kind == .class ? index.classSync(of: type) : nil
    }

    /// What the extension needs from the rest of the file.
    struct Output {
        /// Whether it calls the file's deprecated-members helper.
        var usesDeprecatedMembers: Bool
    }

    private var access: String { type.access.generatedPrefix }
    /// Members of a main-actor struct or enum must be callable from the store's threads.
    private var isolation: String { summary.isMainActor ? "nonisolated " : "" }
    /// In a class, `Self` is not allowed in a property type even when final; the name means the same (and an
    /// extension of a type the generator cannot see may be one of a class).
    private var root: String { type.kind == .class || type.kind == .extension ? type.qualifiedName : "Self" }

    /// Appends the extension's text, ending in a newline, to `out`; returns `nil`, having appended nothing, when
    /// the type already has everything. The generator's own warnings about its members go to `diagnostics`.
    func emit(into out: inout SourceText, diagnostics: inout [Diagnostic]) -> Output? {
        switch type.annotation {
        case .aggregate:
            let declared = summary.members["nestedEntitiesKeyPaths"] != nil
            let witness = "    \(access)\(isolation)var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<\(root)>] {\n"
            return assemble(conformance: "Aggregate", accessors: [], lines: declared ? nil : propertyLines(&diagnostics), witness: witness, into: &out)
        case .wrapper:
            let declared = summary.members["wrappedEntitiesKeyPaths"] != nil
            if type.kind == .enum { reportMultiPayloadCases(&diagnostics) }
            let lines = declared ? nil : type.kind == .enum ? caseLines(&diagnostics) : propertyLines(&diagnostics)
            let witness = "    \(access)\(isolation)func wrappedEntitiesKeyPaths<Root>(relativeTo parent: WritableKeyPath<Root, Self>) -> [PartialIdentifiableKeyPath<Root>] {\n"
            return assemble(conformance: "EntityWrapper", accessors: type.kind == .enum ? accessorCases() : [], lines: lines, witness: witness,
                            into: &out)
        case .ignore, nil:
            return nil
        }
    }

    // MARK: - What to say about each member

    /// The statements for the stored properties.
    private func propertyLines(_ diagnostics: inout [Diagnostic]) -> [Conditional<KeyPathLine>] {
        // One array for the type, appended to: an array per property costs an allocation each.
        var lines: [Conditional<KeyPathLine>] = []
        for item in type.items {
            switch item {
            case .directive(let directive): lines.append(.directive(directive))
            case .enumCase, .multiPayloadCase: break
            case .property(let property): appendLines(for: property, to: &lines, &diagnostics)
            }
        }
        return lines
    }

    /// What a value of `shape` holds, seen from this type. A type parameter holds what its constraints say
    /// (`Element: Identifiable` is an entity); one constrained otherwise is left to the compiler.
    private func holding(_ shape: TypeShape?) -> Holding {
        guard let shape else { return .unknown }
        if let name = shape.name, shape.arguments.isEmpty, let constraints = type.genericConstraints[name] {
            let entityProtocols: Set<String> = ["Identifiable", "Aggregate", "EntityWrapper"]
            // Another protocol may refine `Aggregate` or `EntityWrapper`: the compiler decides.
            guard constraints.allSatisfy({ entityProtocols.contains($0) || TargetIndex.neutralInheritedNames.contains($0) }) else {
                return .unknown
            }
            if constraints.contains("EntityWrapper") { return .wrapper }
            if constraints.contains("Aggregate") { return .aggregate }
            return constraints.contains("Identifiable") ? .entity : .unknown
        }
        return index.holding(of: shape, in: type.qualifiedName, isGenericScope: type.isGeneric)
    }

    /// The statement for a property, and the compiler-side warning to add when only the compiler can tell
    /// whether it holds entities (its type comes from another module).
    private func plan(for property: PropertyDeclaration) -> (statement: PropertyPlan, shim: SyncProblem.Reason?) {
        if let opaque = opaqueContainerPlan(property.shape) { return opaque }
        let holding = holding(property.shape)
        switch holding {
        case .plain:
            return (.skip, nil)
        case .unknown:
            // Where the store could not write what it found, the warning alone: offering it would add nothing.
            if property.shape?.container == .set { return (.skip, .set) }
            if property.shape?.container == .dictionary { return (.skip, .dictionary) }
            if let classSync { return (.skip, classSync.problem ?? .classForeignType) }
            return (PropertyPlan.unknown(property.shape), property.isWrapped ? .wrapperWithoutSetter : nil)
        case .entity, .aggregate, .wrapper:
            if let classSync {
                if let reason = classSync.problem { return (.report(reason, holding), nil) }
                let plan = PropertyPlan.known(holding, property.shape ?? TypeShape(name: nil))
                // The rebuild functions cover entities and aggregates, alone, optional and in one collection.
                if holding == .wrapper || property.shape?.arrayDepth ?? 0 > 1 { return (.report(.classShape, holding), nil) }
                return (plan, nil)
            }
            if let wrapper = property.wrapper {
                // Whether the property wrapper has a setter: the generator knows for the target's own wrappers.
                switch index.wrapperIsWritable(wrapper, in: type.qualifiedName) {
                case true?:
                    // Read-only from the generated file, and with no offset to write at.
                    if property.hasRestrictedSetter { return (.report(.wrappedRestrictedSetter, holding), nil) }
                case false?: return (.report(.wrapperWithoutSetter, holding), nil)
                case nil: return (.add(function: "add"), .wrapperWithoutSetter)
                }
            }
            return (PropertyPlan.known(holding, property.shape ?? TypeShape(name: nil)), nil)
        }
    }

    /// For entities inside a generic type that is no collection (`[Lossy<Guild>]`), when the generator knows
    /// the argument holds entities: its own warning when the target declares that type and it is no wrapper;
    /// for another module's type, which may be a wrapper, the offer and a compiler-side warning should it not be.
    private func opaqueContainerPlan(_ shape: TypeShape?) -> (statement: PropertyPlan, shim: SyncProblem.Reason?)? {
        guard let shape, !type.isGeneric, let inner = index.entityArgument(of: shape, in: type.qualifiedName) else { return nil }
        let reason = SyncProblem.Reason.opaqueContainer(container: shape.name ?? "", argument: inner.argument)
        guard index.declaresGenericType(of: shape, in: type.qualifiedName) else { return (.add(function: "add"), reason) }
        return (.report(reason, inner.holding), nil)
    }

    /// `Status(id: $0.id, account: $1, content: $0.content)`: the initializer call that rebuilds this class with
    /// `property` replaced by the closure's second argument, every other property copied from its first.
    private func rebuildCall(for property: PropertyDeclaration) -> String? {
        guard case .rebuild(let initializer, let properties)? = classSync else { return nil }
        let arguments = initializer.labels.map { label -> String in
            let bare = Identifier.bare(label)
            if bare == Identifier.bare(property.name) { return "\(label): $1" }
            let name = properties.first { Identifier.bare($0.name) == bare }?.name ?? label
            return "\(label): $0.\(name)"
        }
        return "\(type.qualifiedName)(\(arguments.joined(separator: ", ")))"
    }

    /// Appends the statements for `property` to `lines`.
    private func appendLines(for property: PropertyDeclaration, to lines: inout [Conditional<KeyPathLine>], _ diagnostics: inout [Diagnostic]) {
        guard !property.isIgnored else { return }
        // Made only for a statement: most properties hold no entity and get none.
        func line(_ action: KeyPathLine.Action) -> KeyPathLine {
            KeyPathLine(name: property.name, action: action, path: path, line: property.position.line,
                        column: property.position.column, isDeprecated: property.isDeprecated)
        }
        let (statement, shim) = plan(for: property)
        switch statement {
        case .skip:
            break
        case .report(let reason, let holding):
            report(reason, holding, name: property.name, at: property.position, in: path, &diagnostics)
        case .add(let function):
            var added = line(.add(function: function))
            added.rebuild = rebuildCall(for: property)
            lines.append(.content(added))
        }
        if let shim {
            lines.append(.content(line(.shim(Shim(problem: SyncProblem(
                typeName: type.qualifiedName, property: property.name, reason: shim, holding: .unknown))))))
        }
    }

    /// The generator's own warning about a member of this type, at the member's name.
    private func report(_ reason: SyncProblem.Reason, _ holding: Holding, name: String, at position: SourcePosition, in path: String,
                        isCase: Bool = false, _ diagnostics: inout [Diagnostic]) {
        let problem = SyncProblem(typeName: type.qualifiedName, property: name, reason: reason, holding: holding, isCase: isCase)
        diagnostics.append(Diagnostic(path: path, line: position.line, column: position.column, severity: .warning, message: problem.message))
    }

    /// The statements for the wrapped cases: through the generated accessor, or the enum's own one.
    private func caseLines(_ diagnostics: inout [Diagnostic]) -> [Conditional<KeyPathLine>] {
        var lines: [Conditional<KeyPathLine>] = []
        for item in wrappedCases() {
            switch item {
            case .directive(let directive): lines.append(.directive(directive))
            case .content(let enumCase): for line in self.lines(for: enumCase, &diagnostics) { lines.append(.content(line)) }
            }
        }
        return lines
    }

    private func lines(for enumCase: EnumCaseDeclaration, _ diagnostics: inout [Diagnostic]) -> [KeyPathLine] {
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
            let problem = SyncProblem(typeName: type.qualifiedName, property: enumCase.name, reason: .getOnlyAccessor, holding: .unknown)
            line.action = .shim(Shim(problem: problem))
            (line.path, line.line, line.column) = (member.path, member.position.line, member.position.column)
            return [line]
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
    private func reportMultiPayloadCases(_ diagnostics: inout [Diagnostic]) {
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
    private func wrappedCases() -> [Conditional<EnumCaseDeclaration>] {
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

    // MARK: - Rendering
    //
    // Everything is appended to one string per type: the generator writes as much code as it reads, and
    // building each line as a string of its own cost more than reading the models.

    /// The wrapped cases the target does not declare an accessor for, with the `#if` lines around them.
    private func accessorCases() -> [Conditional<EnumCaseDeclaration>] {
        ConditionalPruner.prune(wrappedCases().filter { item in
            guard case .content(let enumCase) = item else { return true }
            return summary.members[Identifier.bare(enumCase.name)] == nil
        })
    }

    /// `var book: Book?` for every one of `cases`, with a getter that is nil in other cases and a setter that
    /// ignores nil and never switches the case (an entity update must not turn a `.game` into a `.book`).
    private func caseAccessors(_ cases: [Conditional<EnumCaseDeclaration>], into out: inout SourceText) {
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

    private func accessor(_ enumCase: EnumCaseDeclaration, into out: inout SourceText) {
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

    /// Appends the extension(s): the conformance with the accessors of `accessors` and the requirement opened by
    /// `witness` around the body of `lines` (nil when the type declares the requirement itself), and the
    /// deprecated members' witness.
    private func assemble(conformance: String, accessors: [Conditional<EnumCaseDeclaration>], lines: [Conditional<KeyPathLine>]?,
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
    private func body(_ lines: [Conditional<KeyPathLine>], callsDeprecated: Bool, into out: inout SourceText) {
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
    private func statements(_ lines: [Conditional<KeyPathLine>], into out: inout SourceText) {
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
    private func shimStatement(_ shim: Shim, _ line: KeyPathLine, into out: inout SourceText) {
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
