// Turning a capture into Graphviz DOT, after the store's lock: ids are described and values reflected here.
extension StoreCapture {
    /// The graph of what was captured, as Graphviz DOT: the entity and alias nodes in `reachable` (all of them
    /// when nil), and one edge per place a parent's value holds a child, labelled with that place (see
    /// ``PropertyPaths``; `?` when reflection does not find it, `value` for an alias holding the entity itself).
    /// Nodes come aliases first (by name, then type), then entities (by type name, then id); edges by source, then
    /// target, then label: the same store gives the same text. Call after the lock. O(n log n) plus the reflection
    /// of each parent's value.
    func dot(keeping reachable: Set<ObjectIdentifier>? = nil) -> String {
        let references = references()
        var lines: [String] = []
        // Every node shown, in order, with its DOT name: the sources of the edges.
        var sources: [(name: String, node: CapturedNode)] = []
        // Aliases that designate nothing hold no edge and explain nothing: left out.
        let aliases = aliases.filter { $0.hasValue && reachable?.contains($0.node.key) != false }
            .map { (name: $0.name, type: String(describing: $0.type), node: $0.node) }
            .sorted { ($0.name, $0.type) < ($1.name, $1.type) }
        for alias in aliases {
            let name = Self.quoted("alias:\(alias.name):\(alias.type)")
            sources.append((name, alias.node))
            lines.append("  \(name) [label=\(Self.quoted("alias \"\(alias.name)\"", alias.type)), shape=ellipse];")
        }
        // The entities shown, the only targets of edges, by node identity.
        var targets: [ObjectIdentifier: (name: String, target: PropertyPaths.Target)] = [:]
        let entities = entities.filter { reachable?.contains($0.node.key) != false }
            .map { (entity: $0, reference: references[$0.node.key]!) }
            .sorted { $0.reference < $1.reference }
        for (entity, reference) in entities {
            let name = Self.quoted(reference.description)
            sources.append((name, entity.node))
            targets[entity.node.key] = (name, PropertyPaths.Target(type: ObjectIdentifier(entity.type), id: entity.id))
            lines.append("  \(name) [label=\(Self.quoted(reference.type, "id: \(reference.id)"))];")
        }
        let entityTypes = Set(self.entities.map { ObjectIdentifier($0.type) })
        for (name, node) in sources {
            lines += Self.edges(from: node, named: name, to: targets, entityTypes: entityTypes)
        }
        return (["digraph Lockstep {", "  node [shape=box];"] + lines + ["}"]).joined(separator: "\n") + "\n"
    }

    /// The identities of the nodes `start` reaches through slots, `start` included; none when `start` is nil or
    /// was not captured. Iterative: deep data must not overflow the stack.
    func reachable(from start: ObjectIdentifier?) -> Set<ObjectIdentifier> {
        var children: [ObjectIdentifier: [ObjectIdentifier]] = [:]
        for node in entities.map(\.node) + aliases.map(\.node) {
            children[node.key] = node.children
        }
        guard let start, children[start] != nil else { return [] }
        var seen: Set<ObjectIdentifier> = [start]
        var pending = [start]
        while let key = pending.popLast() {
            for child in children[key] ?? [] where seen.insert(child).inserted {
                pending.append(child)
            }
        }
        return seen
    }

    /// One line per edge from `source`, whose DOT name is `name`, to each of its children in `targets`, sorted by
    /// target, then label. `entityTypes`: every captured entity type (see ``PropertyPaths``).
    private static func edges(
        from source: CapturedNode, named name: String,
        to targets: [ObjectIdentifier: (name: String, target: PropertyPaths.Target)], entityTypes: Set<ObjectIdentifier>
    ) -> [String] {
        let children = Set(source.children).compactMap { targets[$0] }
        guard !children.isEmpty else { return [] }
        let wanted = Set(children.map(\.target))
        let paths = source.value.map { PropertyPaths.find(in: $0, targets: wanted, entityTypes: entityTypes) } ?? [:]
        let edges = children.flatMap { child in
            Set(paths[child.target] ?? ["?"]).map { (to: child.name, label: $0.isEmpty ? "value" : $0) }
        }
        return edges.sorted { ($0.to, $0.label) < ($1.to, $1.label) }
            .map { "  \(name) -> \($0.to) [label=\(quoted($0.label))];" }
    }

    /// `lines` as one DOT string: quotes and backslashes escaped, lines joined by DOT's `\n`.
    private static func quoted(_ lines: String...) -> String {
        let escaped = lines.map { $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") }
        return "\"" + escaped.joined(separator: "\\n") + "\""
    }
}
