/// Names the places in a parent's value where its children sit (`author`, `novels[2]`, `media.book`), by
/// reflection: what labels the edges of the Graphviz export.
///
/// Why reflection: a slot keeps how to write its child into the parent, not the name of the property it came from (a
/// key path has none at run time), and keeping a name per slot would cost every write memory for a debugging aid. The parent's value
/// does tell, through `Mirror`, which stored property (or element, or case) holds an entity of the child's type
/// and id. `Mirror` may run a type's `customMirror`, user code, so this runs after the store's lock, on copies of
/// the values. A type with a `customMirror` is named by what its mirror shows.
enum PropertyPaths {
    /// How deep the search goes into a value, and how many places it visits, at most: a debugging aid must not
    /// take long on deep or huge values (a child past either bound gets no name).
    static let maximumDepth = 64
    static let maximumVisits = 100_000

    /// The paths in `value` to each entity it holds, by the entity's type then id, in the order the value holds them (an entity held twice comes
    /// with two paths). A value of one of `entityTypes` is an entity with its own node: it is found, never
    /// searched, since what it holds is its own children, not the parent's. `value` itself is searched even when
    /// it is an entity: it is the parent. The path of `value` itself (an alias holding the entity directly) is
    /// the empty string. O(size of `value`), within the bounds above.
    static func find(in value: Any, entityTypes: Set<ObjectIdentifier>) -> [ObjectIdentifier: [AnyHashable: [String]]] {
        var found: [ObjectIdentifier: [AnyHashable: [String]]] = [:]
        // Depth first, in order: the stack holds the places still to visit, the next one last.
        var pending: [(value: Any, path: String, depth: Int)] = [(value, "", 0)]
        var visits = 0
        while let (current, path, depth) = pending.popLast(), visits < maximumVisits {
            visits += 1
            if depth > 0, entityTypes.contains(ObjectIdentifier(type(of: current))) {
                if let entity = current as? any Identifiable {
                    found[ObjectIdentifier(type(of: entity)), default: [:]][id(of: entity), default: []].append(path)
                }
                continue
            }
            guard depth < maximumDepth else { continue }
            let mirror = Mirror(reflecting: current)
            // Pushed last child first, so that the first is visited next.
            for (offset, child) in mirror.children.enumerated().reversed() {
                switch mirror.displayStyle {
                case .optional:
                    pending.append((child.value, path, depth + 1))
                case .collection, .set:
                    pending.append((child.value, path + "[\(offset)]", depth + 1))
                case .dictionary:
                    let pair = Array(Mirror(reflecting: child.value).children)
                    guard pair.count == 2 else { continue }
                    pending.append((pair[1].value, path + "[\(pair[0].value)]", depth + 1))
                default:
                    let label = child.label ?? "\(offset)"
                    pending.append((child.value, path.isEmpty ? label : path + "." + label, depth + 1))
                }
            }
        }
        return found
    }

    /// The id of `entity`, opened from its existential.
    private static func id<T: Identifiable>(of entity: T) -> AnyHashable {
        AnyHashable(entity.id)
    }
}
