/// The `import` lines of a generated file: one per module (or per scoped declaration, `import struct A.B`), in
/// the order first met, starting with Lockstep's.
///
/// A merged output holds the imports of every input, and one file may not import a module twice with different
/// access levels (`import Foundation` beside `internal import Foundation` does not compile). When inputs differ,
/// the line with the widest explicit access level is kept, since generated public members may use the module's
/// types; among equal levels, a `@testable` one (generated code may name the module's internal types).
///
/// Lockstep is imported by every generated file, whether its input imports it or not, so its form follows the
/// whole target: a module imported with an explicit access level in one file and without one in another does
/// not compile, so where any input spells a level for Lockstep, every generated file does too. Generated files
/// import it with `@_spi(Generated)`: the runtime functions only generated code calls are behind that name, out of
/// users' completion and documentation.
struct ImportSet {
    /// The lines, Lockstep's with its `@_spi(Generated)` attribute.
    var lines: [String] {
        guard let position = positions["Lockstep"] else { return written }
        var lines = written
        lines[position] = "@_spi(Generated) " + lines[position]
        return lines
    }

    /// The lines as the inputs wrote them (or as this set made them).
    private var written: [String] = []
    private var positions: [String: Int] = [:]
    private var ranks: [Int] = []

    /// - Parameter lockstepLevelIsExplicit: some input of the target imports Lockstep with an access level.
    init(lockstepLevelIsExplicit: Bool) {
        add(lockstepLevelIsExplicit ? "internal import Lockstep" : "import Lockstep")
    }

    /// Whether `line` imports Lockstep with an explicit access level.
    static func spellsLevelForLockstep(_ line: String) -> Bool {
        // Most imports are of other modules: only a line ending in Lockstep (the module path comes last) is worth
        // reading word by word.
        guard line.hasSuffix("Lockstep") else { return false }
        let (key, rank) = read(line)
        return key == "Lockstep" && rank >= 2
    }

    /// Adds `line` (an import as written), or lets it replace the line of the same module if it ranks higher.
    mutating func add(_ line: String) {
        let (key, rank) = ImportSet.read(line)
        guard let position = positions[key] else {
            positions[key] = written.count
            written.append(line)
            ranks.append(rank)
            return
        }
        if rank > ranks[position] {
            written[position] = line
            ranks[position] = rank
        }
    }

    /// Makes `import Lockstep` at least as visible as the widest generated member (`access`), when the target
    /// imports it with an explicit level: a public witness's type (`PartialIdentifiableKeyPath`) must come from a
    /// public import. An import without a level is left as it is (it is public unless the target adopts
    /// `InternalImportsByDefault`, and spelling a level here would clash with the inputs' implicit ones).
    mutating func widenLockstep(to access: AccessLevel) {
        guard let position = positions["Lockstep"], ranks[position] >= 2 else { return }
        let level: (word: String, rank: Int)
        switch access {
        case .open, .public: level = ("public", 8)
        case .package: level = ("package", 6)
        case .internal, .fileprivate, .private: return
        }
        guard ranks[position] < level.rank else { return }
        written[position] = "\(level.word) import Lockstep"
        ranks[position] = level.rank
    }

    /// What `line` imports (kind and path, `struct Collections.OrderedSet`, or the module) and how it ranks: twice
    /// its access level (none written is lowest), plus one for `@testable`.
    static func read(_ line: String) -> (key: String, rank: Int) {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        var level = 0
        var isTestable = false
        var index = 0
        while index < words.count, words[index] != "import" {
            switch words[index] {
            case "public": level = 4
            case "package": level = 3
            case "internal": level = 2
            case "fileprivate", "private": level = 1
            case "@testable": isTestable = true
            default: break
            }
            index += 1
        }
        let key = words.dropFirst(index + 1).joined(separator: " ")
        return (key, level * 2 + (isTestable ? 1 : 0))
    }
}
