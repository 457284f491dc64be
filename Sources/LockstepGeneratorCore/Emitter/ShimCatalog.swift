/// The shims one generated file calls, rendered once at its end as a `fileprivate enum _LockstepShims` with one
/// enum per type and, per property, a generic no-op overload plus a deprecated overload per warning case.
struct ShimCatalog {
    private var namespaces: [(name: String, functions: [(name: String, shims: [Shim])])] = []
    /// Where each type's namespace is in ``namespaces``, and the names taken: a merged output holds thousands
    /// of types, so neither may be a linear search.
    private var namespaceIndex: [String: Int] = [:]
    private var takenNames: Set<String> = []

    /// Registers `shim` and returns the call to place at the property's line. `root` is the type the key path
    /// starts at (`Self`, or a class's name).
    mutating func call(_ shim: Shim, root: String) -> String {
        let space = namespace(for: shim.typeName)
        if let function = namespaces[space].functions.firstIndex(where: { $0.name == shim.property }) {
            if !namespaces[space].functions[function].shims.contains(shim) { namespaces[space].functions[function].shims.append(shim) }
        } else {
            namespaces[space].functions.append((shim.property, [shim]))
        }
        return "_LockstepShims.\(namespaces[space].name).\(shim.property)(EntityKeyPathCollector<\(root), \(root)>.contents(of: \\.\(shim.property)))"
    }

    /// The index of the namespace of `typeName` (`Outer.Inner` → `Outer_Inner`, with a number appended if that
    /// name is already another type's), created on first use.
    private mutating func namespace(for typeName: String) -> Int {
        if let existing = namespaceIndex[typeName] { return existing }
        var name = typeName.split(separator: ".").joined(separator: "_")
        if takenNames.contains(name) { name += "_\(namespaces.count + 1)" }
        takenNames.insert(name)
        namespaceIndex[typeName] = namespaces.count
        namespaces.append((name, []))
        return namespaces.count - 1
    }

    /// The enum, or nothing when no property needed a shim.
    func render() -> String {
        guard !namespaces.isEmpty else { return "" }
        var out = "\n/// Warnings at properties whose entities cannot be kept in sync, selected by what each property holds.\n"
        out += "fileprivate enum _LockstepShims {\n"
        for (index, namespace) in namespaces.enumerated() {
            if index > 0 { out += "\n" }
            out += "    enum \(namespace.name) {\n"
            for function in namespace.functions {
                out += "        static func \(function.name)<T>(_: T) {}\n"
                var seen: [Shim.Contents] = []
                for shim in function.shims {
                    for contents in shim.contents where !seen.contains(contents) {
                        seen.append(contents)
                        out += "        @available(*, deprecated, message: \"\(shim.message)\")\n"
                        out += "        static func \(function.name)(_: PropertyContents.\(contents.rawValue)) {}\n"
                    }
                }
            }
            out += "    }\n"
        }
        return out + "}\n"
    }
}
