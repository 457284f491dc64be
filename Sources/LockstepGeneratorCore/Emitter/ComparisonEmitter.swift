/// Writes a type's structural comparison: `StructurallyEquatable` for a type whose synthesized `==` is
/// structural already (``TargetIndex/Comparison/trusted``); otherwise `StructurallyComparable` with
/// `isStructurallyEqual` reading every stored property (or the case and its payloads), for the types
/// ``TargetIndex/generatesComparison(for:slot:)`` accepts; nothing for the others, which the store compares bitwise.
///
/// One `guard` per property rather than one `&&` chain: the type checker solves each statement alone, so the
/// cost grows linearly with the number of properties. A property whose type the generator knows compares
/// structurally (a standard value, or a type of the target that gets a comparison) calls one of the file's
/// helpers (``ComparisonHelper``), a single candidate; any other leaves overload resolution of
/// `StructuralComparison.isEqual` to pick the structural comparison or the bitwise one (measured: a third less
/// type-checking per property).
struct ComparisonEmitter {
    let type: TypeDeclaration
    /// The type's slot in the index (``TargetIndex/declarationSlots``); nil for an extension.
    let slot: Int?
    let index: TargetIndex

    /// What the file needs.
    struct Output {
        /// The file's helpers it calls.
        var helpers: Set<ComparisonHelper>
    }

    /// Appends the extension, ending in a newline, to `text`; returns nil, having appended nothing, when the type
    /// gets none.
    func emit(into text: inout SourceText) -> Output? {
        // An extension shares its type's name, but is never what gets the conformance.
        guard type.kind != .extension, let slot else { return nil }
        switch index.declaredTypes[slot].comparison {
        case .trusted?:
            appendAttributes(into: &text)
            text += "extension "
            text.append(type.qualifiedName)
            text += type.isFromOtherPackage ? ": @retroactive StructurallyEquatable {}\n" : ": StructurallyEquatable {}\n"
            return Output(helpers: [])
        case .generated?: break
        case .trustedAtRunTime?, nil: return nil
        }
        let isMainActor = type.isMainActor || index.declaredTypes[slot].isMainActor
        // A class may not name `Self` in a parameter; its name means the same.
        let root = type.kind == .class ? type.qualifiedName : "Self"
        // A deprecated member is read only from a deprecated witness, which the store calls through the protocol:
        // the compiler warns about neither.
        let isDeprecated = type.comparedMembers.contains { member in
            switch member {
            case .property(let property): return property.isDeprecated
            case .enumCase(_, _, let isDeprecated): return isDeprecated
            case .directive: return false
            }
        }
        appendAttributes(into: &text)
        text += "extension "
        text.append(type.qualifiedName)
        text += type.isFromOtherPackage ? ": @retroactive StructurallyComparable {\n" : ": StructurallyComparable {\n"
        if type.kind == .struct, !type.isGeneric, !isMainActor, !isDeprecated {
            fieldTable(into: &text)
            text += "    "
            text.append(type.access.generatedPrefix)
            text += "static func isStructurallyEqual(_ lhs: Self, _ rhs: Self) -> Bool {\n"
            text += "        _lockstepFields.isEqual(lhs, rhs)\n    }\n}\n"
            return Output(helpers: [])
        }
        if isDeprecated { text += "    @available(*, deprecated)\n" }
        text.append("    \(type.access.generatedPrefix)\(isMainActor ? "nonisolated " : "")static func isStructurallyEqual(_ lhs: \(root), _ rhs: \(root)) -> Bool {\n")
        var helpers: Set<ComparisonHelper> = []
        if type.kind == .enum {
            caseComparison(into: &text, helpers: &helpers)
        } else {
            propertyComparison(into: &text, helpers: &helpers)
        }
        text += "    }\n}\n"
        return Output(helpers: helpers)
    }

    /// Appends the type's `@available` attributes, which its extension must carry too, each on its own line.
    private func appendAttributes(into text: inout SourceText) {
        for availability in type.availability {
            text.append(availability)
            text += "\n"
        }
        if type.isDeprecated { text += "@available(*, deprecated)\n" }
    }

    /// Appends the call comparing two values of `shape`.
    private func comparison(of shape: TypeShape?, _ lhs: String, _ rhs: String, into out: inout SourceText, helpers: inout Set<ComparisonHelper>) {
        if let shape, index.comparesStructurally(shape, in: type.qualifiedName, isGenericScope: type.isGeneric) {
            let helper = ComparisonHelper(shape)
            helpers.insert(helper)
            out.append(helper.name)
        } else {
            out += "StructuralComparison.isEqual"
        }
        out += "("
        out.append(lhs)
        out += ", "
        out.append(rhs)
        out += ")"
    }

    /// Calls `body` with each stored property, and each `#if` line that still surrounds some of them, in order.
    /// Most types have no `#if` among their properties: those are read in place, with no list built.
    private func forEachProperty(_ body: (Conditional<ComparedProperty>) -> Void) {
        guard type.comparedMembers.contains(where: { if case .directive = $0 { true } else { false } }) else {
            for member in type.comparedMembers {
                if case .property(let property) = member { body(.content(property)) }
            }
            return
        }
        let items = ConditionalPruner.prune(type.comparedMembers.compactMap { member -> Conditional<ComparedProperty>? in
            switch member {
            case .directive(let directive): return .directive(directive)
            case .property(let property): return .content(property)
            case .enumCase: return nil
            }
        })
        items.forEach(body)
    }

    /// A struct's stored properties as a ``StructuralFields`` table (see its documentation for why), built once
    /// by a static function: a statement per property, each solved alone by the type checker. A static stored
    /// property needs a type that is not generic, and one readable from a nonisolated context.
    private func fieldTable(into out: inout SourceText) {
        out += "    private static let _lockstepFields: StructuralFields<Self> = _lockstepFieldList()\n\n"
        out += "    private static func _lockstepFieldList() -> StructuralFields<Self> {\n"
        out += "        var fields = StructuralFields<Self>()\n"
        forEachProperty { item in
            switch item {
            case .directive(let directive): append(directive, into: &out)
            case .content(let property):
                let known = property.shape.map { index.comparesStructurally($0, in: type.qualifiedName, isGenericScope: false) } ?? false
                out += known ? "        fields.compare(\\." : "        fields.compareAny(\\."
                out.append(property.name)
                out += ")\n"
            }
        }
        out += "        return fields\n    }\n\n"
    }

    /// A guard per stored property; a class instance is first compared by identity (the same instance is the
    /// same value, and a cycle of instances then ends).
    private func propertyComparison(into out: inout SourceText, helpers: inout Set<ComparisonHelper>) {
        if type.kind == .class { out += "        if lhs === rhs { return true }\n" }
        forEachProperty { item in
            switch item {
            case .directive(let directive): append(directive, into: &out)
            case .content(let property):
                out += "        guard "
                comparison(of: property.shape, "lhs." + property.name, "rhs." + property.name, into: &out, helpers: &helpers)
                out += " else { return false }\n"
            }
        }
        out += "        return true\n"
    }

    /// A switch over the left value's case, each arm checking the right value has the same case and comparing
    /// the payloads in order. Without payloads anywhere, the same case is the same bits.
    private func caseComparison(into out: inout SourceText, helpers: inout Set<ComparisonHelper>) {
        guard type.hasPayloadCases else {
            out += "        StructuralComparison.isBitwiseIdentical(lhs, rhs)\n"
            return
        }
        let cases = ConditionalPruner.prune(type.comparedMembers.compactMap { member -> Conditional<(name: String, payloads: [TypeShape])>? in
            switch member {
            case .directive(let directive): return .directive(directive)
            case .property: return nil
            case .enumCase(let name, let payloads, _): return .content((name, payloads))
            }
        })
        out += "        switch lhs {\n"
        for item in cases {
            switch item {
            case .directive(let directive): append(directive, into: &out)
            case .content(let (name, payloads)):
                let count = payloads.count
                // Appended piece by piece: an interpolation builds a string of its own first, for every case.
                out += "        case ."
                out.append(name)
                guard count > 0 else {
                    out += ":\n            guard case ."
                    out.append(name)
                    out += " = rhs else { return false }\n            return true\n"
                    continue
                }
                appendBindings("l", count, into: &out)
                out += ":\n            guard case ."
                out.append(name)
                appendBindings("r", count, into: &out)
                out += " = rhs else { return false }\n"
                for position in 0..<count - 1 {
                    out += "            guard "
                    comparison(of: payloads[position], "l" + String(position), "r" + String(position), into: &out, helpers: &helpers)
                    out += " else { return false }\n"
                }
                out += "            return "
                comparison(of: payloads[count - 1], "l" + String(count - 1), "r" + String(count - 1), into: &out, helpers: &helpers)
                out += "\n"
            }
        }
        out += "        }\n"
    }

    /// `(let l0, let l1)`: the bindings of a case's `count` payloads, named `side` and their position.
    private func appendBindings(_ side: String, _ count: Int, into out: inout SourceText) {
        out += "("
        for position in 0..<count {
            if position > 0 { out += ", " }
            out += "let "
            out.append(side)
            out += position
        }
        out += ")"
    }

    /// An `#if` line kept around some statements.
    private func append(_ directive: ConditionalDirective, into out: inout SourceText) {
        out += "        "
        out.append(directive.text)
        out += "\n"
    }
}
