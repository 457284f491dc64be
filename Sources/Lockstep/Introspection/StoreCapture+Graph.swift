// Turning a capture into Graphviz DOT, after the store's lock: ids are described and values reflected here.
extension StoreCapture {
    /// The graph of what was captured, as Graphviz DOT: every entity and alias node, and one edge per place
    /// a parent's value holds a child, labelled with that place (see ``PropertyPaths``; `?` when reflection does not
    /// find it, `value` for an alias holding the entity itself). Nodes come aliases first (by name, then type), then
    /// entities (by type name, then id); edges by source, then target, then label: the same store gives the same
    /// text. Call after the lock. O(n log n) plus the reflection of each parent's value.
    func dot() -> String {
        render(keeping: nil)
    }

    /// The graph of what `start` reaches (see ``dot()``); an empty graph when `start` is nil or was not captured.
    func dot(from start: ObjectIdentifier?) -> String {
        render(keeping: start.map(reachable(from:)) ?? [])
    }

    /// The graph of the nodes in `reachable`, or of every node when nil.
    private func render(keeping reachable: Set<ObjectIdentifier>?) -> String {
        let (_, references) = holders()
        var names: [ObjectIdentifier: String] = [:]
        var lines: [String] = []
        // Aliases that designate nothing hold no edge and explain nothing: left out.
        let aliases = aliases.filter { $0.hasValue && reachable?.contains($0.key) != false }
            .sorted { ($0.name, String(describing: $0.type)) < ($1.name, String(describing: $1.type)) }
        for alias in aliases {
            let type = String(describing: alias.type)
            let name = Self.quoted("alias:\(alias.name):\(type)")
            names[alias.key] = name
            lines.append("  \(name) [label=\(Self.quoted("alias \"\(alias.name)\"", type)), shape=ellipse];")
        }
        let entities = entities.filter { reachable?.contains($0.key) != false }
            .map { (entity: $0, reference: references[$0.key]!) }
            .sorted { $0.reference < $1.reference }
        for (entity, reference) in entities {
            let name = Self.quoted(reference.description)
            names[entity.key] = name
            lines.append("  \(name) [label=\(Self.quoted(reference.type, "id: \(reference.id)"))];")
        }
        lines += edges(between: aliases.map(\.key) + entities.map(\.entity.key), names: names)
        return (["digraph Lockstep {", "  node [shape=box];"] + lines + ["}"]).joined(separator: "\n") + "\n"
    }

    /// One line per edge leaving each of `sources` (in that order) to an entity in `names`, sorted by target, then
    /// label.
    private func edges(between sources: [ObjectIdentifier], names: [ObjectIdentifier: String]) -> [String] {
        var targets: [ObjectIdentifier: PropertyPaths.Target] = [:]
        for entity in entities {
            targets[entity.key] = PropertyPaths.Target(type: ObjectIdentifier(entity.type), id: entity.id)
        }
        let entityTypes = Set(entities.map { ObjectIdentifier($0.type) })
        var lines: [String] = []
        for source in sources {
            guard let node = nodes[source], let from = names[source] else { continue }
            let children = Set(node.children.filter { names[$0] != nil })
            guard !children.isEmpty else { continue }
            let wanted = Set(children.compactMap { targets[$0] })
            let paths = node.value.map { PropertyPaths.find(in: $0, targets: wanted, entityTypes: entityTypes) } ?? [:]
            var edges: [(to: String, label: String)] = []
            for child in children {
                guard let to = names[child], let target = targets[child] else { continue }
                let labels = Set(paths[target] ?? ["?"]).map { $0.isEmpty ? "value" : $0 }
                edges += labels.map { (to, $0) }
            }
            edges.sort { ($0.to, $0.label) < ($1.to, $1.label) }
            lines += edges.map { "  \(from) -> \($0.to) [label=\(Self.quoted($0.label))];" }
        }
        return lines
    }

    /// The identities of the nodes `start` reaches through slots, `start` included. Iterative: deep data must
    /// not overflow the stack.
    private func reachable(from start: ObjectIdentifier) -> Set<ObjectIdentifier> {
        guard nodes[start] != nil else { return [] }
        var seen: Set<ObjectIdentifier> = [start]
        var pending = [start]
        while let key = pending.popLast() {
            for child in nodes[key]?.children ?? [] where seen.insert(child).inserted {
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
