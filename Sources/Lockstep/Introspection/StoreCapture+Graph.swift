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
        // Every node shown, with what orders it (aliases first), its DOT name and its attributes: the sources of the
        // edges. Aliases that designate nothing hold no edge and explain nothing: left out.
        var shown: [(order: [String], name: String, attributes: String, node: CapturedNode)] = []
        for alias in aliases where alias.hasValue {
            let type = String(describing: alias.type)
            let label = Self.quoted("alias \"\(alias.name)\"", type)
            shown.append((["0", alias.name, type], Self.quoted("alias:\(alias.name):\(type)"), "label=\(label), shape=ellipse", alias.node))
        }
        // The entities, the only targets of edges, by node identity.
        var targets: [ObjectIdentifier: (name: String, type: ObjectIdentifier, id: AnyHashable)] = [:]
        for entity in entities {
            let reference = references[entity.node.key]!
            let name = Self.quoted(reference.description)
            targets[entity.node.key] = (name, ObjectIdentifier(entity.type), entity.id)
            shown.append((["1", reference.type, reference.id], name, "label=\(Self.quoted(reference.type, "id: \(reference.id)"))", entity.node))
        }
        shown = shown.filter { reachable?.contains($0.node.key) != false }.sorted { $0.order.lexicographicallyPrecedes($1.order) }
        let entityTypes = Set(targets.values.map(\.type))
        var lines = shown.map { "  \($0.name) [\($0.attributes)];" }
        // One edge per place a source's value holds a child, sorted by target, then label.
        for source in shown {
            let children = Set(source.node.children).compactMap { targets[$0] }
            let paths = children.isEmpty ? [:] : source.node.value.map { PropertyPaths.find(in: $0, entityTypes: entityTypes) } ?? [:]
            let edges = children.flatMap { child in
                Set(paths[child.type]?[child.id] ?? ["?"]).map { (to: child.name, label: $0.isEmpty ? "value" : $0) }
            }
            lines += edges.sorted { ($0.to, $0.label) < ($1.to, $1.label) }
                .map { "  \(source.name) -> \($0.to) [label=\(Self.quoted($0.label))];" }
        }
        return (["digraph Lockstep {", "  node [shape=box];"] + lines + ["}"]).joined(separator: "\n") + "\n"
    }

    /// The identities of the nodes `start` reaches through slots, `start` included; none when `start` is nil or
    /// was not captured. Iterative: deep data must not overflow the stack.
    func reachable(from start: ObjectIdentifier?) -> Set<ObjectIdentifier> {
        let children = Dictionary(uniqueKeysWithValues: (entities.map(\.node) + aliases.map(\.node)).map { ($0.key, $0.children) })
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

    /// `lines` as one DOT string: quotes and backslashes escaped, lines joined by DOT's `\n`.
    private static func quoted(_ lines: String...) -> String {
        let escaped = lines.map { $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") }
        return "\"" + escaped.joined(separator: "\\n") + "\""
    }
}
