/// Drops `#if … #endif` groups that end up containing no generated content (a type's `#if` around
/// non-entity code, or a file-level `#if` around unannotated types), so the output only carries the
/// conditions that matter. Also repairs unbalanced directives from broken input so the output always
/// parses: a stray `#endif`/`#else` is dropped, an unclosed `#if` is closed.
enum ConditionalPruner {
    static func prune<Content>(_ items: [Conditional<Content>]) -> [Conditional<Content>] {
        // Most types have no `#if` inside: then there is nothing to prune, and the array is shared, not copied.
        guard items.contains(where: { !$0.isContent }) else { return items }
        var output: [Conditional<Content>] = []
        output.reserveCapacity(items.count)
        // For each open group: where it starts in `output`, and how much content existed before it.
        var open: [(start: Int, contentBefore: Int)] = []
        var contentCount = 0
        for item in items {
            switch item {
            case .content:
                contentCount += 1
                output.append(item)
            case .directive(let directive):
                switch directive.kind {
                case .if:
                    open.append((output.count, contentCount))
                    output.append(item)
                case .elseif, .else:
                    if !open.isEmpty { output.append(item) }
                case .endif:
                    guard let group = open.popLast() else { continue }
                    // A trailing branch left empty (`#else` right before `#endif`) says nothing: drop it.
                    // Earlier empty branches must stay, or the next branch would apply in their case.
                    while output.count > group.start + 1, case .directive(let last) = output[output.count - 1],
                          last.kind == .else || last.kind == .elseif {
                        output.removeLast()
                    }
                    if contentCount == group.contentBefore {
                        output.removeSubrange(group.start...)
                    } else {
                        output.append(item)
                    }
                }
            }
        }
        while let group = open.popLast() {
            if contentCount == group.contentBefore {
                output.removeSubrange(group.start...)
            } else {
                output.append(.directive(ConditionalDirective(kind: .endif, text: "#endif")))
            }
        }
        return output
    }
}
