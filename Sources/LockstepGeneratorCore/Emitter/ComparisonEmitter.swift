/// Writes a type's structural comparison: `StructurallyEquatable` for a type whose synthesized `==` is
/// structural already (``TargetIndex/Comparison/trusted``); otherwise `StructurallyComparable` with
/// `isStructurallyEqual` reading every stored property (or the case and its payloads), for the types
/// ``TargetIndex/generatesComparison(for:)`` accepts; nothing for the others, which the store compares bitwise.
///
/// One `guard` per property rather than one `&&` chain: the type checker solves each statement alone, so the
/// cost grows linearly with the number of properties. A property whose type the generator knows compares
/// structurally (a standard value, or a type of the target that gets a comparison) calls one of the file's
/// helpers (``ComparisonHelper``), a single candidate; any other leaves overload resolution of
/// `StructuralComparison.isEqual` to pick the structural comparison or the bitwise one (measured: a third less
/// type-checking per property).
struct ComparisonEmitter {
    let type: TypeDeclaration
    let index: TargetIndex

    /// What the file needs.
    struct Output {
        /// The extension, ending in a newline.
        var text: String
        /// The file's helpers it calls.
        var helpers: Set<ComparisonHelper>
    }

    /// The extension, or nil when the type gets none.
    func emit() -> Output? {
        // An extension shares its type's name, but is never what gets the conformance.
        guard type.kind != .extension else { return nil }
        let attribute = type.availability.map { $0 + "\n" }.joined() + (type.isDeprecated ? "@available(*, deprecated)\n" : "")
        switch index.comparisons[type.qualifiedName] {
        case .trusted?: return Output(text: "\(attribute)extension \(type.qualifiedName): StructurallyEquatable {}\n", helpers: [])
        case .generated?: break
        case nil: return nil
        }
        let isMainActor = type.isMainActor || index.declaredTypes[type.qualifiedName]?.isMainActor == true
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
        var text = "\(attribute)extension \(type.qualifiedName): StructurallyComparable {\n"
        if type.kind == .struct, !type.isGeneric, !isMainActor, !isDeprecated {
            text += fieldTable()
            text += "    \(type.access.generatedPrefix)static func isStructurallyEqual(_ lhs: Self, _ rhs: Self) -> Bool {\n"
            text += "        _lockstepFields.isEqual(lhs, rhs)\n"
            return Output(text: text + "    }\n}\n", helpers: [])
        }
        if isDeprecated { text += "    @available(*, deprecated)\n" }
        text += "    \(type.access.generatedPrefix)\(isMainActor ? "nonisolated " : "")static func isStructurallyEqual(_ lhs: \(root), _ rhs: \(root)) -> Bool {\n"
        var helpers: Set<ComparisonHelper> = []
        text += type.kind == .enum ? caseComparison(helpers: &helpers) : propertyComparison(helpers: &helpers)
        return Output(text: text + "    }\n}\n", helpers: helpers)
    }

    /// The call comparing two values of `shape`.
    private func comparison(of shape: TypeShape?, _ lhs: String, _ rhs: String, helpers: inout Set<ComparisonHelper>) -> String {
        guard let shape, index.comparesStructurally(shape, in: type.qualifiedName, isGenericScope: type.isGeneric) else {
            return "StructuralComparison.isEqual(\(lhs), \(rhs))"
        }
        let helper = ComparisonHelper(shape)
        helpers.insert(helper)
        return "\(helper.name)(\(lhs), \(rhs))"
    }

    /// A struct's stored properties as a ``StructuralFields`` table (see its documentation for why), built once
    /// by a static function: a statement per property, each solved alone by the type checker. A static stored
    /// property needs a type that is not generic, and one readable from a nonisolated context.
    private func fieldTable() -> String {
        var out = "    private static let _lockstepFields: StructuralFields<Self> = _lockstepFieldList()\n\n"
        out += "    private static func _lockstepFieldList() -> StructuralFields<Self> {\n"
        out += "        var fields = StructuralFields<Self>()\n"
        let items = type.comparedMembers.compactMap { member -> Conditional<String>? in
            switch member {
            case .directive(let directive): return .directive(directive)
            case .property(let property):
                let known = property.shape.map { index.comparesStructurally($0, in: type.qualifiedName, isGenericScope: false) } ?? false
                return .content("        fields.\(known ? "compare" : "compareAny")(\\.\(property.name))\n")
            case .enumCase: return nil
            }
        }
        out += render(items, indent: "        ")
        return out + "        return fields\n    }\n\n"
    }

    /// A guard per stored property; a class instance is first compared by identity (the same instance is the
    /// same value, and a cycle of instances then ends).
    private func propertyComparison(helpers: inout Set<ComparisonHelper>) -> String {
        var out = type.kind == .class ? "        if lhs === rhs { return true }\n" : ""
        let items = type.comparedMembers.compactMap { member -> Conditional<String>? in
            switch member {
            case .directive(let directive): return .directive(directive)
            case .property(let property):
                return .content("        guard \(comparison(of: property.shape, "lhs.\(property.name)", "rhs.\(property.name)", helpers: &helpers)) else { return false }\n")
            case .enumCase: return nil
            }
        }
        out += render(items, indent: "        ")
        return out + "        return true\n"
    }

    /// A switch over the left value's case, each arm checking the right value has the same case and comparing
    /// the payloads in order. Without payloads anywhere, the same case is the same bits.
    private func caseComparison(helpers: inout Set<ComparisonHelper>) -> String {
        guard type.hasPayloadCases else { return "        StructuralComparison.isBitwiseIdentical(lhs, rhs)\n" }
        let items = type.comparedMembers.compactMap { member -> Conditional<String>? in
            switch member {
            case .directive(let directive): return .directive(directive)
            case .property: return nil
            case .enumCase(let name, let payloads, _):
                let count = payloads.count
                guard count > 0 else {
                    return .content("        case .\(name):\n            guard case .\(name) = rhs else { return false }\n            return true\n")
                }
                let left = (0..<count).map { "let l\($0)" }.joined(separator: ", ")
                let right = (0..<count).map { "let r\($0)" }.joined(separator: ", ")
                var arm = "        case .\(name)(\(left)):\n            guard case .\(name)(\(right)) = rhs else { return false }\n"
                for position in 0..<count - 1 {
                    arm += "            guard \(comparison(of: payloads[position], "l\(position)", "r\(position)", helpers: &helpers)) else { return false }\n"
                }
                arm += "            return \(comparison(of: payloads[count - 1], "l\(count - 1)", "r\(count - 1)", helpers: &helpers))\n"
                return .content(arm)
            }
        }
        return "        switch lhs {\n" + render(items, indent: "        ") + "        }\n"
    }

    /// The statements with the `#if` lines that still surround some of them.
    private func render(_ items: [Conditional<String>], indent: String) -> String {
        ConditionalPruner.prune(items).map { item in
            switch item {
            case .directive(let directive): return indent + directive.text + "\n"
            case .content(let text): return text
            }
        }.joined()
    }
}
