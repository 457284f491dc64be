/// The target's type aliases, seen through: `typealias Tags = Set<Tag>` makes `var tags: Tags` a `Set` of `Tag`s,
/// which the generator reports itself at the property, rather than leave it to the runtime's overloads (whose
/// warning, raised from generated code, quotes generated code). An alias declared twice (in `#if` branches)
/// stands for a shape without a name: left to the compiler, as before.
extension TargetIndex {
    /// `shape` with the target's aliases it is written with replaced by what they stand for, layers combined
    /// (`Tags?` for `Set<Tag>` is an optional `Set`), as seen from `scope`.
    func expandingAliases(_ shape: TypeShape?, in scope: String) -> TypeShape? {
        guard var shape, !aliasShapes.isEmpty else { return shape }
        // An alias of an alias is followed a few times; a cycle is the compiler's to report.
        for _ in 0..<8 {
            guard let name = shape.name, shape.arguments.isEmpty, let aliased = alias(named: name, in: scope) else { return shape }
            shape = TargetIndex.combining(shape, around: aliased)
        }
        return shape
    }

    /// What the alias `name` stands for inside `scope`, looked up as Swift does (innermost scope first, a type of
    /// that name first); nil when the name is no alias of the target, or a generic one.
    private func alias(named name: String, in scope: String) -> TypeShape? {
        // Most names are no alias: one look-up says so.
        if !TargetIndex.isDotted(name), simpleNames[name] == nil { return nil }
        var prefix = Substring(scope)
        while true {
            let candidate = prefix.isEmpty ? name : "\(prefix).\(name)"
            if slots[candidate] != nil { return nil }
            if let shape = aliasShapes[candidate] { return shape }
            if typeAliases.contains(candidate) { return nil }
            guard !prefix.isEmpty else { return nil }
            prefix = prefix.utf8.lastIndex(of: ASCII.dot).map { prefix[..<$0] } ?? ""
        }
    }

    /// The shape of `outer` whose named type is an alias for `inner`: `outer`'s layers around `inner`'s.
    private static func combining(_ outer: TypeShape, around inner: TypeShape) -> TypeShape {
        var shape = inner
        let outerHasLayers = outer.arrayDepth > 0 || outer.container != .none
        shape.arrayDepth = outer.arrayDepth + inner.arrayDepth
        // An optional alias is the property's own optionality only when nothing is around it.
        shape.isOptional = outer.isOptional || (inner.isOptional && !outerHasLayers)
        shape.hasInnerOptional = outer.hasInnerOptional || inner.hasInnerOptional || (inner.isOptional && (outerHasLayers || outer.isOptional))
        shape.container = outer.container != .none ? outer.container : inner.container
        shape.hasContiguousArray = outer.hasContiguousArray || inner.hasContiguousArray
        return shape
    }
}
