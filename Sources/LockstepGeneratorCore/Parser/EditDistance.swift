/// Levenshtein distance, to suggest the intended keyword for a misspelled annotation.
enum EditDistance {
    /// Edits (insert, delete, replace one byte) turning `a` into `b`; two rows, no recursion.
    static func distance(_ a: String, _ b: String) -> Int {
        let left = Array(a.utf8)
        let right = Array(b.utf8)
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }

    /// The candidate closest to `word` (first one on ties), or `nil` when even that one is so far that
    /// suggesting it would be noise (more than half the word must change).
    static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (String, Int)?
        for candidate in candidates {
            let distance = distance(lowered, candidate)
            if best == nil || distance < best!.1 { best = (candidate, distance) }
        }
        guard let (candidate, distance) = best, distance <= max(2, candidate.utf8.count / 2) else { return nil }
        return candidate
    }
}
