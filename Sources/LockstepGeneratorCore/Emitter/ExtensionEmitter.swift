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

    var access: String { type.access.generatedPrefix }
    /// Members of a main-actor struct or enum must be callable from the store's threads.
    var isolation: String { summary.isMainActor ? "nonisolated " : "" }
    /// In a class, `Self` is not allowed in a property type even when final; the name means the same (and an
    /// extension of a type the generator cannot see may be one of a class).
    var root: String { type.kind == .class || type.kind == .extension ? type.qualifiedName : "Self" }

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
    func propertyLines(_ diagnostics: inout [Diagnostic]) -> [Conditional<KeyPathLine>] {
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
    func holding(_ shape: TypeShape?) -> Holding {
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
    func plan(for property: PropertyDeclaration) -> (statement: PropertyPlan, shim: SyncProblem.Reason?) {
        if let opaque = opaqueContainerPlan(property.shape) { return opaque }
        let holding = holding(property.shape)
        switch holding {
        case .plain:
            return (.skip, nil)
        case .unknown:
            if let uncertain = index.uncertainMacro(of: property.shape, in: type.qualifiedName, isGenericScope: type.isGeneric) {
                return uncertainPlan(for: property, uncertain)
            }
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

    /// For a property of a type the generator can see whose attached macro may make it an entity: where the store
    /// could not keep an entity in sync, the generator's own warning, saying it cannot tell (the compiler's would
    /// quote generated code); anywhere else the offer, which overload resolution keeps if it is one.
    private func uncertainPlan(for property: PropertyDeclaration, _ uncertain: (type: String, macro: String))
        -> (statement: PropertyPlan, shim: SyncProblem.Reason?) {
        func report(_ reason: SyncProblem.Reason) -> (statement: PropertyPlan, shim: SyncProblem.Reason?) {
            (.report(.uncertain(type: uncertain.type, macro: uncertain.macro, reason), .entity), nil)
        }
        let shape = property.shape ?? TypeShape(name: nil)
        if case .report(let reason, _) = PropertyPlan.known(.entity, shape) { return report(reason) }
        if let classSync { return report(classSync.problem ?? .classForeignType) }
        guard let wrapper = property.wrapper else { return (PropertyPlan.unknown(shape), nil) }
        // Another module's property wrapper: only the compiler can tell whether it has a setter.
        switch index.wrapperIsWritable(wrapper, in: type.qualifiedName) {
        case true?: return property.hasRestrictedSetter ? report(.wrappedRestrictedSetter) : (PropertyPlan.unknown(shape), nil)
        case false?: return report(.wrapperWithoutSetter)
        case nil: return (PropertyPlan.unknown(shape), .wrapperWithoutSetter)
        }
    }

    /// For entities inside a generic type that is no collection (`[Lossy<Guild>]`), when the generator knows
    /// the argument holds entities: its own warning when the target declares that type and it is no wrapper;
    /// for another module's type, which may be a wrapper, the offer and a compiler-side warning should it not be.
    func opaqueContainerPlan(_ shape: TypeShape?) -> (statement: PropertyPlan, shim: SyncProblem.Reason?)? {
        guard let shape, !type.isGeneric, let inner = index.entityArgument(of: shape, in: type.qualifiedName) else { return nil }
        let reason = SyncProblem.Reason.opaqueContainer(container: shape.name ?? "", argument: inner.argument)
        guard index.declaresGenericType(of: shape, in: type.qualifiedName) else { return (.add(function: "add"), reason) }
        return (.report(reason, inner.holding), nil)
    }

    /// `Status.init(id:account:content:)($0.id, $1, $0.content)`: the initializer call that rebuilds this class
    /// with `property` replaced by the closure's second argument, every other property copied from its first.
    ///
    /// The initializer is named in full, labels included: a plain `Status(id: …)` makes the compiler look up every
    /// `init` of the class, which synthesizes `Decodable`'s `init(from:)` for a `Codable` one and checks the
    /// `Decodable` conformance of every property's type on the way, a tenth of the real-model target's generated
    /// code's compile (measured in instructions).
    func rebuildCall(for property: PropertyDeclaration) -> String? {
        guard case .rebuild(let initializer, let properties)? = classSync else { return nil }
        let replaced = Identifier.bare(property.name)
        let values = initializer.labels.map { label -> String in
            let bare = Identifier.bare(label)
            if bare == replaced { return "$1" }
            return "$0." + (properties.first { Identifier.bare($0.name) == bare }?.name ?? label)
        }
        let labels = initializer.labels.map { $0 + ":" }.joined()
        return "\(type.qualifiedName).init(\(labels))(\(values.joined(separator: ", ")))"
    }

    /// Appends the statements for `property` to `lines`.
    func appendLines(for property: PropertyDeclaration, to lines: inout [Conditional<KeyPathLine>], _ diagnostics: inout [Diagnostic]) {
        guard !property.isIgnored else { return }
        // Decided by what an alias of the target stands for (a type parameter may shadow it in a generic type).
        var property = property
        if !type.isGeneric { property.shape = index.expandingAliases(property.shape, in: type.qualifiedName) }
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
    func report(_ reason: SyncProblem.Reason, _ holding: Holding, name: String, at position: SourcePosition, in path: String,
                isCase: Bool = false, _ diagnostics: inout [Diagnostic]) {
        let problem = SyncProblem(typeName: type.qualifiedName, property: name, reason: reason, holding: holding, isCase: isCase)
        diagnostics.append(Diagnostic(path: path, line: position.line, column: position.column, severity: .warning, message: problem.message))
    }
}
